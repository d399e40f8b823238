import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * "Send now" on the report's edit screen (reporting view): makes and mails the last complete
 * period at once (`POST v1/general/job/run/{id}`); the schedule stays as it is.
 */
export function SendNowButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const grant = useGrant();
  const [busy, setBusy] = useState(false);
  if (!record || !checkAccess(grant, 'reporting.view')) return null;
  const send = async () => {
    setBusy(true);
    try {
      await apiCall('v1/general/job/run/{id}', 'post', { params: { id: String(record.id) } });
      notify('resources.automatedReport.sent', { type: 'success', messageArgs: { receivers: ((record.receiver as string[] | undefined) ?? []).join(', ') } });
      refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return <Button label="resources.automatedReport.actions.run" onClick={send} disabled={busy}><SendIcon /></Button>;
}
