import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { failureText } from './failureText';

/**
 * Order test (order.test): places a test order in a chosen venue (POST v2/order/test/{venue}) and
 * opens it; a failure shows the spec's "test order" notice with the server's reason.
 */
export function TestOrderButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { venueId } = useSelectedVenue();
  const [open, setOpen] = useState(false);
  const [venue, setVenue] = useState<string>('');
  const [busy, setBusy] = useState(false);
  const { data: venues = [] } = useGetList('venue', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } }, { enabled: open });

  const start = () => {
    setVenue(venueId ?? '');
    setOpen(true);
  };
  const place = async () => {
    setBusy(true);
    try {
      const { data } = await apiCall('v2/order/test/{venue}', 'post', { params: { venue } });
      notify('orderUi.test.done', { type: 'success', messageArgs: { code: data.code } });
      setOpen(false);
      refresh();
      navigate(`/orders/${data._id}/show`);
    } catch (error) {
      notify(failureText(translate, 'orderUi.test.failed', error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={start}>{translate('orderUi.test.button')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('orderUi.test.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('orderUi.test.hint')}</DialogContentText>
          <TextField select fullWidth label={translate('orderUi.test.venue')} value={venue} onChange={(e) => setVenue(e.target.value)}>
            {venues.map((v) => <MenuItem key={v.id} value={String(v.id)}>{v.name}</MenuItem>)}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!venue || busy} onClick={place}>{translate('orderUi.test.confirm')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
