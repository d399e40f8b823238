import { useState } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { apiCall } from '../../src/admin/providers/apiCall';
import { messageOf } from './messageOf';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** The first and last day of the previous month, in the browser's time: the form's default period. */
function lastMonth(now = new Date()) {
  return { from: day(new Date(now.getFullYear(), now.getMonth() - 1, 1)), to: day(new Date(now.getFullYear(), now.getMonth(), 0)) };
}

/**
 * The order export of /userExport: the orders of a chosen period (of the chosen venues, or every
 * venue the user sees) as the order list's CSV, through the downloads tray (the `order` job) or
 * by e-mail (GET v1/export/order/csv?email=true); both need `order.export`.
 */
export function OrderExportCard({ venues }: { venues: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const start = useStartDownload();
  const [period, setPeriod] = useState(lastMonth);
  const lang = ['de', 'en', 'fr'].includes(locale) ? locale : 'de';
  const valid = DAY.test(period.from) && DAY.test(period.to) && period.from <= period.to;
  // the days in the browser's time, as the order list's date filter reads them
  const filter = () => ({
    'createdAt[gte]': new Date(`${period.from}T00:00:00`).toISOString(), 'createdAt[lte]': new Date(`${period.to}T23:59:59.999`).toISOString(),
    ...(venues.length ? { 'venue[]': venues } : {}),
  });
  const tray = async () => {
    try {
      await start('order', { filter: filter(), lang });
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    }
  };
  const mail = async () => {
    try {
      await apiCall('v1/export/order/csv', 'get', { query: { ...filter(), email: true, lang } as never });
      notify('app.downloads.sentByEmail', { type: 'info' });
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    }
  };
  return (
    <Card data-testid="user-export-orders">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate('billing.userExport.orders.title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('billing.userExport.orders.intro')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField size="small" type="date" label={translate('billing.userExport.orders.from')} value={period.from} onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} error={!valid} />
          <TextField size="small" type="date" label={translate('billing.userExport.orders.to')} value={period.to} onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))} slotProps={{ inputLabel: { shrink: true } }} error={!valid} />
        </Stack>
        {!valid && <Alert severity="warning" sx={{ mt: 2 }}>{translate('billing.userExport.orders.badPeriod')}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={!valid} onClick={() => void tray()}>{translate('billing.userExport.orders.csv')}</Button>
          <Button variant="outlined" disabled={!valid} onClick={() => void mail()}>{translate('billing.userExport.orders.email')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
