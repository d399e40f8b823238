import { sql } from 'kysely';
import type { Db } from '../../db/createDb';
import { figuresByVenue } from '../../reporting/salesFigures';
import type { InvoicePeriod } from './invoicePeriod';

/** Order statuses that are revenue (spec §4: done and validated); the others are not billed. */
export { REVENUE_STATUSES } from '../../reporting/salesDailySql';
import { REVENUE_STATUSES } from '../../reporting/salesDailySql';

/** The sums of a venue's revenue orders in a period, in minor units. */
export interface InvoiceFigures {
  orders: number;
  /** what guests paid, tips included */
  gross: number;
  net: number;
  tips: number;
  /** gross without tips: what provision is a share of */
  revenue: number;
}

/** An integer of a sum as either database answers it (PostgreSQL sums bigints as numeric text). */
const int = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** A minor-unit field of the order document as an integer expression on this database. */
export function orderInt(db: Db, field: 'total' | 'net' | 'tip', alias = ''): ReturnType<typeof sql.raw> {
  const doc = alias ? `${alias}."doc"` : '"doc"';
  return sql.raw(db.dialect === 'sqlite' ? `json_extract(${doc}, '$.${field}')` : `((${doc}->>'${field}')::bigint)`);
}

export function orderText(db: Db, field: string, alias = ''): ReturnType<typeof sql.raw> {
  const doc = alias ? `${alias}."doc"` : '"doc"';
  return sql.raw(db.dialect === 'sqlite' ? `json_extract(${doc}, '$.${field}')` : `(${doc}->>'${field}')`);
}

/** The revenue orders of the venues in the period (the WHERE both aggregations share). */
export function revenueOrders(db: Db, venues: readonly string[], period: InvoicePeriod, alias = 'o') {
  return sql`${sql.ref(`${alias}.venue`)} in (${sql.join(venues)}) and ${sql.ref(`${alias}.deleted_at`)} is null
    and ${sql.ref(`${alias}.created_at`)} >= ${period.from} and ${sql.ref(`${alias}.created_at`)} < ${period.to}
    and ${orderText(db, 'status', alias)} in (${sql.join(REVENUE_STATUSES)})`;
}

/**
 * Count and sums per venue of the period's local days, from the one definition of the sales
 * figures (salesFigures.ts, read from the daily roll-up): the invoice, the billing summaries and
 * reports bill exactly what the dashboard and the sales screens show. Each venue's days are its
 * own time zone's.
 */
export async function invoiceFigures(db: Db, venues: readonly string[], period: InvoicePeriod): Promise<Map<string, InvoiceFigures>> {
  const out = new Map<string, InvoiceFigures>();
  if (!venues.length) return out;
  const figures = await figuresByVenue(db, venues, period.days);
  for (const v of venues) {
    const f = figures.get(v);
    out.set(v, f ? { orders: f.orderCount, gross: f.revenue, net: f.netRevenue, tips: f.tips, revenue: f.revenue - f.tips } : { orders: 0, gross: 0, net: 0, tips: 0, revenue: 0 });
  }
  return out;
}

export interface ArticleLine {
  article: string;
  name: string;
  quantity: number;
  total: number;
}

/** Quantity and sum per article of the venue's revenue orders (optionally of one order type), by the database. */
export async function invoiceArticles(db: Db, venue: string, period: InvoicePeriod, type?: string): Promise<ArticleLine[]> {
  const typeFilter = type ? sql`and ${orderText(db, 'type', 'o')} = ${type}` : sql``;
  const q = db.dialect === 'sqlite'
    ? sql<{ article: string; name: string; quantity: unknown; total: unknown }>`
      select json_extract(i.value, '$.article') as article, max(json_extract(i.value, '$.name')) as name,
        sum(json_extract(i.value, '$.quantity')) as quantity, sum(json_extract(i.value, '$.quantity') * json_extract(i.value, '$.unitPrice')) as total
      from "order" o, json_each(o."doc", '$.items') i
      where ${revenueOrders(db, [venue], period)} ${typeFilter}
      group by json_extract(i.value, '$.article') order by total desc, article limit 5000`
    : sql<{ article: string; name: string; quantity: unknown; total: unknown }>`
      select i.v->>'article' as article, max(i.v->>'name') as name,
        sum((i.v->>'quantity')::bigint) as quantity, sum((i.v->>'quantity')::bigint * (i.v->>'unitPrice')::bigint) as total
      from "order" o cross join lateral jsonb_array_elements(case when jsonb_typeof(o."doc"->'items') = 'array' then o."doc"->'items' else '[]'::jsonb end) as i(v)
      where ${revenueOrders(db, [venue], period)} ${typeFilter}
      group by i.v->>'article' order by total desc, article limit 5000`;
  const rows = await q.execute(db.kysely);
  return rows.rows.map((r) => ({ article: String(r.article ?? ''), name: String(r.name ?? ''), quantity: int(r.quantity), total: int(r.total) }));
}
