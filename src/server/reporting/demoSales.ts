import { newId } from '../crud/newId';
import type { Services } from '../services';

const MENU = [['Pizza Margherita', 890], ['Burger Classic', 1150], ['Pommes', 390], ['Cola 0,5 l', 350], ['Salat', 750], ['Tiramisu', 550], ['Wrap', 820], ['Espresso', 260]] as const;
const TYPES = ['inside', 'inside', 'takeaway', 'delivery'] as const;
const METHODS = ['credit_card', 'credit_card', 'paypal', 'apple_pay', 'google_pay', 'sepa'] as const;
// busier at lunch and dinner, on Fridays and Saturdays
const HOURS = [11, 12, 12, 13, 17, 18, 19, 19, 20];
const DAY_LOAD = [3, 3, 4, 4, 6, 7, 5];

/**
 * The demo tenant's sales of the last 60 days (the sales, statistics and analytics screens draw
 * them): a few orders per venue and day at meal times, busier at weekends, mostly done, some
 * validated or failed, with tips, every payment method and order type, and a handful of refunded
 * payments. Written straight to the tables as the ordering apps' import would (the roll-up's
 * triggers count them), deterministically from the day the seed runs. Today's meal times up to
 * now are filled too: the screens count days in the venue's time zone, where "yesterday" may
 * already be today in UTC (Berlin after 23:00 UTC in winter).
 */
export async function demoSales(services: Services, venueIds: readonly string[], now = new Date()): Promise<void> {
  const db = services.db.kysely;
  let seed = 2027;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const groups = await db.selectFrom('venue').select(['_id', 'customer_group']).where('_id', 'in', [...venueIds]).execute();
  const groupOf = new Map(groups.map((g) => [g._id, g.customer_group]));
  const orders: Record<string, unknown>[] = [];
  const payments: Record<string, unknown>[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let d = 60; d >= 0; d--) {
    const day = today - d * 86_400_000;
    for (const [vi, venue] of venueIds.entries()) {
      const count = DAY_LOAD[new Date(day).getUTCDay()] + vi + Math.floor(next() * 3);
      for (let i = 0; i < count; i++) {
        const at = new Date(day + (pick(HOURS) - 1) * 3_600_000 + Math.floor(next() * 3_600_000)).toISOString();
        const items = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
          const k = Math.floor(next() * MENU.length);
          return { article: (0xb0000000 + k).toString(16).padStart(24, '0'), name: MENU[k][0], quantity: 1 + Math.floor(next() * 2), unitPrice: MENU[k][1], taxRate: 19 };
        });
        const tip = next() < 0.3 ? 50 * (1 + Math.floor(next() * 4)) : 0;
        const total = items.reduce((s, it) => s + it.quantity * it.unitPrice, 0) + tip;
        const r = next();
        const status = r < 0.07 ? 'failed' : r < 0.25 ? 'validated' : 'done';
        const doc = {
          venue, code: `D${String(orders.length + 1).padStart(5, '0')}`, status, type: pick(TYPES), currency: 'euro', total,
          net: Math.round(((total - tip) * 100) / 119) + tip, tip, paymentMethod: pick(METHODS), items, table: String(1 + Math.floor(next() * 6)),
        };
        // later today: drawn like the others, so the days before keep the same orders whenever the seed runs
        if (Date.parse(at) > now.getTime()) continue;
        const _id = newId();
        orders.push({ _id, venue, customer_group: groupOf.get(venue) ?? null, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) });
        // one refunded payment a week per venue: the first item given back the next day
        if (status === 'done' && i === 0 && d % 7 === vi) {
          const amount = items[0].unitPrice;
          const refundAt = new Date(Date.parse(at) + 86_400_000).toISOString();
          const payment = {
            order: _id, venue, codes: [doc.code], currency: 'euro', sum: total, refunded: amount, status: 'partially_refunded', method: doc.paymentMethod,
            providerRef: `ch_demo_${doc.code}`, paidAt: at, refundSeq: 1,
            refunds: [{ id: `demo-${doc.code}-r1`, amount, articles: [{ article: items[0].article, quantity: 1 }], isExternal: true, kind: 'cash', by: 'manager@example.com', at: refundAt }],
          };
          payments.push({ _id: newId(), venue, customer_group: groupOf.get(venue) ?? null, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(payment) });
        }
      }
    }
  }
  for (let i = 0; i < orders.length; i += 200) await db.insertInto('order').values(orders.slice(i, i + 200)).execute();
  if (payments.length) await db.insertInto('payment').values(payments).execute();
}
