import { Box, Card, CardContent } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { SalesFormat } from './salesFormat';

export interface ChartSeries {
  label: string;
  /** minor units per category; null where a series has no value */
  data: readonly (number | null)[];
}

/**
 * Revenue per category (day, week, month, payment method, venue) as bars, one series per period.
 * The chart is described by `description` (naming the table with the same figures: its text
 * alternative) and reachable by keyboard; a bar opens the orders of its category (`links`).
 */
export function SalesBarChart({ categories, series, links, description, format, horizontal = false, testId }: {
  categories: readonly string[]; series: readonly ChartSeries[]; links?: readonly (string | undefined)[]; description: string; format: SalesFormat; horizontal?: boolean; testId: string;
}) {
  const navigate = useNavigate();
  const translate = useTranslate();
  // A long venue or method name on a phone would push the bars off the card: the axis shows the
  // start of it, the tooltip and the table below the whole name.
  const band = {
    scaleType: 'band' as const,
    data: [...categories],
    valueFormatter: (v: string, context: { location: string }) => (context.location === 'tick' ? tickLabel(v) : v),
  };
  const value = { valueFormatter: (v: number | null) => (v === null ? '' : format.money(v * 100)) };
  const height = horizontal ? Math.max(160, 48 * categories.length + 60) : 300;
  return (
    <Card>
      <CardContent>
        <Box component="figure" aria-label={description} data-testid={testId} sx={{ m: 0, width: '100%' }}>
          <BarChart
            height={height}
            layout={horizontal ? 'horizontal' : 'vertical'}
            xAxis={horizontal ? [value] : [band]}
            yAxis={horizontal ? [{ ...band, width: 120 }] : [{ ...value, width: 80 }]}
            series={series.map((s) => ({ label: s.label, data: s.data.map((v) => (v === null ? null : v / 100)), valueFormatter: value.valueFormatter }))}
            onItemClick={(_, item) => {
              const to = links?.[item.dataIndex];
              if (to) navigate(to);
            }}
            enableKeyboardNavigation
            // the library ships no German texts: the two it can show come from our catalogue
            localeText={{ loading: translate('ra.page.loading'), noData: translate('salesUi.empty') }}
            skipAnimation
          />
        </Box>
      </CardContent>
    </Card>
  );
}

const TICK_CHARS = 16;

function tickLabel(name: string): string {
  return name.length > TICK_CHARS ? `${name.slice(0, TICK_CHARS - 1).trimEnd()}…` : name;
}
