import type { Principal } from '../../access/principal';
import { writeAudit } from '../../crud/audit';
import type { ApiRecord } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { lockedPayment } from './lockedPayment';
import { paymentProviderFromEnv } from './provider/paymentProviderFromEnv';
import { isRefusal } from './provider/isRefusal';
import { refundAccess } from './refundAccess';
import { settleRefund, type RefundEntry } from './settleRefund';

export interface RefundBody {
  articles?: { article: string; quantity: number }[];
  isExternal: boolean;
  amount?: number;
}

interface Item { article?: string; quantity?: number; unitPrice?: number }

/** Refund amount of the chosen articles (unit price × quantity, minor units), checked against what is left of each. */
function articlesAmount(items: Item[], refunds: RefundEntry[], chosen: { article: string; quantity: number }[]): { amount: number; articles: { article: string; quantity: number }[] } {
  const wanted = new Map<string, number>();
  for (const a of chosen) wanted.set(a.article, (wanted.get(a.article) ?? 0) + a.quantity);
  let amount = 0;
  for (const [article, quantity] of wanted) {
    const lines = items.filter((i) => i.article === article);
    if (!lines.length) throw new AppError('REFUND_ARTICLE_UNKNOWN', { article });
    const ordered = lines.reduce((n, i) => n + (i.quantity ?? 0), 0);
    // Pending refunds hold their articles too, so two refunds at once cannot take one article twice.
    const done = refunds.flatMap((r) => r.articles ?? []).filter((a) => a.article === article).reduce((n, a) => n + a.quantity, 0);
    if (quantity > ordered - done) throw new AppError('REFUND_ARTICLE_EXCEEDED', { article, remaining: Math.max(0, ordered - done) });
    // An article ordered on several lines is refunded at its first line's price.
    amount += (lines[0].unitPrice ?? 0) * quantity;
  }
  return { amount, articles: [...wanted].map(([article, quantity]) => ({ article, quantity })) };
}

/**
 * PATCH v3/payment/{order}/refund, in three steps so that no transaction waits for the provider
 * (on SQLite a transaction holds the one write lock of the whole server):
 * 1. reserve: with the payment row locked, check the rights and what is left (the paid sum minus
 *    booked and pending refunds), then store the refund as `pending` under the idempotency key
 *    `<payment>-r<n>` (n counts every refund ever reserved, so a key is never reused);
 * 2. ask the provider with that key, outside any transaction;
 * 3. settle: book the pending refund (audited) or, when the provider refused it, drop it.
 * When the provider's answer is unknown (timeout, no connection, an error page) the refund stays
 * pending and keeps its amount reserved; the next refund of the payment first sends the pending
 * key again, and the provider answers its first refund instead of paying twice. A crash between
 * the steps leaves the same pending refund behind. An external (cash) refund is booked at once.
 */
export async function refundPayment(services: Services, principal: Principal, orderId: string, body: RefundBody): Promise<ApiRecord> {
  const { registry } = services;
  const entity = registry.get('payment')!;
  const order = await services.items.show(registry.get('order')!, principal, orderId);
  const requested = body.articles ?? [];
  const hasArticles = requested.length > 0;
  if (hasArticles === (body.amount !== undefined)) throw new AppError('REFUND_EMPTY');
  const where = services.items.whereOf(entity, principal, { filters: { order: [orderId] }, ranges: {} });
  try {
    if (!body.isExternal) await resendPending(services, principal, where);
    const reserved = await lockedPayment(services, entity, where, async ({ trx, row, doc, write }) => {
      if (doc.status !== 'paid' && doc.status !== 'partially_refunded') throw new AppError('PAYMENT_NOT_REFUNDABLE', { status: String(doc.status) });
      const kind = refundAccess(principal, order.type, body.isExternal);
      const refunds: RefundEntry[] = doc.refunds ?? [];
      const chosen = hasArticles ? articlesAmount(order.items ?? [], refunds, requested) : { amount: body.amount!, articles: [] };
      if (chosen.amount <= 0) throw new AppError('REFUND_EMPTY');
      const pendingSum = refunds.filter((r) => r.pending).reduce((s, r) => s + r.amount, 0);
      const remaining = doc.sum - (doc.refunded ?? 0) - pendingSum;
      if (chosen.amount > remaining) throw new AppError('REFUND_EXCEEDS_PAYMENT', { amount: chosen.amount, remaining });
      if (!body.isExternal) {
        if (!paymentProviderFromEnv()) throw new AppError('PAYMENT_PROVIDER_MISSING');
        if (!doc.providerRef) throw new AppError('PAYMENT_PROVIDER_FAILED', { reason: 'the payment has no charge reference' });
      }
      // Payments booked before the counter existed numbered their refunds 1..length.
      const seq = Math.max(Number(doc.refundSeq ?? 0), refunds.length) + 1;
      const entry: RefundEntry = {
        id: `${row._id}-r${seq}`, amount: chosen.amount, articles: chosen.articles, isExternal: body.isExternal, kind, by: principal.email, at: new Date().toISOString(),
        ...(body.isExternal ? {} : { pending: true }),
      };
      const next = { ...doc, refundSeq: seq, refunds: [...refunds, entry] };
      if (!body.isExternal) {
        await write(next);
        return { entry, paymentId: row._id, chargeRef: String(doc.providerRef), currency: String(doc.currency) };
      }
      const refunded = (doc.refunded ?? 0) + chosen.amount;
      const booked = { ...next, refunded, status: refunded >= doc.sum ? 'refunded' : 'partially_refunded' };
      const updated = await write(booked);
      await writeAudit(trx, registry, {
        action: 'refund', entity, principal, subject: row._id, venue: row.venue, customer_group: row.customer_group,
        changes: { refunded: { before: doc.refunded ?? 0, after: refunded }, status: { before: doc.status, after: booked.status }, refunds: { before: null, after: entry } },
      });
      return { record: services.items.toRecord(entity, updated) };
    });
    if ('record' in reserved) return reserved.record as ApiRecord;
    return await sendAndSettle(services, principal, where, reserved.chargeRef, reserved.currency, reserved.entry);
  } finally {
    services.onWrite(entity);
  }
}

/** Step 2 and 3 for one pending refund: the provider's answer books it, a refusal drops it. */
async function sendAndSettle(services: Services, principal: Principal, where: Parameters<typeof lockedPayment>[2], chargeRef: string, currency: string, entry: RefundEntry): Promise<ApiRecord> {
  const provider = paymentProviderFromEnv();
  if (!provider) throw new AppError('PAYMENT_PROVIDER_MISSING');
  let providerRef: string;
  try {
    providerRef = await provider.refund(chargeRef, entry.amount, currency, entry.id);
  } catch (err) {
    if (isRefusal(err)) {
      await settleRefund(services, principal, where, entry.id, null);
      throw err;
    }
    await settleRefund(services, principal, where, entry.id, 'unanswered');
    const reason = err instanceof AppError ? err.message : 'no answer';
    throw new AppError('PAYMENT_REFUND_PENDING', { reason: reason.slice(0, 300) });
  }
  return settleRefund(services, principal, where, entry.id, providerRef);
}

/**
 * Sends the payment's pending refunds whose provider call is over (it ended without an answer,
 * or the refund is older than the provider's timeout: a crash) again, with their own keys, and
 * settles them; one still without an answer stays pending. Refunds reserved a moment ago by a
 * parallel call are left to it.
 */
async function resendPending(services: Services, principal: Principal, where: Parameters<typeof lockedPayment>[2]): Promise<void> {
  const entity = services.registry.get('payment')!;
  const { doc } = await lockedPayment(services, entity, where, async (p) => p);
  const cutoff = Date.now() - (paymentProviderFromEnv()?.timeoutMs ?? 0);
  for (const entry of (doc.refunds ?? []) as RefundEntry[]) {
    if (!entry.pending || (!entry.unanswered && Date.parse(entry.at) > cutoff)) continue;
    await sendAndSettle(services, principal, where, String(doc.providerRef), String(doc.currency), entry).catch((err) => {
      // Still no answer (it stays reserved) or refused now (it was dropped): either way the old
      // refund is dealt with, and the new one goes on.
      if (!(err instanceof AppError && (err.code === 'PAYMENT_REFUND_PENDING' || isRefusal(err)))) throw err;
    });
  }
}
