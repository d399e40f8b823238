import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { cupCodeFilterQuery } from './cupCodeFilterQuery';

/**
 * The cup codes of the list's current filter as CSV (GET v1/export/cup/ with the filter), run as
 * a download job so the file arrives in the downloads tray however many codes there are.
 */
export function CupCodeExportButton() {
  const { filterValues } = useListContext();
  const startDownload = useStartDownload();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await startDownload('cupCodeExport', { filter: cupCodeFilterQuery(filterValues ?? {}) });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.cupCode.actions.exportCsv" onClick={onClick} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
