import { useMemo, useState } from 'react';
import { Alert, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, Tab, Tabs, TextField, Typography } from '@mui/material';
import { Button, useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../src/admin/providers/apiCall';
import { refundErrorKey } from './refundErrorKey';
import { usePaymentMoney } from './usePaymentMoney';

export interface RefundItem { article: string; name: string; quantity: number; unitPrice: number; refunded: number }

interface Props {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  order: string;
  currency: string;
  remaining: number;
  items: RefundItem[];
  /** a payment provider is configured, so a refund can go through it */
  providerRefunds: boolean;
}

/** Parses "12,50" or "12.50" into minor units without float arithmetic; null when not an amount. */
function toMinor(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Refund of chosen articles (checkbox + quantity) or of an amount, external or through the provider. */
export function RefundDialog({ open, onClose, onDone, order, currency, remaining, items, providerRefunds }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const money = usePaymentMoney();
  const [mode, setMode] = useState<'articles' | 'amount'>('articles');
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [amountText, setAmountText] = useState('');
  // without a configured provider only an external refund can be booked: said up front, not after a 503
  const [isExternal, setExternal] = useState(!providerRefunds);
  const [busy, setBusy] = useState(false);
  // One row per article: an article ordered on several lines is refunded together (server rule).
  const rows = useMemo(() => {
    const by = new Map<string, RefundItem>();
    for (const i of items) {
      const prev = by.get(i.article);
      by.set(i.article, prev ? { ...prev, quantity: prev.quantity + i.quantity, refunded: prev.refunded + i.refunded } : { ...i });
    }
    return [...by.values()];
  }, [items]);
  const articles = Object.entries(chosen).filter(([, q]) => q > 0).map(([article, quantity]) => ({ article, quantity }));
  const total = mode === 'articles'
    ? articles.reduce((n, a) => n + (rows.find((r) => r.article === a.article)?.unitPrice ?? 0) * a.quantity, 0)
    : (toMinor(amountText) ?? 0);
  const valid = total > 0 && total <= remaining && (mode === 'articles' ? articles.length > 0 : toMinor(amountText) !== null);

  const submit = async () => {
    setBusy(true);
    try {
      const external = isExternal || !providerRefunds;
      const body = mode === 'articles' ? { articles, isExternal: external } : { articles: [], isExternal: external, amount: total };
      await apiCall('v3/payment/{order}/refund', 'patch', { params: { order }, body });
      notify('payments.refunded', { type: 'success', messageArgs: { amount: money(total, currency) } });
      setChosen({});
      setAmountText('');
      onDone();
    } catch (error) {
      notify(refundErrorKey(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{translate('payments.refundTitle')}</DialogTitle>
      <DialogContent>
        <Tabs value={mode} onChange={(_e, v) => setMode(v)} sx={{ mb: 2 }}>
          <Tab value="articles" label={translate('payments.byArticles')} />
          <Tab value="amount" label={translate('payments.byAmount')} />
        </Tabs>
        {mode === 'articles' ? (
          <Stack spacing={1}>
            {rows.map((r) => {
              const left = r.quantity - r.refunded;
              const q = chosen[r.article] ?? 0;
              return (
                <Stack key={r.article} direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                  <FormControlLabel
                    sx={{ flex: 1, minWidth: 180 }}
                    control={<Checkbox checked={q > 0} disabled={left <= 0} onChange={(e) => setChosen({ ...chosen, [r.article]: e.target.checked ? 1 : 0 })} />}
                    label={`${r.name} · ${money(r.unitPrice, currency)}`}
                  />
                  <TextField
                    type="number" size="small" sx={{ width: 90 }} disabled={left <= 0}
                    label={translate('payments.quantity')}
                    slotProps={{ htmlInput: { min: 0, max: left, 'aria-label': `${translate('payments.quantity')} ${r.name}` } }}
                    value={q}
                    onChange={(e) => setChosen({ ...chosen, [r.article]: Math.max(0, Math.min(left, Math.floor(Number(e.target.value) || 0))) })}
                  />
                  <Typography variant="body2" color="text.secondary">{translate('payments.leftOf', { left, total: r.quantity })}</Typography>
                </Stack>
              );
            })}
          </Stack>
        ) : (
          <TextField
            label={translate('payments.amount')} value={amountText} onChange={(e) => setAmountText(e.target.value)} fullWidth
            error={amountText !== '' && toMinor(amountText) === null}
            helperText={translate('payments.remaining', { amount: money(remaining, currency) })}
          />
        )}
        <FormControlLabel sx={{ mt: 2 }} control={<Switch checked={isExternal || !providerRefunds} disabled={!providerRefunds} onChange={(e) => setExternal(e.target.checked)} />} label={translate('payments.isExternal')} />
        <Typography variant="body2" color="text.secondary">{translate(!providerRefunds ? 'payments.noProvider' : isExternal ? 'payments.externalHelp' : 'payments.providerHelp')}</Typography>
        <Typography variant="h6" sx={{ mt: 2 }} data-testid="refund-total">{translate('payments.refundTotal', { amount: money(total, currency) })}</Typography>
        {total > remaining && <Alert severity="warning">{translate('payments.tooMuch', { amount: money(remaining, currency) })}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label={translate('payments.confirmRefund')} variant="contained" disabled={!valid || busy} onClick={() => void submit()} />
      </DialogActions>
    </Dialog>
  );
}
