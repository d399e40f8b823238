import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TablePagination,
  TableRow, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { saveBlob } from '../../src/admin/downloads/saveBlob';
import { formatDateTime, formatMoney } from '../../src/admin/format';
import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import { useNotifyError } from '../../src/admin/providers/useNotifyError';
import { useGrant } from '../../src/admin/session/useGrant';
import { zoneOf } from '../../src/core/venueTime';
import { useVenueOptions } from './useVenueOptions';

const METHODS = ['credit_card', 'sepa', 'sofortbanking', 'paypal', 'google_pay', 'apple_pay'] as const;
type Kind = 'customer' | 'merchant' | 'combined' | 'full';
/** Who may download which kind (the server's rules: combined needs customer and merchant). */
const KIND_RULES: Record<Kind, string[]> = {
  customer: ['receipt.customer'], merchant: ['receipt.merchant'], combined: ['receipt.customer', 'receipt.merchant'], full: ['receipt.full'],
};
const FILES = {
  customer: 'v1/export/customer', merchant: 'v1/export/merchant', combined: 'v1/export/combined', full: 'v1/export/full',
} as const;

interface ReceiptRow {
  _id: string; payment: string; venue: string; paidAt: string; codes: string[]; method?: string; currency?: string; sum: number; refunded: number;
}

/**
 * /receipts (spec part 2 §2, receipt view): one receipt per payment with filters (venue, period,
 * method, order code), and per row the PDFs the user may download (GET v1/export/{kind}?payment=).
 */
export function ReceiptsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const grant = useGrant();
  const notifyError = useNotifyError();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const venues = useVenueOptions();
  const [venue, setVenue] = useState('');
  const [method, setMethod] = useState('');
  const [code, setCode] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(25);
  const [busy, setBusy] = useState<string | null>(null);
  const kinds = (Object.keys(KIND_RULES) as Kind[]).filter((k) => KIND_RULES[k].every((p) => checkAccess(grant, p)));

  const query: Record<string, string> = { page: String(page + 1), limit: String(limit) };
  if (code.trim()) query.code = code.trim();
  if (from) query['createdAt[gte]'] = new Date(`${from}T00:00:00`).toISOString();
  if (to) query['createdAt[lte]'] = new Date(`${to}T23:59:59.999`).toISOString();
  const filters: Record<string, string> = {};
  if (venue) filters.venue = venue;
  if (method) filters.method = method;
  const { data, isPending, error } = useQuery({
    queryKey: ['receipt', 'list', query, filters],
    queryFn: () => apiCall('v1/receipts', 'get', { query: query as never, filters }),
    retry: false,
  });
  const rows = (data?.data ?? []) as ReceiptRow[];
  const venueOf = (id: string) => venues.find((v) => v.id === id);

  const download = async (row: ReceiptRow, kind: Kind) => {
    setBusy(`${row.payment}:${kind}`);
    try {
      const { blob, filename } = await apiFile(FILES[kind], 'get', { query: { payment: row.payment } });
      saveBlob(blob, filename ?? `receipt-${kind}.pdf`);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(null);
    }
  };

  const buttons = (row: ReceiptRow) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {kinds.map((kind) => (
        <Button
          key={kind} size="small" variant="outlined" startIcon={busy === `${row.payment}:${kind}` ? <CircularProgress size={14} /> : <DownloadIcon />}
          disabled={busy !== null} onClick={() => download(row, kind)}
          aria-label={translate('receiptUi.download', { kind: translate(`receiptUi.kinds.${kind}`), code: row.codes.join(', ') })}
          data-testid={`receipt-${kind}`}
        >
          {translate(`receiptUi.kinds.${kind}`)}
        </Button>
      ))}
    </Box>
  );
  const money = (minor: number, currency?: string) => formatMoney(minor / 100, locale, currency);
  const field = (name: string) => translate(`resources.receipt.fields.${name}`);

  return (
    <Card sx={{ mt: 1 }}>
      <Title title={translate('resources.receipt.name', { smart_count: 2 })} />
      <CardContent>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>{translate('resources.receipt.name', { smart_count: 2 })}</Typography>
        <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(190px, 1fr))' }, alignItems: 'center' }}>
          <TextField select size="small" label={field('venue')} value={venue} onChange={(e) => { setVenue(e.target.value); setPage(0); }}>
            <MenuItem value="">{translate('receiptUi.all')}</MenuItem>
            {venues.map((v) => <MenuItem key={v.id} value={v.id}>{v.name}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={field('method')} value={method} onChange={(e) => { setMethod(e.target.value); setPage(0); }}>
            <MenuItem value="">{translate('receiptUi.all')}</MenuItem>
            {METHODS.map((m) => <MenuItem key={m} value={m}>{translate(`resources.receipt.enums.method.${m}`)}</MenuItem>)}
          </TextField>
          <TextField size="small" label={translate('receiptUi.code')} value={code} onChange={(e) => { setCode(e.target.value); setPage(0); }} />
          <TextField size="small" type="date" label={translate('receiptUi.from')} value={from} onChange={(e) => { setFrom(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField size="small" type="date" label={translate('receiptUi.to')} value={to} onChange={(e) => { setTo(e.target.value); setPage(0); }} slotProps={{ inputLabel: { shrink: true } }} />
        </Box>
        {error ? <Alert severity="error">{translate((error as Error).message || 'errors.unknown', { _: (error as Error).message })}</Alert> : null}
        {isPending ? <CircularProgress size={24} /> : null}
        {!isPending && !error && rows.length === 0 ? <Typography color="text.secondary">{translate('receiptUi.empty')}</Typography> : null}
        {rows.length > 0 && phone ? (
          <Stack spacing={1} data-testid="receipt-list">
            {rows.map((r) => (
              <Card key={r._id} variant="outlined" data-testid="receipt-row">
                <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  <Typography fontWeight="bold">{r.codes.join(', ')} · {money(r.sum, r.currency)}</Typography>
                  <Typography variant="body2">{formatDateTime(r.paidAt, locale, zoneOf(venueOf(r.venue)?.timezone))} · {venueOf(r.venue)?.name ?? r.venue}</Typography>
                  <Typography variant="body2">{r.method ? translate(`resources.receipt.enums.method.${r.method}`) : ''}{r.refunded ? ` · ${field('refunded')} ${money(r.refunded, r.currency)}` : ''}</Typography>
                  {buttons(r)}
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : null}
        {rows.length > 0 && !phone ? (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="receipt-list">
              <TableHead>
                <TableRow>
                  {['paidAt', 'codes', 'venue', 'method', 'sum', 'refunded'].map((f) => <TableCell key={f} align={f === 'sum' || f === 'refunded' ? 'right' : 'left'}>{field(f)}</TableCell>)}
                  <TableCell>{translate('receiptUi.downloads')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r._id} data-testid="receipt-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.paidAt, locale, zoneOf(venueOf(r.venue)?.timezone))}</TableCell>
                    <TableCell>{r.codes.join(', ')}</TableCell>
                    <TableCell>{venueOf(r.venue)?.name ?? r.venue}</TableCell>
                    <TableCell>{r.method ? translate(`resources.receipt.enums.method.${r.method}`) : ''}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(r.sum, r.currency)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{r.refunded ? money(r.refunded, r.currency) : ''}</TableCell>
                    <TableCell>{buttons(r)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
        {data ? (
          <TablePagination
            component="div" count={data.total} page={page} rowsPerPage={limit} rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_, p) => setPage(p)} onRowsPerPageChange={(e) => { setLimit(Number(e.target.value)); setPage(0); }}
            labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
