import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext } from 'react-admin';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { listQueryString } from '../../src/admin/providers/listQueryString';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';

/**
 * Export of the customer list: the server's CSV export (`GET v1/customer/export/csv`) of what
 * the list's filters match, every page, as a `customerExport` download job the downloads tray
 * follows and saves, with the list's query (the selected venue included, as the list sends it).
 */
export function CustomerExportButton() {
  const { filterValues, sort } = useListContext();
  const { venueId } = useSelectedVenue();
  const startDownload = useStartDownload();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      const filter = { ...filterValues, ...(filterValues.venue === undefined && venueId ? { venue: venueId } : {}) };
      await startDownload('customerExport', { query: listQueryString({ filter, sort }) });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="recordIo.export" onClick={onClick} disabled={busy}>
      <DownloadIcon />
    </Button>
  );
}
