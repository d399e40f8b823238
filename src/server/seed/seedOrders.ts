import type { Services } from '../services';
import { newId } from '../crud/newId';

const STATUSES = ['done', 'done', 'done', 'validated', 'failed', 'in_preparation'] as const;
const TYPES = ['inside', 'takeaway', 'delivery'] as const;
const METHODS = ['credit_card', 'paypal', 'apple_pay', 'google_pay', 'sepa', 'sofortbanking'] as const;
/** Demo items (name, unit price in cents); the article ids are stable fake ids (orders keep names). */
const ITEMS = [['Pizza Margherita', 890], ['Burger Classic', 1150], ['Pommes', 390], ['Cola 0,5 l', 350], ['Salat', 750], ['Tiramisu', 550]] as const;

/**
 * Demo orders of the last 30 days, so the dashboard shows real figures. Orders come from the
 * ordering apps in production, so they are written directly (as an import would), deterministically.
 */
export async function seedOrders(services: Services, venueIds: readonly string[], perVenue = 40): Promise<void> {
  const rows = [];
  const now = Date.now();
  let n = 0;
  for (const [vi, venue] of venueIds.entries()) {
    for (let i = 0; i < perVenue; i++, n++) {
      const items = [0, 1, 2].slice(0, 1 + (n % 3)).map((k) => {
        const [name, unitPrice] = ITEMS[(n + k * 2 + vi) % ITEMS.length];
        return { article: (0xa0000000 + ((n + k * 2 + vi) % ITEMS.length)).toString(16).padStart(24, '0'), name, quantity: 1 + ((n + k) % 2), unitPrice, taxRate: 19 };
      });
      const tip = n % 4 === 0 ? 100 + (n % 5) * 50 : 0;
      const total = items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0) + tip;
      const at = new Date(now - ((n * 7919) % (30 * 24 * 60)) * 60_000).toISOString();
      const doc = {
        venue, code: `A${String(1000 + n)}`, status: STATUSES[n % STATUSES.length], type: TYPES[n % TYPES.length],
        currency: 'euro', total, net: Math.round(((total - tip) * 100) / 119) + tip, tip, paymentMethod: METHODS[n % METHODS.length], items, table: String((n % 6) + 1),
      };
      rows.push({ _id: newId(), venue, customer_group: null, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) });
    }
  }
  const groups = await services.db.kysely.selectFrom('venue').select(['_id', 'customer_group']).where('_id', 'in', [...venueIds]).execute();
  const groupOf = new Map(groups.map((g) => [g._id, g.customer_group]));
  for (const r of rows) r.customer_group = groupOf.get(r.venue) ?? null;
  for (let i = 0; i < rows.length; i += 200) await services.db.kysely.insertInto('order').values(rows.slice(i, i + 200)).execute();
}
