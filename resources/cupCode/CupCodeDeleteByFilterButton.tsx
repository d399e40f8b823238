import { useState } from 'react';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Confirm, useListContext, useNotify, useRefresh } from 'react-admin';
import { apiFetch } from '../../src/admin/providers/httpClient';
import { listQueryString } from '../../src/admin/providers/listQueryString';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * DELETE general/cup/?<filter>: every code matching the list's filter, after a confirmation that
 * names how many. Without a filter the button is off: the server refuses to delete everything.
 */
export function CupCodeDeleteByFilterButton() {
  const { filterValues = {}, total = 0 } = useListContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = listQueryString({ filter: filterValues });
  const onConfirm = async () => {
    setBusy(true);
    try {
      const result = await apiFetch<{ data: { count: number } }>(`v1/general/cup?${query}`, { method: 'DELETE' });
      notify('resources.cupCode.notifications.deletedByFilter', { type: 'info', messageArgs: { smart_count: result.data.count } });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.cupCode.actions.deleteByFilter" onClick={() => setOpen(true)} disabled={!query || !total || busy} color="error">
        <DeleteSweepIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.cupCode.actions.deleteByFilter"
        content="resources.cupCode.notifications.confirmDeleteByFilter"
        translateOptions={{ smart_count: total }}
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
