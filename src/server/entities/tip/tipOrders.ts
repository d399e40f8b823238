import { sql } from 'kysely';
import { dayInZone, zoneOf } from '../../../core/venueTime';
import { allows, type Principal } from '../../access/principal';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { REVENUE_STATUSES } from '../../reporting/salesFigures';

/** Orders read per query: a year of a busy venue is streamed batch by batch. */
const READ_BATCH = 2000;
/** Longest period of one report or export. */
const MAX_DAYS = 366;
/** Orders whose money was taken: the revenue statuses of the one sales definition (salesFigures.ts). */
const PAID = new Set<string>(REVENUE_STATUSES);
export const TIP_TYPES = ['absolute', 'relative', 'any'] as const;
export type TipType = (typeof TIP_TYPES)[number];

export interface TipScope {
  venue: string;
  name: string;
  from: string;
  to: string;
  timezone: string;
  currency: string;
  tipEnabled: boolean;
  /** the venue's tip setting (defaultTips.type), `any` when it has none */
  tipType: TipType;
  /** false when `?type=` names another tip type than the venue's: nothing is counted */
  matches: boolean;
}

export interface TipOrder {
  code: string;
  at: string;
  /** local date YYYY-MM-DD in the venue's zone */
  day: string;
  table: string;
  method: string;
  tip: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(text: string, name: string): number {
  const m = DATE.exec(text);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) throw new AppError('INVALID_QUERY', { detail: `${name} must be a date YYYY-MM-DD` });
  return ms;
}

/**
 * Checks the three path parameters: the venue must be in the caller's scope (404 otherwise, as
 * for any record of another tenant), the dates real, `from` ≤ `to`, at most a year apart.
 */
export async function tipScope(services: Services, p: Principal, venue: string, from: string, to: string, type: unknown): Promise<TipScope> {
  if (type !== undefined && !TIP_TYPES.includes(type as TipType)) throw new AppError('INVALID_QUERY', { detail: 'type must be absolute, relative or any' });
  const a = parseDay(from, 'from');
  const b = parseDay(to, 'to');
  if (b < a) throw new AppError('INVALID_QUERY', { detail: 'from must not be after to' });
  if ((b - a) / 86_400_000 >= MAX_DAYS) throw new AppError('INVALID_QUERY', { detail: `the period is at most ${MAX_DAYS} days` });
  if (!allows(p.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const row = await services.db.kysely.selectFrom('venue').select(['doc']).where('_id', '=', venue).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
  const tipType: TipType = TIP_TYPES.includes(doc.defaultTips?.type) ? doc.defaultTips.type : 'any';
  const wanted = (type ?? 'any') as TipType;
  return {
    venue, name: String(doc.name ?? venue), from, to, timezone: zoneOf(doc.timezone), currency: String(doc.currency ?? 'euro'),
    tipEnabled: doc.tipEnabled === true, tipType, matches: wanted === 'any' || wanted === tipType,
  };
}

/**
 * The venue's paid orders whose local date lies in [from, to], oldest first, read in keyset
 * batches. The UTC window is widened by a day on each side and each order's local date decides,
 * so any zone offset (and its daylight-saving change) is honoured.
 */
export async function* tipOrders(services: Services, s: TipScope): AsyncGenerator<TipOrder> {
  if (!s.matches) return;
  const lo = new Date(Date.parse(`${s.from}T00:00:00Z`) - 86_400_000).toISOString();
  const hi = new Date(Date.parse(`${s.to}T00:00:00Z`) + 2 * 86_400_000).toISOString();
  let after: [string, string] = [lo, ''];
  for (;;) {
    const res = await sql<{ _id: string; created_at: string; doc: any }>`select "_id", "created_at", "doc" from "order"
      where "venue" = ${s.venue} and "deleted_at" is null and "created_at" < ${hi} and ("created_at", "_id") > (${after[0]}, ${after[1]})
      order by "created_at", "_id" limit ${READ_BATCH}`.execute(services.db.kysely);
    for (const r of res.rows) {
      const doc = typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc;
      if (!PAID.has(doc.status)) continue;
      const at = new Date(r.created_at).toISOString();
      const day = dayInZone(at, s.timezone);
      if (day < s.from || day > s.to) continue;
      yield { code: String(doc.code ?? ''), at, day, table: String(doc.table ?? ''), method: String(doc.paymentMethod ?? ''), tip: Number.isSafeInteger(doc.tip) ? doc.tip : 0 };
    }
    if (res.rows.length < READ_BATCH) return;
    const last = res.rows[res.rows.length - 1];
    after = [last.created_at, last._id];
  }
}
