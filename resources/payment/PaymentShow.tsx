import { useVenueClock } from '../../src/admin/format/useVenueClock';
import { useCallback, useEffect, useState } from 'react';
import { Box, Card, CardContent, Chip, Grid, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Button, Show, useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { isAdmin } from '../../src/core/permissions';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { RefundDialog, type RefundItem } from './RefundDialog';
import { usePaymentMoney } from './usePaymentMoney';

interface RefundRow { id?: string; amount: number; articles?: { article: string; quantity: number }[]; isExternal?: boolean; kind?: string; providerRef?: string; by?: string; at: string; pending?: boolean }

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body1" component="div">{children}</Typography>
    </Grid>
  );
}

function PaymentDetails() {
  const record = useRecordContext();
  const translate = useTranslate();
  const money = usePaymentMoney();
  const refresh = useRefresh();
  const grant = useGrant();
  const [locale] = useLocaleState();
  const [order, setOrder] = useState<{ code?: string; items: RefundItem[]; providerRefunds?: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const id = record?.id as string | undefined;
  const load = useCallback(() => {
    if (!id) return;
    apiCall('v3/payment/byId/{id}/items', 'get', { params: { id } }).then((r) => setOrder(r.data), () => setOrder({ items: [] }));
  }, [id]);
  useEffect(load, [load, record?.refunded]);
  // on the venue's clock (spec part 2 §9: local times), like orders and receipts
  const clock = useVenueClock(record?.venue);
  if (!record) return null;
  const currency = record.currency as string;
  const refunds = (record.refunds ?? []) as RefundRow[];
  // Pending refunds (sent, not yet confirmed by the provider) hold their amount too.
  const remaining = (record.sum ?? 0) - (record.refunded ?? 0) - refunds.filter((r) => r.pending).reduce((s, r) => s + r.amount, 0);
  const names = new Map((order?.items ?? []).map((i) => [i.article, i.name]));
  const canRefund = isAdmin(grant) || (grant?.permissions ?? []).some((p) => p === 'refunds' || p.startsWith('refunds.'));
  const refundable = (record.status === 'paid' || record.status === 'partially_refunded') && remaining > 0;
  const when = (iso: string) => clock.dateTime(iso);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, md: 2 } }}>
      <Grid container spacing={2}>
        <Fact label={translate('resources.payment.fields.sum')}><span data-testid="payment-sum">{money(record.sum, currency)}</span></Fact>
        <Fact label={translate('resources.payment.fields.refunded')}><span data-testid="payment-refunded">{money(record.refunded, currency)}</span></Fact>
        <Fact label={translate('payments.remainingLabel')}>{money(remaining, currency)}</Fact>
        <Fact label={translate('resources.payment.fields.status')}><Chip size="small" data-testid="payment-status" label={translate(`resources.payment.enums.status.${record.status}`)} /></Fact>
        <Fact label={translate('resources.payment.fields.method')}>{translate(`resources.payment.enums.method.${record.method}`, { _: record.method })}</Fact>
        <Fact label={translate('resources.payment.fields.codes')}>{(record.codes ?? []).join(', ')}</Fact>
        <Fact label={translate('resources.payment.fields.providerRef')}>{record.providerRef ?? '–'}</Fact>
        <Fact label={translate('resources.payment.fields.paidAt')}><span data-testid="payment-paid-at">{record.paidAt ? when(record.paidAt) : '–'}</span></Fact>
      </Grid>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap' }}>
        {canRefund && refundable && <Button variant="contained" label={translate('payments.refund')} onClick={() => setOpen(true)} />}
        <MuiLink component={Link} to={`/auditing?filter=${encodeURIComponent(JSON.stringify({ subject: id }))}`}>{translate('payments.auditLink')}</MuiLink>
      </Stack>
      <Box>
        <Typography component="h2" variant="h6">{translate('payments.items')}</Typography>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('payments.article')}</TableCell>
                <TableCell align="right">{translate('payments.quantity')}</TableCell>
                <TableCell align="right">{translate('payments.unitPrice')}</TableCell>
                <TableCell align="right">{translate('payments.refundedQuantity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(order?.items ?? []).map((i, n) => (
                <TableRow key={`${i.article}-${n}`}>
                  <TableCell>{i.name}</TableCell>
                  <TableCell align="right">{i.quantity}</TableCell>
                  <TableCell align="right">{money(i.unitPrice, currency)}</TableCell>
                  <TableCell align="right">{i.refunded}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
      <Box>
        <Typography component="h2" variant="h6">{translate('resources.payment.fields.refunds')}</Typography>
        {refunds.length === 0 ? <Typography color="text.secondary">{translate('payments.noRefunds')}</Typography> : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="refund-rows">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.payment.fields.refunds.at')}</TableCell>
                  <TableCell align="right">{translate('resources.payment.fields.refunds.amount')}</TableCell>
                  <TableCell>{translate('resources.payment.fields.refunds.articles')}</TableCell>
                  <TableCell>{translate('resources.payment.fields.refunds.isExternal')}</TableCell>
                  <TableCell>{translate('resources.payment.fields.refunds.by')}</TableCell>
                  <TableCell>{translate('resources.payment.fields.refunds.providerRef')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {refunds.map((r, n) => (
                  <TableRow key={r.id ?? n}>
                    <TableCell>{when(r.at)}</TableCell>
                    <TableCell align="right">
                      {money(r.amount, currency)}
                      {r.pending && <Chip size="small" color="warning" variant="outlined" sx={{ ml: 1 }} label={translate('payments.pending')} />}
                    </TableCell>
                    <TableCell>{(r.articles ?? []).map((a) => `${a.quantity} × ${names.get(a.article) ?? a.article}`).join(', ') || '–'}</TableCell>
                    <TableCell>{translate(r.isExternal ? 'payments.yes' : 'payments.no')}</TableCell>
                    <TableCell>{r.by ?? '–'}</TableCell>
                    <TableCell>{r.providerRef ?? '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
      {order && (
        <RefundDialog
          open={open} onClose={() => setOpen(false)} order={record.order} currency={currency} remaining={remaining} items={order.items} providerRefunds={order.providerRefunds === true}
          onDone={() => { setOpen(false); refresh(); load(); }}
        />
      )}
    </Stack>
  );
}

/** The payment view: money facts, the order's items, the refunds and the refund dialog. */
export function PaymentShow() {
  return (
    <Show actions={false}>
      <Card elevation={0}><CardContent sx={{ p: 0 }}><PaymentDetails /></CardContent></Card>
    </Show>
  );
}
