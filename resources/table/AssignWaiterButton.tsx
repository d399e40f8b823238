import { useState } from 'react';
import PersonIcon from '@mui/icons-material/PersonPin';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';

const MAX_LENGTH = 100;

/**
 * Bulk "assign Lightspeed waiter" of the table list (PATCH {venue}/tables/assign-lightspeed-waiter):
 * asks for the waiter id and assigns it to the selected tables in one call; an empty id removes
 * the assignment. A failure shows the spec's waiter-assign error and keeps the selection.
 */
export function AssignWaiterButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
  const { selectedIds = [], onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [waiterId, setWaiterId] = useState('');
  const [busy, setBusy] = useState(false);

  const onClick = () => {
    if (!selectedIds.length) {
      notify('app.selectAtLeastOne', { type: 'warning' });
      return;
    }
    setWaiterId('');
    setOpen(true);
  };

  const onSubmit = async () => {
    setBusy(true);
    try {
      const value = waiterId.trim();
      const result = await dataProvider.callAction<{ count?: number }>(resource, 'assignLightspeedWaiter', {
        ids: selectedIds,
        body: { lightspeedWaiterId: value === '' ? null : value },
      });
      notify(value === '' ? 'app.waiter.removed' : 'app.waiter.assigned', { type: 'info', messageArgs: { smart_count: result?.count ?? selectedIds.length, waiter: value } });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch {
      notify('app.waiter.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={translate('resources.table.actions.assignLightspeedWaiter')} onClick={onClick} disabled={busy}>
        <PersonIcon />
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="xs">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void onSubmit();
          }}
        >
          <DialogTitle>{translate('app.waiter.title', { smart_count: selectedIds.length })}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              name="lightspeedWaiterId"
              label={translate('resources.table.fields.lightspeedWaiterId')}
              helperText={translate('app.waiter.hint')}
              value={waiterId}
              onChange={(e) => setWaiterId(e.target.value)}
              slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={busy}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={busy}>{translate('app.waiter.submit')}</MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
