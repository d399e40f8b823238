import { sql, type RawBuilder } from 'kysely';
import type { Services } from '../../services';
import { monthPeriod } from '../transaction/invoicePeriod';

export interface MonthRevenue { revenue: number; orderCount: number }
export interface RevenueFilters { months?: string[]; from?: string; to?: string }

const DAY = 86_400_000;

/** YYYY-MM moved by `delta` months (plain arithmetic: Date.UTC would read years below 100 as 19xx). */
function shiftMonth(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The UTC start of a month moved by `days`, as ISO text (`created_at`'s form); null outside years
 * 0000–9999, where ISO text gets a sign and no longer sorts as the stored instants do (no bound then).
 */
function monthStart(month: string, days: number): string | null {
  const at = new Date(Date.parse(`${month}-01T00:00:00.000Z`) + days * DAY).toISOString();
  return /^\d{4}-/.test(at) ? at : null;
}

/**
 * Conditions on `created_at` that keep every order of the filtered local months: their UTC months
 * widened by a day on each side (no zone is a day off UTC). The labelled months are filtered
 * exactly afterwards.
 */
function createdRange(f: RevenueFilters): RawBuilder<unknown>[] {
  const after = (first: string) => {
    const lo = monthStart(first, -1);
    return lo ? [sql`o."created_at" >= ${lo}`] : [];
  };
  const before = (last: string) => {
    const hi = last < '9999-12' ? monthStart(shiftMonth(last, 1), 1) : null;
    return hi ? [sql`o."created_at" < ${hi}`] : [];
  };
  const out: RawBuilder<unknown>[] = [];
  if (f.months?.length) {
    const each = f.months.map((m) => [...after(m), ...before(m)]);
    if (each.every((c) => c.length)) out.push(sql`(${sql.join(each.map((c) => sql`(${sql.join(c, sql` and `)})`), sql` or `)})`);
  }
  if (f.from) out.push(...after(f.from));
  if (f.to) out.push(...before(f.to));
  return out;
}

/** Whether a venue's local month passes the month filters. */
function wanted(month: string, f: RevenueFilters): boolean {
  return (!f.months?.length || f.months.includes(month)) && (!f.from || month >= f.from) && (!f.to || month <= f.to);
}

/** The window between the UTC and the local start of a month, whose orders belong to `dst`, not to `src` (their UTC month). */
interface Edge { zone: string; lo: string; hi: string; src: string; dst: string }

/**
 * The edge of month `month` in `zone`: a zone ahead of UTC starts the month before UTC does (its
 * last UTC hours of the month before are local `month`), a zone behind after it (its first UTC
 * hours are the local month before); none when local midnight is UTC midnight.
 */
function edgeOf(month: string, zone: string): Edge | null {
  const utc = `${month}-01T00:00:00.000Z`;
  const local = monthPeriod(month, zone).from;
  if (local < utc) return { zone, lo: local, hi: utc, src: shiftMonth(month, -1), dst: month };
  if (local > utc) return { zone, lo: utc, hi: local, src: month, dst: shiftMonth(month, -1) };
  return null;
}

/**
 * Revenue (done and validated orders' totals without tips) and order count per venue and local
 * month (the venue's `timezone`, as the invoice bills it), keyed `venue|YYYY-MM`.
 *
 * The orders stay in SQL (a venue can have 100,000 orders a month): one aggregate per venue and
 * UTC month, then one over the edges only, the few hours between the UTC and the local start of
 * each month (`monthPeriod`, the invoice's period), whose orders move from one month to its
 * neighbour. The edges go in as a VALUES list per zone (not per venue, so the list stays short for
 * many venues), and only the orders inside them are read. Exact for any zone, half-hour offsets
 * and daylight-saving changes included; integer sums only.
 */
export async function revenueByMonth(services: Services, venues: Map<string, { timezone: string }>, f: RevenueFilters): Promise<Map<string, MonthRevenue>> {
  const out = new Map<string, MonthRevenue>();
  if (!venues.size) return out;
  const kysely = services.db.kysely;
  const pg = services.db.dialect === 'postgres';
  const status = pg ? sql`"doc"->>'status'` : sql`json_extract("doc", '$.status')`;
  // Integer sums on both databases: the totals are minor units, never floats.
  // Tips go to the staff, so provision is a share of the totals without them (as on the invoice).
  const total = pg
    ? sql`coalesce(("doc"->>'total')::bigint, 0) - coalesce(("doc"->>'tip')::bigint, 0)`
    : sql`coalesce(cast(json_extract("doc", '$.total') as integer), 0) - coalesce(cast(json_extract("doc", '$.tip') as integer), 0)`;
  const paid = sql`${status} in ('done', 'validated')`;
  const scope = [sql`o."deleted_at" is null`, ...createdRange(f)];
  const add = (venue: string, month: string, revenue: number, orderCount: number) => {
    const key = `${venue}|${month}`;
    const sum = out.get(key) ?? { revenue: 0, orderCount: 0 };
    out.set(key, { revenue: sum.revenue + revenue, orderCount: sum.orderCount + orderCount });
  };
  const utcMonth = sql`substr(o."created_at", 1, 7)`;
  const byUtc = await sql<{ venue: string; month: string; n: number | string; revenue: number | string }>`
    select o."venue" as "venue", ${utcMonth} as "month", count(*) as "n", sum(${total}) as "revenue" from "order" o
    where ${sql.join([sql`o."venue" in (${sql.join([...venues.keys()])})`, ...scope, paid], sql` and `)} group by o."venue", ${utcMonth}`.execute(kysely);
  // The edges at the start of each UTC month with orders and of the month after, per zone.
  const edges = new Map<string, Edge>();
  const withOrders = new Set<string>();
  for (const r of byUtc.rows) {
    add(r.venue, r.month, Number(r.revenue), Number(r.n));
    withOrders.add(r.venue);
    const zone = venues.get(r.venue)!.timezone;
    for (const month of [r.month, shiftMonth(r.month, 1)]) {
      const edge = edgeOf(month, zone);
      if (edge) edges.set(`${zone}|${month}`, edge);
    }
  }
  if (edges.size) {
    const zoneOf = [...withOrders].map((v) => sql`(${v}, ${venues.get(v)!.timezone})`);
    const edgeRows = [...edges.values()].map((e) => sql`(${e.zone}, ${e.lo}, ${e.hi}, ${e.src}, ${e.dst})`);
    // The order of the joins is written out (SQLite keeps a cross join's order), so the orders are
    // read last, by the (venue, created_at) index over each edge's few hours; the status is tested
    // in the sums, not in the where, so no index on the status is taken instead.
    const moved = await sql<{ venue: string; src: string; dst: string; n: number | string; revenue: number | string }>`
      with "vz"("venue", "zone") as (values ${sql.join(zoneOf)}),
        "edge"("zone", "lo", "hi", "src", "dst") as (values ${sql.join(edgeRows)})
      select o."venue" as "venue", e."src" as "src", e."dst" as "dst",
        count(case when ${paid} then 1 end) as "n", coalesce(sum(case when ${paid} then ${total} end), 0) as "revenue"
      from "vz" cross join "edge" e cross join "order" o
      where ${sql.join([sql`e."zone" = "vz"."zone"`, sql`o."venue" = "vz"."venue"`, sql`o."created_at" >= e."lo"`, sql`o."created_at" < e."hi"`, ...scope], sql` and `)}
      group by o."venue", e."src", e."dst"`.execute(kysely);
    for (const r of moved.rows) {
      add(r.venue, r.src, -Number(r.revenue), -Number(r.n));
      add(r.venue, r.dst, Number(r.revenue), Number(r.n));
    }
  }
  for (const [key, sum] of out) {
    if (!sum.orderCount || !wanted(key.slice(key.indexOf('|') + 1), f)) out.delete(key);
  }
  return out;
}
