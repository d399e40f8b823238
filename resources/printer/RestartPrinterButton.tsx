import { useState } from 'react';
import RestartIcon from '@mui/icons-material/RestartAlt';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * Row action: asks, then requests a restart (`printer.restart`, POST {venue}/printer/restart/{id});
 * the printer picks it up with its next heartbeat.
 */
export function RestartPrinterButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const restart = async () => {
    setBusy(true);
    try {
      await dataProvider.callAction(resource, 'restart', { params: { id: String(record.id), venue: record.venue } });
      notify('app.printer.restartRequested', { type: 'info', messageArgs: { name: record.name } });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  // The row opens the edit screen on click; neither the button nor its dialog (a portal, whose
  // events still bubble through React) may trigger that.
  return (
    <span onClick={(e) => e.stopPropagation()}>
      <Button label={translate('resources.printer.actions.restart')} onClick={() => setOpen(true)} disabled={busy}>
        <RestartIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="app.printer.restartTitle"
        content="app.printer.restartConfirm"
        titleTranslateOptions={{ name: record.name }}
        contentTranslateOptions={{ name: record.name }}
        onConfirm={restart}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
