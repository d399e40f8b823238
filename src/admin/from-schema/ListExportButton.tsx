import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useListContext, useLocaleState } from 'react-admin';
import type { Entity } from '../../core/registry';
import { useStartDownload } from '../downloads/useStartDownload';
import { useGrant } from '../session/useGrant';
import { listExportJob } from './listExportJob';
import { useNotifyError } from '../providers/useNotifyError';

/**
 * Export of a generated list (issue: "every export goes through the downloads tray"): starts the
 * server-side export of the rows the list shows (its search, filters, fixed filter and sort:
 * listExportJob) as a download job; the tray follows it and saves the file when it is ready.
 * Off while the list could not load its rows: nothing is shown to export.
 */
export function ListExportButton({ entity, venue }: { entity: Entity; venue?: string }) {
  const { error, filter, filterValues, sort, total } = useListContext();
  const [locale] = useLocaleState();
  const grant = useGrant();
  const notifyError = useNotifyError();
  const startDownload = useStartDownload();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    // The list's call holds the user's filters and the list's fixed ones (promo codes of the
    // selected venue): the file holds the same rows.
    const job = listExportJob(entity, grant, { filter: { ...filterValues, ...filter }, sort }, locale, venue);
    setBusy(true);
    try {
      await startDownload(job.handler, job.params);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={onClick} disabled={busy || total === 0 || !!error}>
      <DownloadIcon />
    </Button>
  );
}
