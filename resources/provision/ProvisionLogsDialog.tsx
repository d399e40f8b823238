import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMonth } from '../../src/admin/format/formatMonth';
import { useVenueClock } from '../../src/admin/format/useVenueClock';
import { apiCall } from '../../src/admin/providers/apiCall';
import { PROVISION_KEY, type ProvisionRow } from './useProvision';

interface LogEntry { at: string; by?: string; action: string; from: string; to: string }

/** The log of one venue month (GET v3/payment/provision/logs/{venue}?month=, provision.logs). */
export function ProvisionLogsDialog({ row, onClose }: { row: ProvisionRow; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // the month's venue's clock, as the provision list shows the claim
  const clock = useVenueClock(row.venue);
  const logs = useQuery({
    queryKey: [PROVISION_KEY, 'logs', row.venue, row.month],
    queryFn: async () => ((await apiCall('v3/payment/provision/logs/{venue}', 'get', { params: { venue: row.venue }, query: { month: row.month } })) as unknown as { data: LogEntry[] }).data,
  });
  const field = (f: string) => translate(`resources.provision.fields.logs.${f}`);
  const status = (s: string) => translate(`resources.provision.enums.status.${s}`);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{`${translate('provisionUi.logs')}: ${row.venueName} ${formatMonth(row.month, locale)}`}</DialogTitle>
      <DialogContent>
        {logs.isPending ? <CircularProgress size={24} /> : logs.error ? (
          <Alert severity="error">{translate((logs.error as Error).message || 'errors.unknown', { _: (logs.error as Error).message })}</Alert>
        ) : !logs.data?.length ? translate('provisionUi.noLogs') : (
          <Table size="small">
            <TableHead>
              <TableRow>{['at', 'by', 'action', 'from', 'to'].map((f) => <TableCell key={f}>{field(f)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {logs.data.map((l, i) => (
                <TableRow key={i}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{clock.dateTime(l.at)}</TableCell>
                  <TableCell>{l.by ?? ''}</TableCell>
                  <TableCell>{translate(`resources.provision.enums.action.${l.action}`)}</TableCell>
                  <TableCell>{status(l.from)}</TableCell>
                  <TableCell>{status(l.to)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('provisionUi.close')}</Button></DialogActions>
    </Dialog>
  );
}
