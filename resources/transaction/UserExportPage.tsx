import { useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Checkbox, FormControl, InputLabel, LinearProgress, ListItemText, MenuItem, Select, Stack,
  Table, TableBody, TableCell, TableFooter, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { useStartDownload } from '../../src/admin/downloads/useStartDownload';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { messageOf } from './messageOf';
import { OrderExportCard } from './OrderExportCard';
import { previousMonth } from './previousMonth';
import { useBillingFormat } from './useBillingFormat';
import { INVOICE_CSV_ACCESS, INVOICE_SUMMARY_ACCESS, ORDER_EXPORT_ACCESS, USER_EXPORT_ACCESS } from './userExportAccess';

/** Venues one export covers: one call per venue, so the screen bounds them. */
const MAX_VENUES = 50;
const FIELDS = ['orders', 'gross', 'net', 'tips', 'provision', 'fees'];

interface Summary { venue: { _id: string; name: string }; currency: string; figures: Record<string, number>; amount: number; vat: number }

/**
 * /userExport (spec part 2 §2: any of invoice venue, invoice summary, order export): the invoice
 * summaries of the venues a user chooses for a month, as a table with totals, and each venue's
 * invoice data as CSV or its summary as text, through the invoice calls each permission allows;
 * files go through the downloads tray. With the order export right, the orders of a period too.
 */
export function UserExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const { money, figure, fieldLabel } = useBillingFormat();
  const { data: venues = [] } = useGetList('venue', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const [chosen, setChosen] = useState<string[]>([]);
  const [month, setMonth] = useState(previousMonth());
  const [busy, setBusy] = useState(false);
  const [summaries, setSummaries] = useState<Summary[] | null>(null);
  const start = useStartDownload();
  const canCsv = checkAccess(grant, INVOICE_CSV_ACCESS);
  const canSummary = checkAccess(grant, INVOICE_SUMMARY_ACCESS);
  const canOrders = checkAccess(grant, ORDER_EXPORT_ACCESS);
  const name = (id: string) => String(venues.find((v) => String(v.id) === id)?.name ?? id);
  const tooMany = chosen.length > MAX_VENUES;
  const ready = chosen.length > 0 && !tooMany && /^\d{4}-\d{2}$/.test(month);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const show = () => run(async () => {
    const all = await Promise.all(chosen.map((venue) => apiCall('v3/payment/invoice/{venue}/venue/summary', 'get', { params: { venue }, query: { month } })));
    setSummaries(all.map((r) => (r as any).data as Summary));
  });
  // one download job per venue, each in the tray
  const files = (kind: 'invoiceCsv' | 'summaryPlain') => run(async () => {
    for (const venue of chosen) await start('payment', { kind, venue, month });
  });
  const currency = summaries?.[0]?.currency ?? 'euro';
  const oneCurrency = !!summaries && summaries.every((s) => s.currency === currency);

  return (
    <RequireAccess rule={USER_EXPORT_ACCESS}>
      <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Title title={translate('billing.userExport.title')} />
        <Card>
          <CardContent>
            <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('billing.userExport.intro')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormControl size="small" sx={{ minWidth: 260, maxWidth: { sm: 480 } }} error={tooMany}>
                <InputLabel id="user-export-venues">{translate('billing.userExport.venues')}</InputLabel>
                <Select
                  labelId="user-export-venues" multiple label={translate('billing.userExport.venues')} value={chosen}
                  onChange={(e) => { setChosen(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value); setSummaries(null); }}
                  renderValue={(ids) => ids.map(name).join(', ')}
                >
                  {venues.map((v) => (
                    <MenuItem key={v.id} value={String(v.id)}>
                      <Checkbox checked={chosen.includes(String(v.id))} size="small" />
                      <ListItemText primary={v.name} />
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <TextField size="small" type="month" label={translate('billing.month')} value={month} onChange={(e) => { setMonth(e.target.value); setSummaries(null); }} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            {tooMany && <Alert severity="warning" sx={{ mt: 2 }}>{translate('billing.userExport.tooMany', { max: MAX_VENUES })}</Alert>}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              {canSummary && <Button variant="contained" disabled={!ready || busy} onClick={() => void show()}>{translate('billing.userExport.show')}</Button>}
              {canCsv && <Button variant="outlined" disabled={!ready || busy} onClick={() => void files('invoiceCsv')}>{translate('billing.userExport.csv')}</Button>}
              {canSummary && <Button variant="outlined" disabled={!ready || busy} onClick={() => void files('summaryPlain')}>{translate('billing.userExport.text')}</Button>}
            </Stack>
            {busy && <LinearProgress sx={{ mt: 2 }} />}
          </CardContent>
        </Card>
        {canOrders && <OrderExportCard venues={chosen} />}
        {summaries && (
          <Card>
            <CardContent sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={translate('billing.userExport.show')} data-testid="user-export-summary">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('billing.venue')}</TableCell>
                    {FIELDS.map((f) => <TableCell key={f} align="right">{fieldLabel(f)}</TableCell>)}
                    <TableCell align="right">{translate('billing.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {summaries.map((s) => (
                    <TableRow key={s.venue._id}>
                      <TableCell>{s.venue.name}</TableCell>
                      {FIELDS.map((f) => <TableCell key={f} align="right">{figure(f, s.figures[f], s.currency)}</TableCell>)}
                      <TableCell align="right">{money(s.amount, s.currency)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                {/* totals only add up in one currency */}
                {oneCurrency && (
                  <TableFooter sx={{ '& td': { color: 'text.primary', fontSize: 'inherit' } }}>
                    <TableRow data-testid="user-export-total">
                      <TableCell><strong>{translate('billing.total')}</strong></TableCell>
                      {FIELDS.map((f) => <TableCell key={f} align="right"><strong>{figure(f, summaries.reduce((n, s) => n + (s.figures[f] ?? 0), 0), currency)}</strong></TableCell>)}
                      <TableCell align="right"><strong>{money(summaries.reduce((n, s) => n + s.amount, 0), currency)}</strong></TableCell>
                    </TableRow>
                  </TableFooter>
                )}
              </Table>
            </CardContent>
          </Card>
        )}
      </Box>
    </RequireAccess>
  );
}
