import type { Principal } from '../../access/principal';
import type { Items } from '../../crud/Items';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { cancellableUntil, PAYABLE_DAYS, withinPayableWindow } from './sepaRules';

/** An invoice as the /sepa screen shows it: the transaction plus whether its payment can still be cancelled. */
export function invoiceView(inv: ApiRecord, now = Date.now()): Record<string, unknown> {
  const until = inv.status === 'paid' && inv.sepaPaymentRef ? cancellableUntil(inv.paidAt as string | undefined) : null;
  return {
    _id: inv._id, venue: inv.venue, number: inv.number, month: inv.month, currency: inv.currency, amount: inv.amount ?? 0,
    status: inv.status, createdAt: inv.createdAt, paidAt: inv.paidAt, sepaPaymentRef: inv.sepaPaymentRef,
    cancellable: until !== null && Date.parse(until) > now,
    ...(until ? { cancellableUntil: until } : {}),
  };
}

/** Invoices (not credit notes) of the caller's venues created within the payable window, newest first. */
export async function recentInvoices(items: Items, services: Pick<Services, 'registry'>, p: Principal, venue?: string): Promise<ApiRecord[]> {
  const tx = services.registry.get('transaction')!;
  const cutoff = new Date(Date.now() - PAYABLE_DAYS * 86_400_000).toISOString();
  const all = await items.all(tx, p, { filters: { kind: ['invoice'], status: ['open', 'paid'] }, ranges: {}, sort: 'createdAt', direction: 'desc' }, venue ? { venue } : {});
  return all.filter((r) => typeof r.createdAt === 'string' && r.createdAt >= cutoff);
}

/** Why an invoice cannot be paid by SEPA now, or null when it can (an already paid one is answered as it is). */
export function notPayableReason(inv: ApiRecord): string | null {
  if (inv.kind !== 'invoice') return 'it is a credit note';
  if (inv.status === 'cancelled') return 'it is cancelled';
  if (inv.status === 'open' && !withinPayableWindow(String(inv.createdAt))) return `it is older than ${PAYABLE_DAYS} days`;
  if (inv.status === 'open' && !(Number(inv.amount) > 0)) return 'its amount is 0';
  return null;
}

export function notPayable(inv: ApiRecord, reason: string): AppError {
  return new AppError('SEPA_INVOICE_NOT_PAYABLE', { number: String(inv.number ?? inv._id), reason });
}
