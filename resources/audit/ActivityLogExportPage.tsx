import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';

/** The longest period the server exports at once (ACTIVITY_LOG_MAX_DAYS of the audit home). */
const MAX_DAYS = 367;
const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * /activityLogExport (spec part 2 §2, admin): the audit log of a period (days in UTC, both
 * included) as a CSV file, prepared as a download job in the downloads tray.
 */
export function ActivityLogExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const startDownload = useStartDownload();
  const now = new Date();
  const [from, setFrom] = useState(day(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))));
  const [to, setTo] = useState(day(now));
  const [busy, setBusy] = useState(false);
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  const problem = !from || !to || Number.isNaN(span) ? 'required' : span < 1 ? 'reversed' : span > MAX_DAYS ? 'tooLong' : null;

  const start = async () => {
    setBusy(true);
    try {
      await startDownload('activityLogExport', { from, to });
    } catch (error) {
      notify((error as Error)?.message || 'activityLog.failed', { type: 'error', messageArgs: { _: translate('activityLog.failed') } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <RequireAccess rule="admin">
      <Box sx={{ mt: 2 }}>
        <Title title={translate('activityLog.title')} />
        <Card>
          <CardContent>
            <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('activityLog.intro')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField size="small" type="date" required label={translate('activityLog.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField size="small" type="date" required label={translate('activityLog.to')} value={to} onChange={(e) => setTo(e.target.value)} error={problem === 'reversed' || problem === 'tooLong'} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            {problem && <Alert severity="warning" sx={{ mt: 2 }}>{translate(`activityLog.problem.${problem}`, { max: MAX_DAYS })}</Alert>}
            <Button variant="contained" sx={{ mt: 2 }} disabled={!!problem || busy} onClick={() => void start()}>{translate('activityLog.export')}</Button>
          </CardContent>
        </Card>
      </Box>
    </RequireAccess>
  );
}
