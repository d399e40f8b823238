import { sql, type RawBuilder } from 'kysely';
import { parseDoc, type Doc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import type { Services } from '../services';

/** How a scheduler finds and leases its due work in one entity's table. */
export interface DueWork {
  entity: string;
  /**
   * the rows due at `at` (an ISO instant), written with `f` (a field's SQL expression) and `yes`
   * (true as the database stores a boolean field); deleted rows never are
   */
  due: (f: (field: string) => RawBuilder<unknown>, at: string, yes: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** the field whose smallest value waited longest (picked first) */
  orderBy: string;
  /** the field set to the lease's end on the claimed row, so no other claim's `due` matches it until then */
  lease: string;
  /** how long a claim holds: a process that dies lets it run out and another takes the row */
  leaseMs: number;
  /** a pass handles at most this many rows, so one pass never holds the loop for long */
  perPass: number;
}

/**
 * One statement picks the due row that waited longest and leases it: PostgreSQL skips rows
 * another process's claim has locked and re-checks the condition on the row it updates; SQLite
 * runs it under its one writer lock. So each due row is claimed once whatever number of server
 * processes share the database (automated reports, end-of-day mails).
 */
export async function claimDue(services: Services, work: DueWork, now: Date, until: Date): Promise<{ _id: string; doc: Doc } | null> {
  const { db } = services;
  const entity = services.registry.get(work.entity)!;
  const f = (name: string) => sql.raw(fieldExprSql(entity, name, db.dialect));
  const at = now.toISOString();
  const lease = until.toISOString();
  const due = sql`"deleted_at" is null and ${work.due(f, at, sql.raw(db.dialect === 'postgres' ? 'true' : '1'))}`;
  const pick = sql`select "_id" from ${sql.table(entity.table)} where ${due} order by ${f(work.orderBy)} limit 1`;
  const res = db.dialect === 'postgres'
    ? await sql<{ _id: string; doc: unknown }>`update ${sql.table(entity.table)} set "doc" = "doc" || jsonb_build_object(${work.lease}::text, ${lease}::text)
        where "_id" = (${pick} for update skip locked) and ${due} returning "_id", "doc"`.execute(db.kysely)
    : await sql<{ _id: string; doc: unknown }>`update ${sql.table(entity.table)} set "doc" = json_set("doc", ${`$.${work.lease}`}, ${lease})
        where "_id" = (${pick}) returning "_id", "doc"`.execute(db.kysely);
  const row = res.rows[0];
  return row ? { _id: row._id, doc: parseDoc(row.doc) } : null;
}

/**
 * Claims the rows due at `now` one by one (at most work.perPass) and hands each to `handle`,
 * which records its outcome (and catches its own failures); answers how many were handled.
 */
export async function forEachDue(services: Services, work: DueWork, now: Date, handle: (row: { _id: string; doc: Doc }) => Promise<void>): Promise<number> {
  let ran = 0;
  for (; ran < work.perPass; ran++) {
    const claimed = await claimDue(services, work, now, new Date(now.getTime() + work.leaseMs));
    if (!claimed) break;
    await handle(claimed);
  }
  return ran;
}
