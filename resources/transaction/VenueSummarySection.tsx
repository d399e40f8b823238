import { Box, Button, LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import type { InvoiceQuery } from './invoiceQuery';
import { useBillingCall } from './useBillingCall';
import { useBillingDownload } from './useBillingDownload';
import { useBillingFormat } from './useBillingFormat';

interface Brand { venues: number; figures: Record<string, number>; amount: number }
/** `brand` only for holders of billing.flavor: the same figures over the venue's brand */
interface Summary { currency: string; fields: string[]; figures: Record<string, number>; amount: number; vat: number; brand?: Brand }

/**
 * The venue's invoice summary (GET invoice/{venue}/venue/summary: the chosen figures and the
 * invoice amount) and the same as plain text (GET invoice/{venue}/summary/plain), shown as the
 * server wrote it and downloadable as its file.
 */
export function VenueSummarySection({ venue, query }: { venue: string; query: InvoiceQuery }) {
  const translate = useTranslate();
  const { money, figure, fieldLabel } = useBillingFormat();
  const summary = useBillingCall<Summary>(['venueSummary', venue, query], !!venue && query.fields !== '', (signal) => apiCall('v3/payment/invoice/{venue}/venue/summary', 'get', { params: { venue }, query, signal }).then((r) => (r as any).data as Summary));
  const plain = useBillingCall(['summaryPlain', venue, query], !!venue && query.fields !== '', async (signal) => {
    const file = await apiFile('v3/payment/invoice/{venue}/summary/plain', 'get', { params: { venue }, query, signal });
    return { text: await file.blob.text() };
  });
  const data = summary.data;
  const download = useBillingDownload();

  return (
    <Box data-testid="billing-summary" sx={{ display: 'grid', gap: 2 }}>
      {(summary.isFetching || plain.isFetching) && <LinearProgress />}
      {data && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('billing.tabs.summary')} sx={{ maxWidth: data.brand ? 720 : 560 }}>
            {data.brand && (
              <TableHead>
                <TableRow>
                  <TableCell /><TableCell align="right">{translate('billing.venue')}</TableCell>
                  <TableCell align="right" data-testid="billing-summary-brand">{translate('billing.summary.brand', { smart_count: data.brand.venues })}</TableCell>
                </TableRow>
              </TableHead>
            )}
            <TableBody>
              {data.fields.map((f) => (
                <TableRow key={f}>
                  <TableCell>{fieldLabel(f)}</TableCell><TableCell align="right">{figure(f, data.figures[f], data.currency)}</TableCell>
                  {data.brand && <TableCell align="right">{figure(f, data.brand.figures[f], data.currency)}</TableCell>}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: 'inherit' } }}>
              <TableRow data-testid="billing-summary-total">
                <TableCell><strong>{translate('billing.amount')}</strong> ({translate('billing.vat')} {money(data.vat, data.currency)})</TableCell>
                <TableCell align="right"><strong>{money(data.amount, data.currency)}</strong></TableCell>
                {data.brand && <TableCell align="right"><strong>{money(data.brand.amount, data.currency)}</strong></TableCell>}
              </TableRow>
            </TableFooter>
          </Table>
        </Box>
      )}
      {plain.data && (
        <Box>
          <Typography variant="subtitle1" component="h3">{translate('billing.summary.plain')}</Typography>
          <Box component="pre" data-testid="billing-summary-plain" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 14 }}>{plain.data.text}</Box>
          <Button variant="outlined" onClick={() => void download({ kind: 'summaryPlain', venue, ...query })}>{translate('billing.summary.download')}</Button>
        </Box>
      )}
    </Box>
  );
}
