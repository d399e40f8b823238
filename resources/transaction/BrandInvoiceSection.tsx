import { Fragment, useState } from 'react';
import { Alert, Box, FormControlLabel, LinearProgress, Switch, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../src/admin/providers/apiCall';
import type { InvoiceQuery } from './invoiceQuery';
import { useBillingCall } from './useBillingCall';
import { useBillingFormat } from './useBillingFormat';

interface Line { label: string; quantity: number; unitPrice: number; total: number }
interface BrandVenue { venue: { _id: string; name: string }; currency: string; figures: Record<string, number>; amount: number; lines?: Line[] }
interface CurrencyTotals { currency: string; venues: number; totals: Record<string, number>; amount: number; vat: number }
/** amounts of different currencies are never added: one total per currency (byCurrency) */
interface Brand { customerGroup: string | null; currency: string; fields: string[]; venues: BrandVenue[]; byCurrency: CurrencyTotals[] }

/**
 * The brand ("subway") invoice: every venue of the chosen venue's customer group in the caller's
 * scope with the chosen figures and its amount, and the brand's totals (GET invoice/{venue}/subway/summary);
 * with the invoice lines of each venue on demand (GET invoice/{venue}/subway).
 */
export function BrandInvoiceSection({ venue, query }: { venue: string; query: InvoiceQuery }) {
  const translate = useTranslate();
  const { money, figure, fieldLabel } = useBillingFormat();
  const [lines, setLines] = useState(false);
  const { data, isFetching } = useBillingCall<Brand>(['subway', lines, venue, query], !!venue && query.fields !== '', (signal) => (lines
    ? apiCall('v3/payment/invoice/{venue}/subway', 'get', { params: { venue }, query, signal })
    : apiCall('v3/payment/invoice/{venue}/subway/summary', 'get', { params: { venue }, query, signal })).then((r) => (r as any).data as Brand));

  return (
    <Box data-testid="billing-brand">
      <FormControlLabel control={<Switch checked={lines} onChange={(e) => setLines(e.target.checked)} />} label={translate('billing.brand.withLines')} />
      {isFetching && <LinearProgress sx={{ my: 1 }} />}
      {data && !data.customerGroup && <Alert severity="info" sx={{ my: 1 }}>{translate('billing.brand.noGroup')}</Alert>}
      {data && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('billing.tabs.brand')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('billing.venue')}</TableCell>
                {data.fields.map((f) => <TableCell key={f} align="right">{fieldLabel(f)}</TableCell>)}
                <TableCell align="right">{translate('billing.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.venues.map((v) => (
                <Fragment key={v.venue._id}>
                  <TableRow>
                    <TableCell>{v.venue.name}</TableCell>
                    {data.fields.map((f) => <TableCell key={f} align="right">{figure(f, v.figures[f], v.currency)}</TableCell>)}
                    <TableCell align="right">{money(v.amount, v.currency)}</TableCell>
                  </TableRow>
                  {lines && v.lines?.map((l, i) => (
                    <TableRow key={i} sx={{ '& td': { color: 'text.secondary', borderBottomStyle: 'dashed' } }}>
                      <TableCell sx={{ pl: 4 }}>{translate(`billing.lines.${l.label}`, { _: l.label })} × {l.quantity}</TableCell>
                      <TableCell colSpan={data.fields.length} />
                      <TableCell align="right">{money(l.total, v.currency)}</TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
            <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: 'inherit' } }}>
              {data.byCurrency.map((c) => (
                <TableRow key={c.currency} data-testid="billing-brand-total">
                  <TableCell><strong>{translate('billing.total')}</strong></TableCell>
                  {data.fields.map((f) => <TableCell key={f} align="right"><strong>{figure(f, c.totals[f], c.currency)}</strong></TableCell>)}
                  <TableCell align="right"><strong>{money(c.amount, c.currency)}</strong></TableCell>
                </TableRow>
              ))}
            </TableFooter>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('billing.vat')}: {data.byCurrency.map((c) => money(c.vat, c.currency)).join(' · ')}</Typography>
        </Box>
      )}
    </Box>
  );
}
