import { sql, type Kysely } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import { dayInZone, zoneOf } from '../../core/venueTime';
import type { Db, Dialect } from '../db/createDb';
import { fromScratchRows, rebuildStatements, SALES_COLUMNS, SALES_DAILY_VERSION, salesDailyStatements } from './salesDailySql';

export interface SalesDailyRow {
  venue: string; day: string; method: string; type: string;
  orders: number; revenue: number; net: number; tips: number; refunds: number; refund_count: number;
}

/**
 * SQLite's local-day function for the roll-up's triggers (PostgreSQL has its own in SQL): the
 * venue's day as the rest of the server computes it (venueTime). Every connection that writes
 * orders, payments or venues needs it, so the database module registers it on opening.
 */
export function registerSalesFunctions(raw: SqliteDatabase.Database): void {
  raw.function('bo_local_day', { deterministic: true }, (at: unknown, zone: unknown) => dayInZone(at, zoneOf(zone)));
}

/** Creates the roll-up and its triggers; fills it from the orders when its definition is new to this database. */
export async function syncSalesDaily(trx: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const s of salesDailyStatements(dialect)) await sql.raw(s).execute(trx);
  const key = 'sales_daily_version';
  const stored = await sql<{ value: string }>`select "value" from "settings" where "key" = ${key}`.execute(trx);
  if (stored.rows[0]?.value === SALES_DAILY_VERSION) return;
  await rebuildSalesDaily(trx, dialect);
  await sql`delete from "settings" where "key" = ${key}`.execute(trx);
  await sql`insert into "settings" ("key", "value") values (${key}, ${SALES_DAILY_VERSION})`.execute(trx);
}

/** Computes the whole roll-up again from the orders and payments (boot after a change; tests prove the triggers equal it). */
export async function rebuildSalesDaily(k: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const s of rebuildStatements(dialect)) await sql.raw(s).execute(k);
}

const num = (r: Record<string, unknown>): SalesDailyRow => ({
  venue: String(r.venue), day: String(r.day), method: String(r.method), type: String(r.type),
  ...Object.fromEntries(SALES_COLUMNS.map((c) => [c, Number(r[c])])),
}) as SalesDailyRow;
const byKey = (a: SalesDailyRow, b: SalesDailyRow) => `${a.venue}|${a.day}|${a.method}|${a.type}`.localeCompare(`${b.venue}|${b.day}|${b.method}|${b.type}`);
const nonZero = (r: SalesDailyRow) => SALES_COLUMNS.some((c) => r[c] !== 0);

/** The stored roll-up, rows left at zero by writes that were undone left out, in key order. */
export async function storedSalesDaily(db: Db): Promise<SalesDailyRow[]> {
  const rows = await sql<Record<string, unknown>>`select * from "sales_daily"`.execute(db.kysely);
  return rows.rows.map(num).filter(nonZero).sort(byKey);
}

/** The roll-up as a rebuild would write it, without writing it. */
export async function salesDailyFromScratch(db: Db): Promise<SalesDailyRow[]> {
  const cols = SALES_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ');
  const rows = await sql.raw<Record<string, unknown>>(`select venue, day, method, type, ${cols} from (${fromScratchRows(db.dialect)}) x group by venue, day, method, type`).execute(db.kysely);
  return rows.rows.map(num).filter(nonZero).sort(byKey);
}
