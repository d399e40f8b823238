import { sql } from 'kysely';
import type { Entity } from '../../../core/registry';
import { allows, type Principal } from '../../access/principal';
import { parseListQuery, type ListQuery } from '../../crud/parseListQuery';
import { parseDoc } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { provisionAmount } from './provisionAmount';
import { checkMonthFilter } from './provisionMonth';
import { revenueByMonth } from './revenueByMonth';
import { zoneOf } from '../../../core/venueTime';

/** One venue's month as the list answers it; `_id` is null while nobody has claimed the month. */
export interface ProvisionMonth {
  _id: string | null;
  venue: string;
  venueName: string;
  month: string;
  status: string;
  currency: string;
  revenue: number;
  provision: number;
  orderCount: number;
  claimedAt?: string;
  claimedBy?: string;
  confirmedAt?: string;
}

export interface MonthFilters {
  venues?: string[];
  months?: string[];
  from?: string;
  to?: string;
  statuses?: string[];
}

const FILTERS = new Set(['venue', 'month', 'status']);

/** The list's query (page, limit, venue[], month[], month[gte|lte], status[]); anything else is a 400. */
export function parseProvisionQuery(entity: Entity, query: Record<string, unknown>): { q: ListQuery; filters: MonthFilters } {
  const { sort, direction, ...rest } = query;
  void sort; void direction;
  const q = parseListQuery(entity, rest);
  for (const key of [...Object.keys(q.filters), ...Object.keys(q.ranges)]) {
    if (!FILTERS.has(key) || (key !== 'month' && q.ranges[key])) throw new AppError('INVALID_QUERY', { detail: `"${key}" is not a filter of provision` });
  }
  if (q.q) throw new AppError('INVALID_QUERY', { detail: 'provision has no free-text search' });
  const months = q.filters.month?.map(checkMonthFilter);
  const from = q.ranges.month?.gte === undefined ? undefined : checkMonthFilter(q.ranges.month.gte);
  const to = q.ranges.month?.lte === undefined ? undefined : checkMonthFilter(q.ranges.month.lte);
  return { q, filters: { venues: q.filters.venue?.map(String), months, from, to, statuses: q.filters.status?.map(String) } };
}

/** What the list needs of a venue; `timezone` is a zone the runtime knows (its months are local). */
interface VenueInfo { name: string; currency: string; rate: unknown; fixed: unknown; timezone: string }

/** The live venues the caller may see, narrowed to the filter's. */
async function venuesInScope(services: Services, p: Principal, only?: string[]): Promise<Map<string, VenueInfo>> {
  const ids = only ? only.filter((v) => allows(p.venueIds, v)) : p.venueIds === 'all' ? null : [...p.venueIds];
  const out = new Map<string, VenueInfo>();
  if (ids && !ids.length) return out;
  let query = services.db.kysely.selectFrom('venue').select(['_id', 'doc']).where('deleted_at', 'is', null);
  if (ids) query = query.where('_id', 'in', ids);
  for (const row of await query.execute()) {
    const d = parseDoc(row.doc);
    out.set(row._id, { name: String(d.name ?? ''), currency: String(d.currency ?? 'euro'), rate: d.provisionRate, fixed: d.provisionFixedRate, timezone: zoneOf(d.timezone) });
  }
  return out;
}

/**
 * Every month of the venues in scope that has revenue or a stored claim, filtered, newest first.
 * Unclaimed months carry live amounts from the orders; claimed ones (waiting, success) the amounts
 * stored when they were claimed.
 */
export async function provisionMonths(services: Services, entity: Entity, p: Principal, f: MonthFilters): Promise<ProvisionMonth[]> {
  const venues = await venuesInScope(services, p, f.venues);
  const ids = [...venues.keys()];
  if (!ids.length) return [];
  const live = await revenueByMonth(services, venues, f);
  const stored = new Map<string, { _id: string; doc: Record<string, any> }>();
  const ranges: ListQuery['ranges'] = {};
  if (f.from || f.to) ranges.month = { ...(f.from ? { gte: f.from } : {}), ...(f.to ? { lte: f.to } : {}) };
  const where = services.items.whereOf(entity, p, { filters: { venue: ids, ...(f.months?.length ? { month: f.months } : {}) }, ranges });
  const rows = await sql<{ _id: string; doc: unknown }>`select "_id", "doc" from ${sql.table(entity.table)} where ${where}`.execute(services.db.kysely);
  for (const r of rows.rows) {
    const doc = parseDoc(r.doc as string);
    stored.set(`${doc.venue}|${doc.month}`, { _id: r._id, doc });
  }
  const out: ProvisionMonth[] = [];
  for (const key of new Set([...live.keys(), ...stored.keys()])) {
    const [venue, month] = key.split('|');
    const v = venues.get(venue);
    if (!v) continue;
    const row = stored.get(key);
    const status = row?.doc.status ?? 'notClaimed';
    const claimed = row && status !== 'notClaimed';
    const amounts = claimed
      ? { revenue: row.doc.revenue ?? 0, orderCount: row.doc.orderCount ?? 0, provision: row.doc.provision ?? 0, currency: row.doc.currency ?? v.currency }
      : liveAmounts(v, live.get(key));
    out.push({
      _id: row?._id ?? null, venue, venueName: v.name, month, status, ...amounts,
      ...(row?.doc.claimedAt ? { claimedAt: row.doc.claimedAt, claimedBy: row.doc.claimedBy } : {}),
      ...(row?.doc.confirmedAt ? { confirmedAt: row.doc.confirmedAt } : {}),
    });
  }
  const statuses = f.statuses;
  return out
    .filter((m) => !statuses?.length || statuses.includes(m.status))
    .sort((a, b) => b.month.localeCompare(a.month) || a.venueName.localeCompare(b.venueName) || a.venue.localeCompare(b.venue));
}

function liveAmounts(v: VenueInfo, agg?: { revenue: number; orderCount: number }) {
  const revenue = agg?.revenue ?? 0;
  const orderCount = agg?.orderCount ?? 0;
  return { revenue, orderCount, provision: provisionAmount(revenue, orderCount, v.rate, v.fixed), currency: v.currency };
}

/** The live amounts of one venue's month (what a claim stores). */
export async function liveMonth(services: Services, p: Principal, venue: string, month: string) {
  const venues = await venuesInScope(services, p, [venue]);
  const v = venues.get(venue);
  if (!v) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const live = await revenueByMonth(services, venues, { months: [month] });
  return liveAmounts(v, live.get(`${venue}|${month}`));
}
