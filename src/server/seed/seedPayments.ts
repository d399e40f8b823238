import type { Services } from '../services';
import { newId } from '../crud/newId';

/**
 * One payment per paid demo order (done or validated), booked as the provider's callback would,
 * and one partial refund (the first item of the first paid order), so /payments shows every state.
 */
export async function seedPayments(services: Services): Promise<void> {
  const db = services.db.kysely;
  const orders = await db.selectFrom('order').select(['_id', 'venue', 'customer_group', 'created_at', 'doc']).orderBy('created_at', 'asc').execute();
  const rows = [];
  let refundedOne = false;
  for (const o of orders) {
    const doc = typeof o.doc === 'string' ? JSON.parse(o.doc) : o.doc;
    if (doc.status !== 'done' && doc.status !== 'validated' && doc.status !== 'failed') continue;
    const payment: Record<string, unknown> = {
      order: o._id, venue: o.venue, codes: [doc.code], currency: doc.currency ?? 'euro', sum: doc.total, refunded: 0,
      status: doc.status === 'failed' ? 'failed' : 'paid', method: doc.paymentMethod ?? 'credit_card', providerRef: `ch_demo_${doc.code}`, paidAt: o.created_at, refunds: [],
    };
    if (!refundedOne && payment.status === 'paid' && doc.items?.length > 1) {
      const item = doc.items[0];
      payment.refunded = item.unitPrice;
      payment.status = 'partially_refunded';
      payment.refunds = [{ id: 'demo-r1', amount: item.unitPrice, articles: [{ article: item.article, quantity: 1 }], isExternal: false, kind: 'refunds', providerRef: `re_demo_${doc.code}`, by: 'admin@example.com', at: o.created_at }];
      refundedOne = true;
    }
    rows.push({ _id: newId(), venue: o.venue, customer_group: o.customer_group, created_at: o.created_at, updated_at: o.created_at, deleted_at: null, doc: JSON.stringify(payment) });
  }
  for (let i = 0; i < rows.length; i += 200) await db.insertInto('payment').values(rows.slice(i, i + 200)).execute();
}
