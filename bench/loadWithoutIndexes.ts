import { sql } from 'kysely';
import type { Db } from '../src/server/db/createDb';

/**
 * Bulk loads a table the product created: its secondary indexes (exactly those syncTables made)
 * are dropped, `load` runs, then they are built again over the whole table and the planner
 * statistics refreshed. Building an index once is far faster than keeping it up to date row by row.
 */
export async function loadWithoutIndexes(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const indexes = db.dialect === 'sqlite'
    ? (await sql<{ name: string; def: string }>`SELECT name, sql AS def FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(db.kysely)).rows
    : (await sql<{ name: string; def: string }>`SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
        JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
        WHERE i.schemaname = current_schema() AND i.tablename = ${table} AND NOT x.indisprimary AND c.relnamespace = current_schema()::regnamespace`.execute(db.kysely)).rows;
  for (const { name } of indexes) await sql.raw(`DROP INDEX "${name}"`).execute(db.kysely);
  await load();
  if (db.dialect === 'postgres') {
    // One connection, so the larger sort memory applies to every index build.
    await db.kysely.connection().execute(async (c) => {
      await sql`SET maintenance_work_mem = '256MB'`.execute(c);
      for (const { def } of indexes) await sql.raw(def).execute(c);
      // VACUUM marks the pages all-visible, as autovacuum would have by now: index-only scans need it.
      await sql.raw(`VACUUM ANALYZE "${table}"`).execute(c);
    });
  } else {
    for (const { def } of indexes) await sql.raw(def).execute(db.kysely);
    await sql.raw(`ANALYZE "${table}"`).execute(db.kysely);
  }
}
