import { CompiledQuery, sql } from 'kysely';
import type { Db } from './createDb';

/**
 * Every entity table has a version the database itself raises on each insert, update and delete,
 * whoever writes (the items service, an import's raw SQL, another server process): cached list
 * totals are keyed by it (listTotal), so no write path can forget to invalidate them.
 *
 * SQLite: a row per table in `row_versions`, raised by row triggers (SQLite has no statement
 * triggers; writers are serialised anyway). PostgreSQL: a sequence per table, raised by a
 * statement trigger: `nextval` takes no row lock, so concurrent writers of one table do not wait
 * for each other (a counter row would serialise them and could deadlock across tables).
 */
export function rowVersionStatements(table: string, dialect: Db['dialect']): string[] {
  if (dialect === 'postgres') {
    const seq = sequenceName(table);
    return [
      `CREATE SEQUENCE IF NOT EXISTS "${seq}"`,
      `CREATE OR REPLACE TRIGGER "${seq}" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION bo_raise_row_version()`,
    ];
  }
  return [
    `INSERT OR IGNORE INTO "row_versions" ("tbl", "v") VALUES ('${table}', 0)`,
    ...['INSERT', 'UPDATE', 'DELETE'].map((op) => `CREATE TRIGGER IF NOT EXISTS "${table}__rv_${op.toLowerCase()}" AFTER ${op} ON "${table}" BEGIN UPDATE "row_versions" SET "v" = "v" + 1 WHERE "tbl" = '${table}'; END`),
  ];
}

/** Created once, before the tables' statements. */
export function rowVersionSetup(dialect: Db['dialect']): string[] {
  if (dialect === 'postgres') {
    return [`CREATE OR REPLACE FUNCTION bo_raise_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval(format('%I.%I', TG_TABLE_SCHEMA, left(TG_TABLE_NAME, 59) || '__rv')); RETURN NULL; END $$`];
  }
  return [`CREATE TABLE IF NOT EXISTS "row_versions" ("tbl" TEXT PRIMARY KEY, "v" INTEGER NOT NULL)`];
}

/** PostgreSQL cuts identifiers at 63 characters; the trigger function cuts the same way. */
function sequenceName(table: string): string {
  return `${table.slice(0, 59)}__rv`;
}

/** The version of `table` now (raised by every committed write; on SQLite also by this connection's open one). */
export async function rowVersion(db: Db, table: string): Promise<number> {
  // Read on every list call: fixed texts, not built by the query builder each time.
  if (db.dialect === 'postgres') {
    const rows = await db.read<{ v: string }>(CompiledQuery.raw(`select case when is_called then last_value else 0 end as v from "${sequenceName(table)}"`, []));
    return Number(rows[0].v);
  }
  const rows = await db.read<{ v: number }>(CompiledQuery.raw(VERSION_SQL, [table]));
  return rows[0]?.v ?? -1;
}

const VERSION_SQL = 'select "v" from "row_versions" where "tbl" = ?';

/**
 * PostgreSQL: whether a transaction other than ours holds a write lock on `table`, i.e. may have
 * raised its version without having committed yet: a total counted now must not be cached under
 * that version, since the commit will not raise it again.
 */
export async function writeInFlight(db: Db, table: string): Promise<boolean> {
  if (db.dialect !== 'postgres') return db.sqlite?.inTransaction ?? false;
  const rows = await db.read<{ busy: boolean }>(sql`select exists (select 1 from pg_locks l where l.locktype = 'relation'
    and l.database = (select oid from pg_database where datname = current_database())
    and l.relation = quote_ident(${table})::regclass and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()) as busy`.compile(db.kysely));
  return rows[0].busy;
}
