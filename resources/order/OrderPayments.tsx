import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { apiCall } from '../../src/admin/providers/apiCall';
import { MoneyText } from './MoneyText';
import { formatDateTime } from '../../src/admin/format/formatDateTime';

/** The payments of the order (GET v3/payment?order[]=…, the generic list; payment.view). */
export function OrderPayments({ order, zone }: { order: string; zone: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const f = (name: string) => translate(`resources.payment.fields.${name}`);
  const { data } = useQuery({ queryKey: ['orderPayments', order], queryFn: () => apiCall('v3/payment', 'get', { filters: { order: [order] } }) });
  const payments = (data?.data ?? []) as Record<string, any>[];
  if (data && !payments.length) return <Typography variant="body2" color="text.secondary">{translate('orderUi.screens.noPayments')}</Typography>;
  return (
    <Table size="small" aria-label={translate('orderUi.screens.payments')}>
      <TableHead>
        <TableRow>
          <TableCell>{f('createdAt')}</TableCell><TableCell>{f('status')}</TableCell><TableCell>{f('method')}</TableCell>
          <TableCell align="right">{f('sum')}</TableCell><TableCell align="right">{f('refunded')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((p) => (
          <TableRow key={p._id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><Link component={RouterLink} to={`/payments/${p._id}`}>{formatDateTime(p.createdAt, locale, zone, { named: false })}</Link></TableCell>
            <TableCell>{translate(`resources.payment.enums.status.${p.status}`, { _: p.status })}</TableCell>
            <TableCell>{translate(`resources.payment.enums.method.${p.method}`, { _: p.method })}</TableCell>
            <TableCell align="right"><MoneyText minor={p.sum} currency={p.currency} /></TableCell>
            <TableCell align="right"><MoneyText minor={p.refunded ?? 0} currency={p.currency} /></TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
