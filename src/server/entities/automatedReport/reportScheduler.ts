import { sql } from 'kysely';
import { parseDoc, type Doc } from '../../crud/rowToRecord';
import { fieldExprSql } from '../../db/fieldExpr';
import type { Services } from '../../services';
import { nextRunAfter, type Frequency } from './reportPeriod';
import { runReport } from './runReport';

/** A claimed report is leased; a process that dies lets the lease run out and another runs it. */
const LEASE_MS = 10 * 60_000;
/** A failed run is tried again after 5 minutes, then 10, 20, … at most 6 hours later. */
const RETRY_MS = 5 * 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;
/** A pass runs at most this many reports, so one pass never holds the loop for long. */
const PER_PASS = 50;

export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * One statement picks the due report (active, next run reached, not leased by a live run) that
 * waited longest and leases it: PostgreSQL skips rows another process's claim has locked and
 * re-checks the condition on the row it updates; SQLite runs it under its one writer lock. So
 * each report runs once per due time whatever number of server processes share the database.
 */
async function claim(services: Services, now: Date): Promise<{ _id: string; doc: Doc } | null> {
  const { db } = services;
  const entity = services.registry.get('automatedReport')!;
  const f = (name: string) => sql.raw(fieldExprSql(entity, name, db.dialect));
  const at = now.toISOString();
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const due = sql`"deleted_at" is null and ${f('active')} = ${db.dialect === 'postgres' ? true : 1} and ${f('nextRun')} <= ${at}
    and (${f('lockedUntil')} is null or ${f('lockedUntil')} < ${at})`;
  const pick = sql`select "_id" from ${sql.table(entity.table)} where ${due} order by ${f('nextRun')} limit 1`;
  const res = db.dialect === 'postgres'
    ? await sql<{ _id: string; doc: unknown }>`update ${sql.table(entity.table)} set "doc" = "doc" || jsonb_build_object('lockedUntil', ${lease}::text)
        where "_id" = (${pick} for update skip locked) and ${due} returning "_id", "doc"`.execute(db.kysely)
    : await sql<{ _id: string; doc: unknown }>`update ${sql.table(entity.table)} set "doc" = json_set("doc", '$.lockedUntil', ${lease})
        where "_id" = (${pick}) returning "_id", "doc"`.execute(db.kysely);
  const row = res.rows[0];
  return row ? { _id: row._id, doc: parseDoc(row.doc) } : null;
}

/**
 * The scheduler's own fields, merged into the row in one statement (a null removes the field):
 * the scheduler is no actor to audit. One statement, not a read then a write: on SQLite a read
 * transaction that then writes fails at once ("database is locked") when another process wrote
 * in between, and the mailed report would be recorded as failed and mailed again.
 */
export async function writeRunState(services: Services, id: string, patch: Doc): Promise<void> {
  const { db } = services;
  const table = sql.table(services.registry.get('automatedReport')!.table);
  const removed = Object.keys(patch).filter((k) => patch[k] === null);
  const set = JSON.stringify(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null)));
  await (db.dialect === 'postgres'
    ? sql`update ${table} set "doc" = ("doc" || ${set}::jsonb) - ${removed}::text[] where "_id" = ${id}`
    : sql`update ${table} set "doc" = json_patch("doc", ${JSON.stringify(patch)}) where "_id" = ${id}`
  ).execute(db.kysely);
}

/**
 * Runs every report due at `now`, each in its own try: a report that fails is recorded (error,
 * failures in a row) and tried again after retryDelay, and never stops the others. A run that
 * finds its period already mailed (a manual run, a process that died after mailing) only moves
 * on. After downtime a report runs once, for the last complete period, not once per missed one.
 */
export async function runDueReports(services: Services, now = new Date()): Promise<number> {
  let ran = 0;
  for (; ran < PER_PASS; ran++) {
    const claimed = await claim(services, now);
    if (!claimed) break;
    const report: Doc = { ...claimed.doc, _id: claimed._id };
    try {
      const { period, zone } = await runReport(services, report, now, { unlessMailed: true });
      const lastExecuted = report.lastExecuted && report.lastExecuted > period.to ? report.lastExecuted : period.to;
      await writeRunState(services, claimed._id, { lastExecuted, nextRun: nextRunAfter(report.frequency as Frequency, now, zone), failures: 0, lastError: null, lockedUntil: null });
    } catch (err) {
      const failures = Number(report.failures ?? 0) + 1;
      const message = err instanceof Error ? err.message : String(err);
      await writeRunState(services, claimed._id, { failures, lastError: message.slice(0, 1000), nextRun: new Date(now.getTime() + retryDelay(failures)).toISOString(), lockedUntil: null });
    }
  }
  return ran;
}

/** Runs due reports every minute in the background of a server process (not in tests: jobs 'manual'). */
export function reportScheduler(services: Services, onError: (err: unknown) => void = (err) => console.error('automated reports:', err)) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      timer ??= setInterval(() => { running = runDueReports(services).catch(onError); }, 60_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
