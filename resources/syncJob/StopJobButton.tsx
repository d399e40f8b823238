import { useState } from 'react';
import StopIcon from '@mui/icons-material/Stop';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useGrant } from '../../src/admin/session/useGrant';

const SYNCS = ['venueSync', 'upsellSync'];

/** Row action: asks, then stops a waiting or running job (`sync.job.stop`, or `venue.sync.stop` for a sync; POST sync/jobs/{id}/stop). */
export function StopJobButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const grant = useGrant();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // a master/slave or upsell sync may also be stopped with venue.sync.stop
  const mayStop = checkAccess(grant, 'sync.job.stop') || (SYNCS.includes(String(record?.handler)) && checkAccess(grant, 'venue.sync.stop'));
  if (!record || !mayStop || (record.status !== 'created' && record.status !== 'in_progress')) return null;

  const stop = async () => {
    setBusy(true);
    try {
      await dataProvider.callAction('syncJob', 'stop', { params: { id: String(record.id) } });
      notify('syncUi.stopped', { type: 'info' });
      refresh();
    } catch (error) {
      const message = (error as Error)?.message || 'errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button label={translate('resources.syncJob.actions.stop')} onClick={() => setOpen(true)} disabled={busy} color="error">
        <StopIcon />
      </Button>
      <Confirm isOpen={open} loading={busy} title="syncUi.stopTitle" content="syncUi.stopConfirm" onConfirm={stop} onClose={() => setOpen(false)} />
    </span>
  );
}
