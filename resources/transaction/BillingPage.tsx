import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, InputLabel, MenuItem, Select,
  Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Title, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import { parseMinor } from '../../src/core/money';
import { apiCall } from '../../src/admin/providers/apiCall';
import { formatMoney } from '../../src/admin/format/formatMoney';
import { RequireAccess } from '../../src/admin/pages/RequireAccess';
import { useGrant } from '../../src/admin/session/useGrant';
import { useSelectedVenue } from '../../src/admin/selectedVenue/useSelectedVenue';
import { BILLING_ACCESS } from './billingAccess';
import { BillingSections } from './BillingSections';
import type { InvoiceQuery } from './invoiceQuery';
import { DatevButton } from './DatevButton';
import { messageOf } from './messageOf';
import { previousMonth } from './previousMonth';
import { useBillingDownload } from './useBillingDownload';

const FIELDS = ['orders', 'gross', 'net', 'tips', 'provision', 'fees'] as const;
type Field = (typeof FIELDS)[number];
/** Device kinds of spec §9 (the server's DEVICES); the form bills up to MAX_DEVICES of each. */
const DEVICE_KINDS = ['tabletWithPrinter', 'tablet', 'printer'] as const;
type DeviceKind = (typeof DEVICE_KINDS)[number];
const MAX_DEVICES = 20;

interface Line { label: string; quantity: number; unitPrice: number; total: number }
interface InvoiceData { figures: Partial<Record<Field, number>>; lines: Line[]; amount: number; vat: number; currency: string }
interface Tx { _id: string; number: number; kind: string; month: string; amount: number; currency: string; status: string }


/**
 * /billing (spec part 2 §2, §5, §7): a venue's invoice data for a month with the fields chosen
 * (at least one), as a table or CSV; the venue's invoices and credit notes with their PDFs
 * (billing-{DD-MM-YYYY}.pdf), sending one by e-mail, booking an invoice and adding a credit note;
 * beside them the brand invoice, the summaries, the per-article breakdown and the invoices still
 * payable (BillingSections).
 */
export function BillingPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const grant = useGrant();
  const [locale] = useLocaleState();
  const { venueId } = useSelectedVenue();
  const { data: venues = [] } = useGetList('venue', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const [venue, setVenue] = useState<string>(venueId ?? '');
  const [month, setMonth] = useState(previousMonth());
  const [fields, setFields] = useState<Set<Field>>(new Set(FIELDS));
  const [setupFee, setSetupFee] = useState<'none' | 'full' | 'reduced'>('none');
  const [deviceCounts, setDeviceCounts] = useState<Record<DeviceKind, string>>({ tabletWithPrinter: '0', tablet: '0', printer: '0' });
  const [data, setData] = useState<InvoiceData | null>(null);
  const [txs, setTxs] = useState<Tx[]>([]);
  const [sendTo, setSendTo] = useState('');
  const [creditLabel, setCreditLabel] = useState('');
  const [creditAmount, setCreditAmount] = useState('');
  const money = (minor: number, currency = 'euro') => formatMoney(minor / 100, locale, currency);

  useEffect(() => {
    if (!venue && venues.length) setVenue(venueId ?? String(venues[0].id));
  }, [venue, venues, venueId]);

  const loadTxs = useCallback(async () => {
    if (!venue || !checkAccess(grant, ['venue.transactions.view', 'billing.view', 'invoice.venue', 'invoice.summary', 'order.export'])) return;
    try {
      const res = await apiCall('v3/payment/transaction/{venue}', 'get', { params: { venue }, query: { limit: 100, sort: 'number', direction: 'desc' } as any });
      setTxs((res as any).data as Tx[]);
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    }
  }, [venue, grant, notify, translate]);
  useEffect(() => { void loadTxs(); }, [loadTxs]);

  const noField = fields.size === 0;
  const countOf = (k: DeviceKind) => (/^\d{1,2}$/.test(deviceCounts[k]) ? Number(deviceCounts[k]) : NaN);
  const badDevices = DEVICE_KINDS.some((k) => !(countOf(k) >= 0 && countOf(k) <= MAX_DEVICES));
  const devices = DEVICE_KINDS.filter((k) => countOf(k) > 0).map((kind) => ({ kind, quantity: countOf(kind) }));
  // The invoice calls take one kind per device (tablet,tablet,printer); booking takes the counts.
  const query: InvoiceQuery = {
    month, fields: FIELDS.filter((f) => fields.has(f)).join(','), setupFee,
    ...(devices.length ? { devices: devices.flatMap((d) => Array<string>(d.quantity).fill(d.kind)).join(',') } : {}),
  };
  const toggle = (f: Field) => setFields((s) => {
    const n = new Set(s);
    if (n.has(f)) n.delete(f);
    else n.add(f);
    return n;
  });

  const show = async () => {
    try {
      const res = await apiCall('v3/payment/invoice/{venue}/venue', 'get', { params: { venue }, query });
      setData((res as any).data as InvoiceData);
    } catch (error) {
      notify(messageOf(error, translate('billing.failed')), { type: 'error' });
    }
  };
  const download = useBillingDownload();
  const csv = () => download({ kind: 'invoiceCsv', venue, ...query });
  const pdf = (tx: Tx) => download({ kind: 'invoicePdf', transaction: tx._id });
  const ordersPdf = (tx: Tx) => download({ kind: 'ordersPdf', venue, transaction: tx._id });
  const send = async (tx: Tx) => {
    try {
      const lang = (['de', 'en', 'fr'].includes(locale) ? locale : 'de') as 'de' | 'en' | 'fr';
      const res = await apiCall('v3/payment/invoice/venue/send', 'post', { body: { transaction: tx._id, lang, ...(sendTo.trim() ? { email: sendTo.trim() } : {}) } });
      notify('billing.sent', { type: 'success', messageArgs: { to: (res as any).data.to } });
    } catch (error) {
      notify(messageOf(error, translate('billing.sendFailed')), { type: 'error' });
    }
  };
  const book = async (body: Record<string, unknown>, failed: string) => {
    try {
      const res = await apiCall('v3/payment/transaction/add', 'post', { body: { venue, month, ...body } as any });
      notify('billing.booked', { type: 'success', messageArgs: { number: (res as any).data.number } });
      await loadTxs();
    } catch (error) {
      notify(messageOf(error, translate(failed)), { type: 'error' });
    }
  };
  const creditMinor = parseMinor(creditAmount);
  const addCredit = () => creditMinor && creditMinor > 0 && book({
    kind: 'creditNote', lines: [{ label: creditLabel.trim() || translate('billing.creditNote'), quantity: 1, unitPrice: creditMinor, total: creditMinor }],
  }, 'billing.creditFailed');

  const canCreate = checkAccess(grant, 'venue.transactions.create');
  const canSend = checkAccess(grant, 'invoice.send');
  const canData = checkAccess(grant, ['invoice.venue', 'billing.view']);

  return (
    <RequireAccess rule={BILLING_ACCESS}>
      <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Title title={translate('billing.title')} />
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <FormControl sx={{ minWidth: 220 }} size="small">
                <InputLabel id="billing-venue">{translate('billing.venue')}</InputLabel>
                <Select labelId="billing-venue" label={translate('billing.venue')} value={venue} onChange={(e) => { setVenue(String(e.target.value)); setData(null); }}>
                  {venues.map((v) => <MenuItem key={v.id} value={String(v.id)}>{v.name}</MenuItem>)}
                </Select>
              </FormControl>
              <TextField size="small" type="month" label={translate('billing.month')} value={month} onChange={(e) => setMonth(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
              <FormControl sx={{ minWidth: 220 }} size="small">
                <InputLabel id="billing-setup">{translate('billing.setupFee')}</InputLabel>
                <Select labelId="billing-setup" label={translate('billing.setupFee')} value={setupFee} onChange={(e) => setSetupFee(e.target.value as typeof setupFee)}>
                  {(['none', 'full', 'reduced'] as const).map((s) => <MenuItem key={s} value={s}>{translate(`resources.transaction.enums.setupFee.${s}`)}</MenuItem>)}
                </Select>
              </FormControl>
            </Stack>
            <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
              <FormLabel component="legend">{translate('billing.devices')}</FormLabel>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
                {DEVICE_KINDS.map((k) => (
                  <TextField
                    key={k} size="small" type="number" label={translate(`billing.lines.device.${k}`)} value={deviceCounts[k]}
                    onChange={(e) => setDeviceCounts((c) => ({ ...c, [k]: e.target.value }))}
                    error={!(countOf(k) >= 0 && countOf(k) <= MAX_DEVICES)}
                    slotProps={{ htmlInput: { min: 0, max: MAX_DEVICES, step: 1, 'data-testid': `device-${k}` } }}
                  />
                ))}
              </Stack>
            </FormControl>
            <FormControl error={noField} component="fieldset">
              <FormLabel component="legend">{translate('billing.fields')}</FormLabel>
              <FormGroup row>
                {FIELDS.map((f) => (
                  <FormControlLabel key={f} control={<Checkbox checked={fields.has(f)} onChange={() => toggle(f)} />} label={translate(`billing.field.${f}`)} />
                ))}
              </FormGroup>
              {noField && <FormHelperText>{translate('billing.fieldRequired')}</FormHelperText>}
            </FormControl>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              {canData && <Button variant="contained" disabled={!venue || noField || badDevices} onClick={() => void show()}>{translate('billing.show')}</Button>}
              <Button variant="outlined" disabled={!venue || noField || badDevices} onClick={() => void csv()}>{translate('billing.csv')}</Button>
              <DatevButton venue={venue} month={query.month} />
              {canCreate && <Button variant="outlined" disabled={!venue || badDevices} onClick={() => void book({ kind: 'invoice', setupFee, ...(devices.length ? { devices } : {}) }, 'billing.failed')}>{translate('billing.book')}</Button>}
            </Stack>
            {!venue && <Alert severity="info" sx={{ mt: 2 }}>{translate('billing.noVenue')}</Alert>}
            {data && (
              <Box sx={{ mt: 2, overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('billing.show')}>
                  <TableBody>
                    {Object.entries(data.figures).map(([k, v]) => (
                      <TableRow key={k}><TableCell>{translate(`billing.field.${k}`)}</TableCell><TableCell align="right">{k === 'orders' ? v : money(v!, data.currency)}</TableCell></TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Table size="small" sx={{ mt: 2 }}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('billing.line')}</TableCell><TableCell align="right">{translate('billing.quantity')}</TableCell>
                      <TableCell align="right">{translate('billing.unitPrice')}</TableCell><TableCell align="right">{translate('billing.total')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.lines.map((l, i) => (
                      <TableRow key={i}>
                        <TableCell>{translate(`billing.lines.${l.label}`, { _: l.label })}</TableCell><TableCell align="right">{l.quantity}</TableCell>
                        <TableCell align="right">{money(l.unitPrice, data.currency)}</TableCell><TableCell align="right">{money(l.total, data.currency)}</TableCell>
                      </TableRow>
                    ))}
                    <TableRow>
                      <TableCell colSpan={3}><strong>{translate('billing.total')}</strong> ({translate('billing.vat')} {money(data.vat, data.currency)})</TableCell>
                      <TableCell align="right"><strong>{money(data.amount, data.currency)}</strong></TableCell>
                    </TableRow>
                  </TableBody>
                </Table>
              </Box>
            )}
          </CardContent>
        </Card>
        <BillingSections venue={venue} query={query} venueNames={Object.fromEntries(venues.map((v) => [String(v.id), String(v.name ?? v.id)]))} />
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>{translate('billing.transactions')}</Typography>
            {canSend && <TextField size="small" type="email" fullWidth sx={{ mb: 2, maxWidth: 480 }} label={translate('billing.sendTo')} value={sendTo} onChange={(e) => setSendTo(e.target.value)} />}
            {txs.length === 0 ? <Typography color="text.secondary">{translate('billing.noTransactions')}</Typography> : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('resources.transaction.fields.number')}</TableCell><TableCell>{translate('resources.transaction.fields.kind')}</TableCell>
                      <TableCell>{translate('resources.transaction.fields.month')}</TableCell><TableCell align="right">{translate('resources.transaction.fields.amount')}</TableCell>
                      <TableCell>{translate('resources.transaction.fields.status')}</TableCell><TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {txs.map((tx) => (
                      <TableRow key={tx._id} data-testid={`transaction-${tx.number}`}>
                        <TableCell>{tx.number}</TableCell>
                        <TableCell>{translate(`resources.transaction.enums.kind.${tx.kind}`)}</TableCell>
                        <TableCell>{tx.month}</TableCell>
                        <TableCell align="right">{money(tx.amount, tx.currency)}</TableCell>
                        <TableCell>{translate(`resources.transaction.enums.status.${tx.status}`)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Button onClick={() => void pdf(tx)}>{translate('billing.pdf')}</Button>
                          <Button onClick={() => void ordersPdf(tx)}>{translate('billing.ordersPdf')}</Button>
                          {canSend && <Button onClick={() => void send(tx)}>{translate('billing.send')}</Button>}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            {canCreate && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
                <TextField size="small" label={translate('billing.creditLabel')} value={creditLabel} onChange={(e) => setCreditLabel(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
                <TextField size="small" label={translate('billing.creditAmount')} value={creditAmount} onChange={(e) => setCreditAmount(e.target.value)} error={creditAmount !== '' && !(creditMinor && creditMinor > 0)} />
                <Button variant="outlined" sx={{ flexShrink: 0 }} disabled={!venue || !(creditMinor && creditMinor > 0)} onClick={() => void addCredit()}>{translate('billing.creditAdd')}</Button>
              </Stack>
            )}
          </CardContent>
        </Card>
      </Box>
    </RequireAccess>
  );
}
