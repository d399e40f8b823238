import type { Principal } from '../../access/principal';
import { writeAudit } from '../../crud/audit';
import type { ApiRecord } from '../../crud/rowToRecord';
import type { Services } from '../../services';
import { lockedPayment } from './lockedPayment';

/** One refund of a payment's `refunds`; `pending` while the provider has not confirmed it. */
export interface RefundEntry {
  id: string;
  amount: number;
  articles?: { article: string; quantity: number }[];
  isExternal?: boolean;
  kind?: string;
  providerRef?: string;
  by?: string;
  at: string;
  pending?: boolean;
  /** the last call for this pending refund ended without an answer: the next refund asks again */
  unanswered?: boolean;
}

/**
 * Books (with the provider's reference; audited), drops (`providerRef` null: the provider
 * refused) or marks as unanswered (`'unanswered'`: still pending, to be asked again) the pending
 * refund `key`. A refund settled meanwhile by a parallel call is left as it is, so settling twice
 * books once.
 */
export async function settleRefund(services: Services, principal: Principal, where: Parameters<typeof lockedPayment>[2], key: string, providerRef: string | null | 'unanswered'): Promise<ApiRecord> {
  const { registry } = services;
  const entity = registry.get('payment')!;
  return lockedPayment(services, entity, where, async ({ trx, row, doc, write }) => {
    const refunds = (doc.refunds ?? []) as RefundEntry[];
    const entry = refunds.find((r) => r.id === key);
    if (!entry?.pending) return services.items.toRecord(entity, row);
    if (providerRef === 'unanswered') return services.items.toRecord(entity, await write({ ...doc, refunds: refunds.map((r) => (r.id === key ? { ...r, unanswered: true } : r)) }));
    if (providerRef === null) return services.items.toRecord(entity, await write({ ...doc, refunds: refunds.filter((r) => r.id !== key) }));
    const { pending: _pending, unanswered: _unanswered, ...rest } = entry;
    const booked: RefundEntry = { ...rest, providerRef };
    const before = { refunded: doc.refunded ?? 0, status: doc.status };
    const refunded = before.refunded + entry.amount;
    const status = refunded >= doc.sum ? 'refunded' : 'partially_refunded';
    const updated = await write({ ...doc, refunded, status, refunds: refunds.map((r) => (r.id === key ? booked : r)) });
    await writeAudit(trx, registry, {
      action: 'refund', entity, principal, subject: row._id, venue: row.venue, customer_group: row.customer_group,
      changes: { refunded: { before: before.refunded, after: refunded }, status: { before: before.status, after: status }, refunds: { before: null, after: booked } },
    });
    return services.items.toRecord(entity, updated);
  });
}
