import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { formatMoney } from '../../src/admin/format';
import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { useVenueOptions } from '../receipt/useVenueOptions';

const TYPES = ['any', 'absolute', 'relative'] as const;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

interface Row { key: string; orders: number; tipped: number; tip: number }

/**
 * /tips (spec part 2 §2, billing view): the tips of a venue's paid orders in a period, per day and
 * per table with totals (GET v2/tips/{venue}/{from}/{to}), and the CSV export (GET v1/export/tips/…).
 */
export function TipsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyError = useNotifyError();
  const venues = useVenueOptions();
  const { venueId } = useSelectedVenue();
  const [venue, setVenue] = useState(venueId ?? '');
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [type, setType] = useState<(typeof TYPES)[number]>('any');
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (!venue && venues.length) setVenue(venueId && venues.some((v) => v.id === venueId) ? venueId : venues[0].id);
  }, [venue, venues, venueId]);
  const validPeriod = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;

  const { data, isPending, error } = useQuery({
    queryKey: ['tip', venue, from, to, type],
    queryFn: () => apiCall('v2/tips/{venue}/{from}/{to}', 'get', { params: { venue, from, to }, query: { type } }),
    enabled: Boolean(venue) && validPeriod,
    retry: false,
  });
  const report = data?.data;
  const money = (minor: number) => formatMoney(minor / 100, locale, report?.currency ?? 'euro');

  const exportCsv = async () => {
    setExporting(true);
    try {
      const lang = ['de', 'en', 'fr'].includes(locale) ? locale : 'de';
      const { blob, filename } = await apiFile('v1/export/tips/{venue}/{from}/{to}', 'get', { params: { venue, from, to }, query: { type, lang } });
      saveBlob(blob, filename ?? 'tips.csv');
    } catch (e) {
      notifyError(e);
    } finally {
      setExporting(false);
    }
  };

  const table = (title: string, keyLabel: string, rows: Row[], total: Row, testId: string, formatKey = (k: string) => k) => (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>{keyLabel}</TableCell>
              <TableCell align="right">{translate('receiptUi.tips.orders')}</TableCell>
              <TableCell align="right">{translate('receiptUi.tips.tipped')}</TableCell>
              <TableCell align="right">{translate('receiptUi.tips.tip')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell>{formatKey(r.key)}</TableCell>
                <TableCell align="right">{r.orders}</TableCell>
                <TableCell align="right">{r.tipped}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(r.tip)}</TableCell>
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 'bold' } }} data-testid={`${testId}-total`}>
              <TableCell>{translate('receiptUi.tips.total')}</TableCell>
              <TableCell align="right">{total.orders}</TableCell>
              <TableCell align="right">{total.tipped}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(total.tip)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
  const dayText = (k: string) => k.split('-').reverse().join('.');

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('resources.tip.name', { smart_count: 2 })} />
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>{translate('resources.tip.name', { smart_count: 2 })}</Typography>
        <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(190px, 1fr))' }, alignItems: 'center' }}>
          <TextField select size="small" label={translate('receiptUi.tips.venue')} value={venues.some((v) => v.id === venue) ? venue : ''} onChange={(e) => setVenue(e.target.value)} data-testid="tips-venue">
            {venues.map((v) => <MenuItem key={v.id} value={v.id}>{v.name}</MenuItem>)}
          </TextField>
          <TextField size="small" type="date" label={translate('receiptUi.from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label={translate('receiptUi.to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField select size="small" label={translate('resources.tip.fields.type')} value={type} onChange={(e) => setType(e.target.value as (typeof TYPES)[number])}>
            {TYPES.map((k) => <MenuItem key={k} value={k}>{translate(`resources.tip.enums.type.${k}`)}</MenuItem>)}
          </TextField>
          <Button variant="outlined" startIcon={exporting ? <CircularProgress size={14} /> : <DownloadIcon />} disabled={!venue || !validPeriod || exporting} onClick={exportCsv}>
            {translate('receiptUi.tips.export')}
          </Button>
        </Box>
        {!venue && venues.length === 0 ? <Typography color="text.secondary">{translate('receiptUi.tips.pickVenue')}</Typography> : null}
        {!validPeriod ? <Alert severity="warning">{translate('receiptUi.tips.badPeriod')}</Alert> : null}
        {error ? <Alert severity="error">{translate((error as Error).message || 'errors.unknown', { _: (error as Error).message })}</Alert> : null}
        {venue && validPeriod && isPending ? <CircularProgress size={24} /> : null}
        {report ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('receiptUi.tips.setting', {
                type: translate(`resources.tip.enums.type.${report.tipType}`),
                enabled: translate(report.tipEnabled ? 'receiptUi.tips.enabled' : 'receiptUi.tips.disabled'),
              })}
            </Typography>
            <Typography variant="h6" component="p" sx={{ mb: 2 }} data-testid="tips-total">
              {translate('receiptUi.tips.total')}: {money(report.total.tip)}
            </Typography>
            {report.total.orders === 0 ? <Typography color="text.secondary">{translate('receiptUi.tips.empty')}</Typography> : (
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
                {table(translate('receiptUi.tips.perDay'), translate('receiptUi.tips.day'), report.days, report.total, 'tips-days', dayText)}
                {table(translate('receiptUi.tips.perTable'), translate('receiptUi.tips.table'), report.tables, report.total, 'tips-tables')}
              </Stack>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
