import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { percentChange } from './percentChange';
import type { SalesFormat } from './salesFormat';
import type { SalesData } from './useSalesReport';

type Figures = SalesData['totals'];
const CARDS = [
  { key: 'revenue', money: true }, { key: 'netRevenue', money: true }, { key: 'orderCount', money: false },
  { key: 'averageBasket', money: true }, { key: 'tips', money: true }, { key: 'refunds', money: true },
] as const;

/** The change against the previous period, in words ("+12 % vs previous period"). */
export function ChangeText({ now, previous, format }: { now: number; previous: number; format: SalesFormat }) {
  const translate = useTranslate();
  const change = percentChange(now, previous);
  return <>{change === null ? translate('salesUi.noBase') : translate('salesUi.change', { change: format.change(change) })}</>;
}

/** Revenue, net revenue, order count, average basket, tips and refunds, each beside the previous period's. */
export function FigureCards({ totals, previous, format, idPrefix }: { totals: Figures; previous: Figures; format: SalesFormat; idPrefix: string }) {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 2, p: 0, m: 0, listStyle: 'none' }}>
      {CARDS.map(({ key, money }) => {
        const show = (n: number) => (money ? format.money(n) : format.count(n));
        return (
          <Card component="li" key={key}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" gutterBottom>{translate(`salesUi.figures.${key}`)}</Typography>
              <Typography variant="h5" component="p" data-testid={`${idPrefix}-${key}`}>{show(totals[key])}</Typography>
              <Typography variant="body2" data-testid={`${idPrefix}-${key}-change`}>
                <ChangeText now={totals[key]} previous={previous[key]} format={format} />
              </Typography>
              <Typography variant="caption" color="text.secondary">{translate('salesUi.previousValue', { value: show(previous[key]) })}</Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
