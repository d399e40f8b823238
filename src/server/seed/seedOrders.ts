import type { Services } from '../services';
import { newId } from '../crud/newId';

const STATUSES = ['done', 'done', 'done', 'validated', 'failed', 'in_preparation'] as const;
const TYPES = ['inside', 'takeaway', 'delivery'] as const;

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
      const total = Math.round((8 + ((n * 37) % 55) + vi * 3.5) * 100) / 100;
      const at = new Date(now - ((n * 7919) % (30 * 24 * 60)) * 60_000).toISOString();
      const doc = {
        venue, code: `A${String(1000 + n)}`, status: STATUSES[n % STATUSES.length], type: TYPES[n % TYPES.length],
        total, net: Math.round((total / 1.19) * 100) / 100, table: String((n % 6) + 1),
      };
      rows.push({ _id: newId(), venue, customer_group: null, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) });
    }
  }
  const groups = await services.db.kysely.selectFrom('venue').select(['_id', 'customer_group']).where('_id', 'in', [...venueIds]).execute();
  const groupOf = new Map(groups.map((g) => [g._id, g.customer_group]));
  for (const r of rows) r.customer_group = groupOf.get(r.venue) ?? null;
  for (let i = 0; i < rows.length; i += 200) await services.db.kysely.insertInto('order').values(rows.slice(i, i + 200)).execute();
}
