import { useMemo, useState } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import {
  Alert, Box, Button, Card, CardContent, Checkbox, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle,
  FormControl, InputLabel, Link, MenuItem, Select, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography,
} from '@mui/material';
import { Confirm, Title, useDataProvider, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { formatMoney } from '../../src/admin/format/formatMoney';
import { formatDateTime } from '../../src/admin/format/formatDateTime';
import { zoneOf } from '../../src/core/venueTime';
import { useGrant } from '../../src/admin/session/useGrant';
import { checkAccess } from '../../src/core/permissions';
import { useSepaErrorNotice } from './useSepaErrorNotice';

interface Invoice {
  _id: string;
  venue: string;
  number?: number;
  month?: string;
  currency?: string;
  amount?: number;
  createdAt?: string;
  paidAt?: string;
  sepaPaymentRef?: string;
  cancellable?: boolean;
  cancellableUntil?: string;
}
interface Mandate {
  _id: string;
  merchantId: string;
  merchantName: string;
  venues: string[];
  status?: 'pending' | 'active' | 'failed';
  mandateReference?: string;
  registrationLink?: string;
  registrationError?: string;
}
interface Overview {
  mandates: Mandate[];
  payable: Invoice[];
  paid: Invoice[];
  cancelDays?: number;
  payableDays?: number;
  providerConfigured?: boolean;
}

const KEY = ['sepa', 'overview'];

/**
 * /sepa (spec part 2 §2–§4, §9): the caller's SEPA mandates, a new registration link (which
 * replaces the mandate of its venues: the dialog says so), the open invoices of the last 30
 * days to pay (chosen ones, or a venue's last) and the SEPA payments still cancellable.
 */
export function SepaPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyError = useSepaErrorNotice();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const grant = useGrant();
  const canCreate = checkAccess(grant, 'venue.sepa.create');
  const canPay = checkAccess(grant, 'venue.sepa.pay');
  const { data, isPending, error } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.callAction<Overview>('sepa', 'overview') });
  const { data: venueList } = useGetList('venue', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const venueName = useMemo(() => {
    const names = new Map((venueList ?? []).map((v) => [String(v.id), String(v.name ?? v.id)]));
    return (id: string) => names.get(id) ?? id;
  }, [venueList]);

  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [lastVenue, setLastVenue] = useState('');
  // no SEPA provider connected: every action would answer 503, so none is offered (the reason is shown)
  const offline = data?.providerConfigured === false;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: KEY });
    }
  };
  const pay = (invoices: string[]) => run(async () => {
    const paid = await dataProvider.callAction<Invoice[]>('sepa', 'pay', { body: { invoices } });
    setSelected([]);
    notify('sepaUi.paidNotice', { type: 'success', messageArgs: { smart_count: paid.length } });
  });
  const payLast = (venue: string) => run(async () => {
    const paid = await dataProvider.callAction<Invoice[]>('sepa', 'payLast', { body: { venue } });
    notify('sepaUi.paidNotice', { type: 'success', messageArgs: { smart_count: paid.length } });
  });
  const cancel = (inv: Invoice) => run(async () => {
    setCancelling(null);
    await dataProvider.callAction('sepa', 'cancel', { body: { invoice: inv._id } });
    notify('sepaUi.cancelled', { type: 'success' });
  });

  const money = (inv: Invoice) => formatMoney((inv.amount ?? 0) / 100, locale, inv.currency);
  // an invoice's times on its venue's clock
  const date = (inv: Invoice, iso?: string) => formatDateTime(iso, locale, zoneOf(venueList?.find((v) => String(v.id) === inv.venue)?.timezone));
  const payable = data?.payable ?? [];
  const payableVenues = [...new Set(payable.map((i) => i.venue))];
  const chosenLast = lastVenue && payableVenues.includes(lastVenue) ? lastVenue : payableVenues[0] ?? '';
  const current = data?.mandates[0];

  return (
    <Stack sx={{ mt: 1, gap: 2, maxWidth: 1100 }}>
      <Title title={translate('sepaUi.title')} />
      {offline && <Alert severity="info" data-testid="sepa-offline">{translate('sepaUi.notConfigured')}</Alert>}
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <AccountBalanceIcon /> {translate('resources.sepa.name', { smart_count: data?.mandates.length === 1 ? 1 : 2 })}
          </Typography>
          {isPending ? <CircularProgress size={24} /> : error ? (
            <Alert severity="error">{translate((error as Error).message || 'errors.unknown', { _: (error as Error).message })}</Alert>
          ) : data!.mandates.length === 0 ? (
            <Typography color="text.secondary">{translate('sepaUi.noMandate')}</Typography>
          ) : data!.mandates.map((m) => (
            <Box key={m._id} data-testid="sepa-mandate" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Typography color="text.secondary">{translate('resources.sepa.fields.merchantName')}</Typography>
              <Typography>{m.merchantName}</Typography>
              <Typography color="text.secondary">{translate('resources.sepa.fields.merchantId')}</Typography>
              <Typography>{m.merchantId}</Typography>
              <Typography color="text.secondary">{translate('resources.sepa.fields.status')}</Typography>
              <Box><Chip size="small" color={m.status === 'active' ? 'success' : m.status === 'failed' ? 'error' : 'warning'} label={translate(`resources.sepa.enums.status.${m.status ?? 'pending'}`)} /></Box>
              <Typography color="text.secondary">{translate('resources.sepa.fields.venues')}</Typography>
              <Typography>{m.venues.map(venueName).join(', ')}</Typography>
              <Typography color="text.secondary">{translate('resources.sepa.fields.mandateReference')}</Typography>
              <Typography>{m.mandateReference ?? '–'}</Typography>
              {m.registrationLink ? (
                <>
                  <Typography color="text.secondary">{translate('resources.sepa.fields.registrationLink')}</Typography>
                  <Link href={m.registrationLink} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>{translate('sepaUi.openLink')}</Link>
                </>
              ) : null}
              {m.registrationError ? (
                <>
                  <Typography color="text.secondary">{translate('resources.sepa.fields.registrationError')}</Typography>
                  <Alert severity="error">{m.registrationError}</Alert>
                </>
              ) : null}
            </Box>
          ))}
          {canCreate ? (
            <Box><Button variant="outlined" disabled={busy || isPending || offline} onClick={() => setCreating(true)}>{translate('sepaUi.create')}</Button></Box>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">{translate('sepaUi.payable', { days: data?.payableDays ?? 30 })}</Typography>
          {payable.length === 0 ? <Typography color="text.secondary">{translate('sepaUi.noPayable')}</Typography> : (
            <TableContainer>
              <Table size="small" aria-label={translate('sepaUi.payable', { days: data?.payableDays ?? 30 })}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox" />
                    <TableCell>{translate('sepaUi.number')}</TableCell>
                    <TableCell>{translate('sepaUi.venue')}</TableCell>
                    <TableCell>{translate('sepaUi.month')}</TableCell>
                    <TableCell align="right">{translate('sepaUi.amount')}</TableCell>
                    <TableCell>{translate('sepaUi.createdAt')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {payable.map((inv) => (
                    <TableRow key={inv._id} data-testid="sepa-payable">
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.includes(inv._id)}
                          disabled={!canPay || busy}
                          onChange={(_, on) => setSelected((s) => (on ? [...s, inv._id] : s.filter((x) => x !== inv._id)))}
                          inputProps={{ 'aria-label': translate('sepaUi.select', { number: inv.number ?? '' }) }}
                        />
                      </TableCell>
                      <TableCell>{inv.number ?? '–'}</TableCell>
                      <TableCell>{venueName(inv.venue)}</TableCell>
                      <TableCell>{inv.month}</TableCell>
                      <TableCell align="right">{money(inv)}</TableCell>
                      <TableCell>{date(inv, inv.createdAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {canPay && payable.length ? (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <Button variant="contained" disabled={busy || offline || selected.length === 0} onClick={() => pay(selected)}>{translate('sepaUi.pay')}</Button>
              <FormControl size="small" sx={{ minWidth: 200 }}>
                <InputLabel id="sepa-last-venue">{translate('sepaUi.payLastVenue')}</InputLabel>
                <Select labelId="sepa-last-venue" label={translate('sepaUi.payLastVenue')} value={chosenLast} onChange={(e) => setLastVenue(String(e.target.value))}>
                  {payableVenues.map((v) => <MenuItem key={v} value={v}>{venueName(v)}</MenuItem>)}
                </Select>
              </FormControl>
              <Button variant="outlined" disabled={busy || offline || !chosenLast} onClick={() => payLast(chosenLast)}>{translate('sepaUi.payLast')}</Button>
            </Box>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h2">{translate('sepaUi.paid')}</Typography>
          <Typography color="text.secondary">{translate('sepaUi.cancelRule', { days: data?.cancelDays ?? 2 })}</Typography>
          {(data?.paid ?? []).length === 0 ? <Typography color="text.secondary">{translate('sepaUi.noPaid')}</Typography> : (
            <TableContainer>
              <Table size="small" aria-label={translate('sepaUi.paid')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('sepaUi.number')}</TableCell>
                    <TableCell>{translate('sepaUi.venue')}</TableCell>
                    <TableCell align="right">{translate('sepaUi.amount')}</TableCell>
                    <TableCell>{translate('sepaUi.paidAt')}</TableCell>
                    <TableCell>{translate('sepaUi.reference')}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data!.paid.map((inv) => (
                    <TableRow key={inv._id} data-testid="sepa-paid">
                      <TableCell>{inv.number ?? '–'}</TableCell>
                      <TableCell>{venueName(inv.venue)}</TableCell>
                      <TableCell align="right">{money(inv)}</TableCell>
                      <TableCell>{date(inv, inv.paidAt)}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{inv.sepaPaymentRef}</TableCell>
                      <TableCell>
                        {inv.cancellable && canPay ? (
                          <Stack sx={{ alignItems: 'flex-start' }}>
                            <Button size="small" color="warning" disabled={busy || offline} onClick={() => setCancelling(inv)}>{translate('sepaUi.cancel')}</Button>
                            <Typography variant="caption" color="text.secondary">{translate('sepaUi.cancelUntil', { date: date(inv, inv.cancellableUntil) })}</Typography>
                          </Stack>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>

      {creating ? (
        <CreateMandateDialog
          initial={current}
          venues={(venueList ?? []).map((v) => ({ id: String(v.id), name: String(v.name ?? v.id) }))}
          busy={busy}
          onClose={() => setCreating(false)}
          onCreate={(body) => run(async () => {
            await dataProvider.callAction('sepa', 'create', { body });
            setCreating(false);
            notify('sepaUi.created', { type: 'success' });
          })}
        />
      ) : null}
      <Confirm
        isOpen={cancelling !== null}
        loading={busy}
        title="sepaUi.cancelTitle"
        content="sepaUi.cancelConfirm"
        translateOptions={{ number: cancelling?.number ?? '' }}
        onConfirm={() => cancelling && cancel(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}

function CreateMandateDialog({ initial, venues, busy, onClose, onCreate }: {
  initial?: Mandate;
  venues: { id: string; name: string }[];
  busy: boolean;
  onClose: () => void;
  onCreate: (body: { merchantId: string; merchantName: string; venues: string[] }) => void;
}) {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState(initial?.merchantId ?? '');
  const [merchantName, setMerchantName] = useState(initial?.merchantName ?? '');
  const [chosen, setChosen] = useState<string[]>(initial?.venues ?? []);
  const valid = merchantId.trim() && merchantName.trim() && chosen.length > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('sepaUi.createTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <Alert severity="warning">{translate('sepaUi.createConfirm')}</Alert>
        <TextField label={translate('resources.sepa.fields.merchantId')} value={merchantId} onChange={(e) => setMerchantId(e.target.value)} required slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField label={translate('resources.sepa.fields.merchantName')} value={merchantName} onChange={(e) => setMerchantName(e.target.value)} required slotProps={{ htmlInput: { maxLength: 200 } }} />
        <FormControl required>
          <InputLabel id="sepa-venues">{translate('resources.sepa.fields.venues')}</InputLabel>
          <Select
            labelId="sepa-venues"
            multiple
            label={translate('resources.sepa.fields.venues')}
            value={chosen}
            onChange={(e) => setChosen(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
            renderValue={(ids) => ids.map((id) => venues.find((v) => v.id === id)?.name ?? id).join(', ')}
          >
            {venues.map((v) => <MenuItem key={v.id} value={v.id}>{v.name}</MenuItem>)}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => onCreate({ merchantId: merchantId.trim(), merchantName: merchantName.trim(), venues: chosen })}>
          {translate('sepaUi.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
