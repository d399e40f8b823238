import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { apiCall } from '../../src/admin/providers/apiCall';
import { formatDateTime } from '../../src/admin/format/formatDateTime';

/** The order's logs through GET v2/order/log (order.log.view), times on the venue's clock. */
export function OrderLogs({ order, zone, updatedAt }: { order: string; zone: string; updatedAt?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const f = (name: string) => translate(`resources.order.fields.${name}`);
  // updatedAt in the key: a retry (which appends an entry) reloads the logs with the record
  const { data } = useQuery({
    queryKey: ['orderLogs', order, updatedAt],
    queryFn: () => apiCall('v2/order/log', 'get', { query: { order, limit: 1000 } }),
  });
  const logs = data?.data.logs ?? [];
  if (data && !logs.length) return <Typography variant="body2" color="text.secondary">{translate('orderUi.screens.noLogs')}</Typography>;
  return (
    <Table size="small" aria-label={translate('orderUi.screens.logs')}>
      <TableHead>
        <TableRow>
          <TableCell>{f('logs.at')}</TableCell><TableCell>{f('logs.level')}</TableCell><TableCell>{f('logs.source')}</TableCell>
          <TableCell>{f('logs.message')}</TableCell><TableCell>{f('logs.by')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {logs.map((l, i) => (
          <TableRow key={i}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.at, locale, zone, { named: false })}</TableCell>
            <TableCell>{l.level}</TableCell><TableCell>{l.source}</TableCell>
            <TableCell sx={{ minWidth: 220, wordBreak: 'break-word' }}>{l.message}</TableCell><TableCell>{l.by}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
