import { sql } from 'kysely';
import type { Doc } from '../crud/rowToRecord';
import type { Services } from '../services';

/**
 * A scheduler's own fields (readOnly in the schema), merged into the row in one statement (a null
 * in `patch` removes the field): the scheduler is no actor to audit. One statement, not a read
 * then a write: on SQLite a read transaction that then writes fails at once ("database is
 * locked") when another process wrote in between, and a mailed report would be recorded as
 * failed and mailed again (tests/reportSchedulerProcesses).
 */
export async function writeServerFields(services: Services, entity: string, id: string, patch: Doc): Promise<void> {
  const { db } = services;
  const table = sql.table(services.registry.get(entity)!.table);
  const removed = Object.keys(patch).filter((k) => patch[k] === null);
  const set = JSON.stringify(Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null)));
  await (db.dialect === 'postgres'
    ? sql`update ${table} set "doc" = ("doc" || ${set}::jsonb) - ${removed}::text[] where "_id" = ${id}`
    : sql`update ${table} set "doc" = json_patch("doc", ${JSON.stringify(patch)}) where "_id" = ${id}`
  ).execute(db.kysely);
}
