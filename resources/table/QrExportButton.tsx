import { useState } from 'react';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button, useListContext, useNotify, useTranslate } from 'react-admin';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';

/**
 * Bulk QR export of the table list (spec part 1 §2): whatever the number of tables, a `tableQr`
 * download job that the downloads tray follows and saves (tables-qr.pdf) when it is ready, so
 * every export is found in the same place.
 */
export function QrExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const startDownload = useStartDownload();
  const { selectedIds = [], onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!selectedIds.length) {
      notify('app.selectAtLeastOne', { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      await startDownload('tableQr', { items: selectedIds.map(String) });
      onUnselectItems();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label={translate('resources.table.actions.exportQr')} onClick={onClick} disabled={busy}>
      <QrCodeIcon />
    </Button>
  );
}
