import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ORDER_STATUSES } from '../../schemas/order';
import { apiCall } from '../../src/admin/providers/apiCall';
import { failureText } from './failureText';

/** Retry with a status (order.retry; the caller renders it only for holders): PATCH v2/order/{order}/retry. */
export function RetryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string>('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const statusLabel = (s: string) => translate(`resources.order.enums.status.${s}`, { _: s });

  const retry = async () => {
    setBusy(true);
    try {
      await apiCall('v2/order/{id}/retry', 'patch', { params: { id: String(record.id) }, body: { status } });
      notify('orderUi.retry.done', { type: 'success', messageArgs: { status: statusLabel(status) } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(failureText(translate, 'orderUi.retry.failed', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => { setStatus(String(record.status ?? '')); setOpen(true); }}>{translate('orderUi.retry.button')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('orderUi.retry.title', { code: record.code ?? '' })}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth sx={{ mt: 1 }} label={translate('orderUi.retry.status')} value={status} onChange={(e) => setStatus(e.target.value)}>
            {ORDER_STATUSES.map((s) => <MenuItem key={s} value={s}>{statusLabel(s)}</MenuItem>)}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!status || busy} onClick={retry}>{translate('orderUi.retry.confirm')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
