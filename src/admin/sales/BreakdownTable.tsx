import { Card, CardContent, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ChangeText } from './FigureCards';
import type { SalesFormat } from './salesFormat';
import type { SalesData } from './useSalesReport';

type Figures = SalesData['totals'];

/** One row of a breakdown: its label, figures, the previous period's, and where it leads (the orders list). */
export interface BreakdownRow {
  key: string;
  label: string;
  figures: Figures;
  previous?: Figures | null;
  to?: string;
}

/**
 * A split of the figures (by day, payment method, order type, weekday, venue, brand) as a table: the
 * text alternative of the chart beside it. A row's label is a link to its orders (keyboard
 * reachable); clicking anywhere on the row goes there too.
 */
export function BreakdownTable({ id, title, column, rows, format }: { id: string; title: string; column: string; rows: readonly BreakdownRow[]; format: SalesFormat }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const withPrevious = rows.some((r) => r.previous !== undefined);
  const f = (key: keyof Figures) => translate(`salesUi.figures.${key}`);
  return (
    <Card>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2" id={id}>{title}</Typography>
      </CardContent>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={id} data-testid={id}>
          <TableHead>
            <TableRow>
              <TableCell>{column}</TableCell>
              <TableCell align="right">{f('revenue')}</TableCell>
              <TableCell align="right">{f('netRevenue')}</TableCell>
              <TableCell align="right">{f('orderCount')}</TableCell>
              <TableCell align="right">{f('averageBasket')}</TableCell>
              <TableCell align="right">{f('tips')}</TableCell>
              <TableCell align="right">{f('refunds')}</TableCell>
              {withPrevious && <TableCell align="right">{translate('salesUi.columns.previous')}</TableCell>}
              {withPrevious && <TableCell align="right">{translate('salesUi.columns.change')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key} hover={!!r.to} onClick={r.to ? () => navigate(r.to!) : undefined} sx={r.to ? { cursor: 'pointer' } : undefined}>
                <TableCell component="th" scope="row">
                  {r.to ? (
                    <Link component={RouterLink} to={r.to} onClick={(e) => e.stopPropagation()} aria-label={translate('salesUi.openOrders', { label: r.label })}>{r.label}</Link>
                  ) : r.label}
                </TableCell>
                <TableCell align="right">{format.money(r.figures.revenue)}</TableCell>
                <TableCell align="right">{format.money(r.figures.netRevenue)}</TableCell>
                <TableCell align="right">{format.count(r.figures.orderCount)}</TableCell>
                <TableCell align="right">{format.money(r.figures.averageBasket)}</TableCell>
                <TableCell align="right">{format.money(r.figures.tips)}</TableCell>
                <TableCell align="right">{format.money(r.figures.refunds)}</TableCell>
                {withPrevious && <TableCell align="right">{r.previous ? format.money(r.previous.revenue) : '–'}</TableCell>}
                {withPrevious && <TableCell align="right">{r.previous ? <ChangeText now={r.figures.revenue} previous={r.previous.revenue} format={format} /> : '–'}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
