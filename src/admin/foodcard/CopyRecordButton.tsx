import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { useNotifyError } from '../providers/useNotifyError';

/**
 * "Copy" on an edit screen (x-action copy of articles and option groups): the server creates the
 * copy; the screen then opens it, so the user names and checks it before showing it to guests.
 */
export function CopyRecordButton({ resource, editPath }: { resource: string; editPath: (copy: RaRecord) => string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const dataProvider = useDataProvider() as AppDataProvider;
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const copy = await dataProvider.callAction<Record<string, unknown>>(resource, 'copy', { params: { id: String(record.id) } });
      notify('foodcardUi.copy.done', { type: 'info' });
      navigate(editPath({ ...copy, id: String(copy._id ?? copy.id) }));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={translate('foodcardUi.copy.button')} onClick={onClick} disabled={busy}>
      <ContentCopyIcon />
    </Button>
  );
}
