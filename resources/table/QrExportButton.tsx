import { useState } from 'react';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import { Button, useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import type { BinaryFile } from '../../src/admin/providers/httpClient';
import { qrExportMode } from './qrExportMode';

/**
 * Bulk QR export of the table list (spec part 1 §2): a few tables are exported at once
 * (`table.exportQr`, a PDF saved as tables-qr.pdf), many through a `tableQr` download job that
 * the downloads tray saves when it is ready.
 */
export function QrExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider<AppDataProvider>();
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
      const items = selectedIds.map(String);
      if (qrExportMode(items.length) === 'direct') {
        const file = await dataProvider.callAction<BinaryFile>(resource, 'exportQr', { ids: items });
        saveBlob(file.blob, 'tables-qr.pdf');
        notify('app.downloads.ready', { type: 'info' });
      } else {
        await startDownload('tableQr', { items });
      }
      onUnselectItems();
    } catch (error) {
      const message = (error as Error)?.message || 'errors.unknown';
      notify(message, { type: 'error', messageArgs: { _: message } });
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
