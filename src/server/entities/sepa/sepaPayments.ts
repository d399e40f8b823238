import type { Principal } from '../../access/principal';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { activeMandateFor, requireSepa } from './sepaMandates';
import { invoiceView, notPayable, notPayableReason } from './sepaInvoices';
import { cancellableUntil, CANCEL_DAYS } from './sepaRules';

/**
 * Pays open invoices by SEPA direct debit, one provider payment per invoice. Every invoice is
 * checked before the first payment is asked for. The idempotency key is the invoice and the
 * moment it last changed: a retry of an invoice still open (after a timeout, a lost answer, a
 * second click, a parallel request) sends the same key, so the provider answers the same payment
 * and the invoice is booked once; after a cancellation the invoice changed, so a new payment gets
 * a new key. The invoice is marked paid under a row lock, only if it is still the open invoice the
 * payment was made for. A provider failure throws SEPA_PAY_FAILED and books nothing for that
 * invoice (those paid before it in the same call stay paid: their debits exist).
 */
export async function payInvoices(services: Services, p: Principal, ids: string[]): Promise<Record<string, unknown>[]> {
  const tx = services.registry.get('transaction')!;
  const planned: { inv: ApiRecord; mandate?: ApiRecord }[] = [];
  for (const id of ids) {
    const inv = await services.items.show(tx, p, id);
    const reason = notPayableReason(inv);
    if (reason) throw notPayable(inv, reason);
    if (inv.status !== 'open') {
      planned.push({ inv });
      continue;
    }
    // Without a provider nothing can be paid: say so before anything about mandates.
    requireSepa(services);
    planned.push({ inv, mandate: await activeMandateFor(services.items, services, p, String(inv.venue)) });
  }
  const provider = planned.some((x) => x.mandate) ? requireSepa(services) : null;
  const out: Record<string, unknown>[] = [];
  for (const { inv, mandate } of planned) {
    if (!mandate || !provider) {
      out.push(invoiceView(inv));
      continue;
    }
    const payment = await provider.createPayment({
      mandateReference: String(mandate.mandateReference),
      amount: Number(inv.amount),
      currency: String(inv.currency ?? 'euro'),
      description: `Invoice ${inv.number ?? inv._id} ${inv.month ?? ''}`.trim(),
    }, `sepa-pay-${inv._id}-${inv.updatedAt}`);
    const booked = await services.items.transaction(async (items) => {
      // An empty update locks the row and answers it as it is now.
      const now = await items.update(tx, p, String(inv._id), {}, {}, 'sepaPay');
      if (now.status !== 'open' || now.updatedAt !== inv.updatedAt) return now;
      return items.update(tx, p, String(inv._id), { status: 'paid', paidAt: new Date().toISOString(), sepaPaymentRef: payment.id }, {}, 'sepaPay');
    });
    out.push(invoiceView(booked));
  }
  return out;
}

/** The venue's newest open invoice of the payable window, paid as payInvoices does. */
export async function payLastInvoice(services: Services, p: Principal, venue: string): Promise<Record<string, unknown>[]> {
  const v = services.registry.get('venue')!;
  await services.items.show(v, p, venue);
  const tx = services.registry.get('transaction')!;
  const open = await services.items.all(tx, p, { filters: { kind: ['invoice'], status: ['open'] }, ranges: {}, sort: 'createdAt', direction: 'desc' }, { venue });
  const last = open.find((inv) => !notPayableReason(inv));
  if (!last) throw new AppError('SEPA_NOTHING_TO_PAY', { days: '30' });
  return payInvoices(services, p, [String(last._id)]);
}

/**
 * Cancels the SEPA payment of a paid invoice within CANCEL_DAYS of its payment (later: 409
 * SEPA_CANCEL_TOO_LATE); the invoice is open again. The provider's cancel is keyed by the payment,
 * so a repeated cancel cannot cancel anything else.
 */
export async function cancelPayment(services: Services, p: Principal, id: string): Promise<Record<string, unknown>> {
  const tx = services.registry.get('transaction')!;
  const inv = await services.items.show(tx, p, id);
  const number = String(inv.number ?? inv._id);
  const ref = inv.sepaPaymentRef as string | undefined;
  if (inv.status !== 'paid' || !ref) throw new AppError('SEPA_NOT_CANCELLABLE', { number });
  const until = cancellableUntil(inv.paidAt as string | undefined);
  if (!until || Date.parse(until) <= Date.now()) throw new AppError('SEPA_CANCEL_TOO_LATE', { number, days: String(CANCEL_DAYS) });
  await requireSepa(services).cancelPayment(ref, `sepa-cancel-${ref}`);
  const done = await services.items.transaction(async (items) => {
    const now = await items.update(tx, p, id, {}, {}, 'sepaCancel');
    if (now.status !== 'paid' || now.sepaPaymentRef !== ref) throw new AppError('SEPA_NOT_CANCELLABLE', { number });
    return items.update(tx, p, id, { status: 'open', paidAt: null, sepaPaymentRef: null }, {}, 'sepaCancel');
  });
  return invoiceView(done);
}
