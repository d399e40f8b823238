import type { Db } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';

const METHODS = ['credit_card', 'paypal', 'sepa', 'apple_pay', 'google_pay', 'sofortbanking'];
const TYPES = ['inside', 'takeaway', 'delivery'];

/**
 * `count` orders of one venue spread over 2025 (every twelfth cancelled, a payment with a refund
 * for every twentieth), written straight to the tables 1,000 per transaction as an import would,
 * so the sales roll-up's triggers run for each row. Shared by the sales and the order export bench.
 */
export async function writeBenchOrders(db: Db, venue: string, group: string, count: number): Promise<void> {
  const year = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i += 1000) {
    const orders: Record<string, unknown>[] = [];
    const payments: Record<string, unknown>[] = [];
    for (let n = i; n < Math.min(count, i + 1000); n++) {
      const at = new Date(year + Math.floor((n / count) * 365 * 86_400_000)).toISOString();
      const tip = n % 4 === 0 ? 100 : 0;
      const total = 900 + (n % 3000) + tip;
      const doc = { venue, code: `Y${n}`, status: n % 12 === 0 ? 'failed' : 'done', type: TYPES[Math.floor(n / 6) % 3], currency: 'euro', total, net: Math.round(((total - tip) * 100) / 119) + tip, tip, paymentMethod: METHODS[n % METHODS.length] };
      const _id = newId();
      orders.push({ _id, venue, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) });
      if (n % 20 === 1) {
        const refundAt = new Date(Date.parse(at) + 2 * 86_400_000).toISOString();
        const pay = { order: _id, venue, codes: [doc.code], currency: 'euro', sum: total, refunded: 200, status: 'partially_refunded', method: doc.paymentMethod, paidAt: at, refunds: [{ id: `r${n}`, amount: 200, at: refundAt, isExternal: true }] };
        payments.push({ _id: newId(), venue, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(pay) });
      }
    }
    await db.kysely.transaction().execute(async (trx) => {
      await trx.insertInto('order').values(orders).execute();
      if (payments.length) await trx.insertInto('payment').values(payments).execute();
    });
  }
}
