import { Box, LinearProgress, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useBillingCall } from './useBillingCall';
import { useBillingFormat } from './useBillingFormat';

interface Payable { _id: string; venue: string; number: number; month: string; amount: number; currency: string; createdAt?: string }

/**
 * Each venue's last open invoice in the caller's scope (GET transaction/venues/lastTransactionsPayable):
 * what is still to be paid, with the sum per currency.
 */
export function PayableSection({ venueNames }: { venueNames: Record<string, string> }) {
  const translate = useTranslate();
  const { money, locale } = useBillingFormat();
  const { data, isFetching } = useBillingCall<Payable[]>(['payable'], true, (signal) => apiCall('v3/payment/transaction/venues/lastTransactionsPayable', 'get', { signal }).then((r) => (r as any).data as Payable[]));
  const totals = new Map<string, number>();
  for (const p of data ?? []) totals.set(p.currency ?? 'euro', (totals.get(p.currency ?? 'euro') ?? 0) + p.amount);

  return (
    <Box data-testid="billing-payable">
      {isFetching && <LinearProgress sx={{ my: 1 }} />}
      {data && data.length === 0 && <Typography color="text.secondary">{translate('billing.payable.none')}</Typography>}
      {data && data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('billing.tabs.payable')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('billing.venue')}</TableCell>
                <TableCell>{translate('resources.transaction.fields.number')}</TableCell>
                <TableCell>{translate('resources.transaction.fields.month')}</TableCell>
                <TableCell>{translate('billing.payable.bookedAt')}</TableCell>
                <TableCell align="right">{translate('resources.transaction.fields.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((p) => (
                <TableRow key={p._id}>
                  <TableCell>{venueNames[p.venue] ?? p.venue}</TableCell>
                  <TableCell>{p.number}</TableCell>
                  <TableCell>{p.month}</TableCell>
                  <TableCell>{p.createdAt ? new Date(p.createdAt).toLocaleDateString(locale) : ''}</TableCell>
                  <TableCell align="right">{money(p.amount, p.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: 'inherit' } }}>
              {[...totals].map(([currency, sum]) => (
                <TableRow key={currency} data-testid="billing-payable-total">
                  <TableCell colSpan={4}><strong>{translate('billing.total')}</strong></TableCell>
                  <TableCell align="right"><strong>{money(sum, currency)}</strong></TableCell>
                </TableRow>
              ))}
            </TableFooter>
          </Table>
        </Box>
      )}
    </Box>
  );
}
