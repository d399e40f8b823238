import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/createDb';
import { bucketsOf, bucketOf, type SalesGroupBy, type SalesPeriod } from './salesPeriod';

export { REVENUE_STATUSES } from './salesDailySql';

/**
 * The one definition of the sales figures (dashboard, sales, statistics, analytics, reporting):
 * all integer minor units, read from the daily roll-up (salesDailySql.ts says what it counts).
 * - revenue: gross `total` of the counted orders (tips included)
 * - netRevenue: their `net`; tax = revenue − netRevenue
 * - tips: their `tip`
 * - refunds: booked refunds on their own local day (not subtracted from revenue: a refund of last
 *   month's order lowers this period, never rewrites a closed one); refundCount how many
 * - orderCount; averageBasket = revenue / orderCount, rounded half up (0 without orders)
 */
export interface Figures {
  revenue: number; netRevenue: number; tax: number; tips: number; refunds: number; refundCount: number; orderCount: number; averageBasket: number;
}

interface Sums { orders: number; revenue: number; net: number; tips: number; refunds: number; refund_count: number }
const ZERO: Sums = { orders: 0, revenue: 0, net: 0, tips: 0, refunds: 0, refund_count: 0 };

function add(a: Sums, b: Sums): Sums {
  return { orders: a.orders + b.orders, revenue: a.revenue + b.revenue, net: a.net + b.net, tips: a.tips + b.tips, refunds: a.refunds + b.refunds, refund_count: a.refund_count + b.refund_count };
}

export function figuresOf(s: Sums): Figures {
  return {
    revenue: s.revenue, netRevenue: s.net, tax: s.revenue - s.net, tips: s.tips, refunds: s.refunds, refundCount: s.refund_count,
    orderCount: s.orders, averageBasket: s.orders ? Math.round(s.revenue / s.orders) : 0,
  };
}

/** The figures of several venues (or periods) together. */
export function sumFigures(list: readonly Figures[]): Figures {
  return figuresOf(list.reduce<Sums>((a, f) => add(a, { orders: f.orderCount, revenue: f.revenue, net: f.netRevenue, tips: f.tips, refunds: f.refunds, refund_count: f.refundCount }), ZERO));
}

/** Which venues: every one (an admin without a filter) or these ids. */
export type VenueSet = readonly string[] | 'all';

const SUMS = sql.raw('sum("orders") as orders, sum("revenue") as revenue, sum("net") as net, sum("tips") as tips, sum("refunds") as refunds, sum("refund_count") as refund_count');
const toSums = (r: Record<string, unknown>): Sums => ({
  orders: Number(r.orders ?? 0), revenue: Number(r.revenue ?? 0), net: Number(r.net ?? 0), tips: Number(r.tips ?? 0), refunds: Number(r.refunds ?? 0), refund_count: Number(r.refund_count ?? 0),
});

function where(venues: VenueSet, from?: string, to?: string): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (venues !== 'all') parts.push(venues.length ? sql`"venue" in (${sql.join(venues)})` : sql`1 = 0`);
  if (from) parts.push(sql`"day" >= ${from}`);
  if (to) parts.push(sql`"day" <= ${to}`);
  return sql.join(parts, sql` and `);
}

interface DayRow extends Sums { day: string; method: string; type: string }

/** The roll-up's sums per local day, payment method and order type. */
async function dayRows(db: Db, venues: VenueSet, from: string, to: string): Promise<DayRow[]> {
  const res = await sql<Record<string, unknown>>`select "day", "method", "type", ${SUMS} from "sales_daily"
    where ${where(venues, from, to)} group by "day", "method", "type"`.execute(db.kysely);
  return res.rows.map((r) => ({ day: String(r.day), method: String(r.method), type: String(r.type), ...toSums(r) }));
}

/** Figures per venue (all time without a period): the overview's and the per-venue tables' rows. */
export async function figuresByVenue(db: Db, venues: VenueSet, period: Pick<SalesPeriod, 'from' | 'to'> | null): Promise<Map<string, Figures>> {
  const res = await sql<Record<string, unknown>>`select "venue", ${SUMS} from "sales_daily"
    where ${where(venues, period?.from, period?.to)} group by "venue"`.execute(db.kysely);
  return new Map(res.rows.map((r) => [String(r.venue), figuresOf(toSums(r))]));
}

export interface BucketFigures extends Figures { bucket: string; from: string; to: string }
export interface SplitFigures extends Figures { previous: Figures }

export interface SalesReport {
  totals: Figures;
  previousTotals: Figures;
  /** every bucket of the period in order (empty ones at zero), each with the previous period's bucket of the same index */
  buckets: (BucketFigures & { previous: BucketFigures | null })[];
  byPaymentMethod: (SplitFigures & { method: string })[];
  byOrderType: (SplitFigures & { type: string })[];
  /** Monday (0) to Sunday (6) of the period */
  byWeekday: (Figures & { weekday: number })[];
}

function sumBy<R extends Sums>(rows: readonly R[], key: (r: R) => string): Map<string, Sums> {
  const out = new Map<string, Sums>();
  for (const r of rows) {
    const k = key(r);
    out.set(k, add(out.get(k) ?? ZERO, r));
  }
  return out;
}

function split(now: Map<string, Sums>, before: Map<string, Sums>): { key: string; figures: SplitFigures }[] {
  const keys = [...new Set([...now.keys(), ...before.keys()])].sort();
  return keys.map((key) => ({ key, figures: { ...figuresOf(now.get(key) ?? ZERO), previous: figuresOf(before.get(key) ?? ZERO) } }))
    .sort((a, b) => b.figures.revenue - a.figures.revenue || a.key.localeCompare(b.key));
}

/** The sales report of a period and the one before it, over the venues asked for. */
export async function salesReport(db: Db, venues: VenueSet, period: SalesPeriod, groupBy: SalesGroupBy): Promise<SalesReport> {
  const rows = await dayRows(db, venues, period.previousFrom, period.to);
  const cur = rows.filter((r) => r.day >= period.from);
  const prev = rows.filter((r) => r.day < period.from);
  const bucketSums = (list: DayRow[], from: string, to: string) => {
    const sums = sumBy(list, (r) => bucketOf(r.day, groupBy));
    return bucketsOf(from, to, groupBy).map((b) => ({ ...b, ...figuresOf(sums.get(b.bucket) ?? ZERO) }));
  };
  const before = bucketSums(prev, period.previousFrom, period.previousTo);
  const weekdays = sumBy(cur, (r) => String((new Date(`${r.day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return {
    totals: figuresOf(sumBy(cur, () => '').get('') ?? ZERO),
    previousTotals: figuresOf(sumBy(prev, () => '').get('') ?? ZERO),
    buckets: bucketSums(cur, period.from, period.to).map((b, i) => ({ ...b, previous: before[i] ?? null })),
    byPaymentMethod: split(sumBy(cur, (r) => r.method), sumBy(prev, (r) => r.method)).map((s) => ({ method: s.key, ...s.figures })),
    byOrderType: split(sumBy(cur, (r) => r.type), sumBy(prev, (r) => r.type)).map((s) => ({ type: s.key, ...s.figures })),
    byWeekday: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...figuresOf(weekdays.get(String(weekday)) ?? ZERO) })),
  };
}

/** Figures per local day and payment method of a period, in day then method order (the DATEV booking batch's lines). */
export async function figuresByDayAndMethod(db: Db, venues: VenueSet, period: Pick<SalesPeriod, 'from' | 'to'>): Promise<(Figures & { day: string; method: string })[]> {
  const rows = await dayRows(db, venues, period.from, period.to);
  const sums = sumBy(rows, (r) => `${r.day}\u0001${r.method}`);
  return [...sums.keys()].sort().map((k) => {
    const [day, method] = k.split('\u0001');
    return { day, method, ...figuresOf(sums.get(k)!) };
  });
}

/** Figures per local day of a period over the venues asked for (the tip report's day rows). */
export async function figuresByDay(db: Db, venues: VenueSet, period: Pick<SalesPeriod, 'from' | 'to'>): Promise<Map<string, Figures>> {
  const sums = sumBy(await dayRows(db, venues, period.from, period.to), (r) => r.day);
  return new Map([...sums].map(([day, s]) => [day, figuresOf(s)]));
}
