import { sql, type RawBuilder } from 'kysely';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { writeCsv } from '../../io/writeCsv';
import type { Cell } from '../../io/cellValue';
import type { Services } from '../../services';

/** Longest period one file covers: a year and a day (a leap year's 1 Jan to 1 Jan included). */
export const ACTIVITY_LOG_MAX_DAYS = 367;
/** Rows read per query: the file is written page by page, never the whole log in memory. */
const PAGE = 500;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const HEADER = ['date', 'actorName', 'actor', 'action', 'resource', 'subject', 'title', 'venue', 'customerGroup', 'changes'];

export interface ActivityLogPeriod { from: string; to: string }

/**
 * The period of an activity log export: days `from` and `to` (YYYY-MM-DD, both included, UTC),
 * both required, in order, at most ACTIVITY_LOG_MAX_DAYS long. Bounds are UTC instants as the
 * audit `created_at` is stored.
 */
export function activityLogPeriod(query: Record<string, unknown>): ActivityLogPeriod {
  const from = String(query.from ?? '');
  const to = String(query.to ?? '');
  if (!DAY.test(from) || !DAY.test(to)) throw new AppError('INVALID_QUERY', { detail: 'from and to are both required as days YYYY-MM-DD' });
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`) + 86_400_000;
  if (Number.isNaN(start) || Number.isNaN(end)) throw new AppError('INVALID_QUERY', { detail: 'from and to must be calendar days' });
  if (end <= start) throw new AppError('INVALID_QUERY', { detail: 'to must not be before from' });
  if (end - start > ACTIVITY_LOG_MAX_DAYS * 86_400_000) throw new AppError('INVALID_QUERY', { detail: `the period may span at most ${ACTIVITY_LOG_MAX_DAYS} days` });
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

const text = (v: unknown): Cell => (v === undefined || v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));

interface AuditRow { _id: string; created_at: string; doc: unknown }

/** The audit entries of the period, oldest first, read by keyset pages (created_at, _id). */
async function* rows(services: Services, period: ActivityLogPeriod): AsyncGenerator<readonly Cell[]> {
  yield HEADER;
  const table = services.registry.get('audit')!.table;
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: RawBuilder<unknown> = after ? sql`and ("created_at" > ${after.at} or ("created_at" = ${after.at} and "_id" > ${after.id}))` : sql``;
    const page: { rows: AuditRow[] } = await sql<AuditRow>`
      select "_id", "created_at", "doc" from ${sql.table(table)}
      where "created_at" >= ${period.from} and "created_at" < ${period.to} and "deleted_at" is null ${cursor}
      order by "created_at", "_id" limit ${PAGE}`.execute(services.db.kysely);
    for (const r of page.rows) {
      const d = (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc) as Record<string, unknown>;
      yield [text(d.date ?? r.created_at), text(d.actorName), text(d.actor), text(d.action), text(d.resource), text(d.subject), text(d.title), text(d.venue), text(d.customerGroup), text(d.changes)];
    }
    if (page.rows.length < PAGE) return;
    const last: AuditRow = page.rows[page.rows.length - 1];
    after = { at: String(last.created_at), id: last._id };
  }
}

/**
 * The activity log (every audit entry) of a period as CSV (writeCsv: formulas neutralised),
 * streamed. Only admins export it, so it is not narrowed to a tenant: it is the whole platform's.
 */
export function activityLogCsv(services: Services, period: ActivityLogPeriod): { filename: string; contentType: string; stream: Readable } {
  const day = (iso: string) => iso.slice(0, 10);
  const lastDay = new Date(Date.parse(period.to) - 86_400_000).toISOString();
  return { filename: `activity-log-${day(period.from)}_${day(lastDay)}.csv`, contentType: 'text/csv; charset=utf-8', stream: writeCsv(rows(services, period)) };
}
