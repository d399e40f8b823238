import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/GetApp';
import MailIcon from '@mui/icons-material/ForwardToInbox';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { SPLIT_FLAVORS } from '../../core/splitFlavors';
import { useStartDownload } from '../downloads/useStartDownload';
import { apiCall } from '../providers/apiCall';
import { useNotifyError } from '../providers/useNotifyError';
import { useGrant } from '../session/useGrant';
import type { PeriodQuery } from './periodQuery';

/**
 * The sales file of the figures on screen (same period, grouping and venue), for holders of
 * `sales.export`: CSV or PDF (sales-{DD-MM-YYYY}.pdf) through the downloads tray (the `sales` job),
 * or the CSV sent to the user's e-mail (`GET v1/export/sales/csv?email=true`), in the UI's language.
 * A brand-wide screen (no venue) also offers reports.zip (spec §9): a report.csv per venue in scope,
 * to holders of a flavor permission (the split by venue is theirs only; the server checks it too).
 */
export function SalesExportActions({ query, venue }: { query: PeriodQuery; venue: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const grant = useGrant();
  const start = useStartDownload();
  const [locale] = useLocaleState();
  const [busy, setBusy] = useState(false);
  if (!checkAccess(grant, 'sales.export')) return null;
  const params = { ...query, ...(venue ? { 'venue[]': [venue] } : {}), lang: ['de', 'en', 'fr'].includes(locale) ? locale : 'de' };
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const mail = async () => {
    await apiCall('v1/export/sales/csv', 'get', { query: { ...params, email: true } as never });
    notify('app.downloads.sentByEmail', { type: 'info' });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="sales-export">
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run(() => start('sales', { ...params, format: 'csv' }))}>
        {translate('salesUi.export.csv')}
      </Button>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run(() => start('sales', { ...params, format: 'pdf' }))}>
        {translate('salesUi.export.pdf')}
      </Button>
      {!venue && checkAccess(grant, SPLIT_FLAVORS) && (
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void run(() => start('sales', { ...params, format: 'zip' }))}>
          {translate('salesUi.export.zip')}
        </Button>
      )}
      <Button size="small" variant="outlined" startIcon={<MailIcon />} disabled={busy} onClick={() => void run(mail)}>
        {translate('salesUi.export.email')}
      </Button>
    </Stack>
  );
}
