import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Entity, Registry } from '../../core/registry';
import type { Dialect } from '../db/createDb';

/**
 * Entities whose whole free-text search is the stored, lower-cased `search` field (searchText):
 * those get a substring index, an FTS5 trigram table on SQLite and a pg_trgm GIN index on
 * PostgreSQL, so a search reads the rows that contain the text instead of every row of the venue.
 */
export function fullTextEntities(registry: Registry): Entity[] {
  return [...registry.values()].filter(hasFullText);
}

export function hasFullText(entity: Entity): boolean {
  const fields = entity.def['x-search'] ?? [];
  return fields.length === 1 && fields[0] === 'search' && Object.hasOwn(entity.def.properties, 'search');
}

/**
 * The stored search text as PostgreSQL's trigram index holds it: spaces turned into a letter.
 * pg_trgm splits text into words at every space and keeps no trigram across two words, so
 * "r frit" was looked up by "fri" and "rit" alone (21,000 candidates among 100,000 articles for
 * 669 matches); joined, "rqf" and "qfr" narrow it to 3,400. Testing the joined text with the
 * joined query is implied by the plain test (the same character map on both sides), so it only
 * lets the index answer; the plain LIKE beside it keeps the result exact.
 */
export const joinedWords = (text: RawBuilder<unknown>) => sql<string>`translate(${text}, ' ', 'q')`;

/** The query joined the same way, for the LIKE on joinedWords. */
export const joinedQuery = (lower: string) => lower.replaceAll(' ', 'q');

/** Shortest query the trigram indexes answer; shorter ones hold no trigram and scan. */
export const TRIGRAM = 3;

/**
 * The narrow (venue, deleted_at) index beside an FTS5 table (SQLite): a search's total tests
 * each trigram match there, one index step each, instead of reading the match's row (searchWalk).
 */
export const scopeIndex = (entity: Entity) => `ix_${entity.table}_venue_deletedAt`.slice(0, 63);

/** PostgreSQL's pg_trgm index on the joined search text (joinedWords). */
export const trigramIndex = (entity: Entity) => `ix_${entity.table}_search_joined`.slice(0, 63);

/** A lower-cased query as an FTS5 phrase: its trigrams in a row, i.e. the exact substring; % and _ are plain. */
export const ftsPhrase = (lower: string) => `"${lower.replace(/"/g, '""')}"`;

/** The FTS5 table beside an entity's table (SQLite); its rowid is the row's rowid. */
export const ftsTable = (entity: Entity) => `${entity.table}_fts`;

/**
 * The trigram GIN index's pending list, in kB. PostgreSQL adds new entries to an unsorted list
 * that every search reads whole, until it outgrows this limit (default 4 MB) or a vacuum merges
 * it: after 10,000 written articles a search that finds nothing read 9 to 30 ms of that list
 * instead of 0.1 ms of index, and the planner, seeing it, scanned the table instead. At 512 kB the
 * list is merged about eight times as often while written; a write of 10,000 articles took about
 * 1.8 s instead of 1.2 s, where no list at all (fastupdate off) took 5.5 s.
 */
export const GIN_PENDING_LIST_KB = 512;

/**
 * Creates the substring indexes in the schema transaction of syncTables. SQLite: a contentless
 * FTS5 trigram table kept by triggers, so every write (items service, imports, raw seeds, the
 * search text refresh) keeps it in the same transaction; filled from the table when it is new.
 * PostgreSQL: pg_trgm in one schema for the whole database (the extension exists once per
 * database, tests use a schema per file), its operator class named with that schema, and a
 * partial GIN index on the stored text; without the extension the search scans as before.
 */
export async function syncFullText(trx: Kysely<any>, dialect: Dialect, registry: Registry): Promise<void> {
  const entities = fullTextEntities(registry);
  if (!entities.length) return;
  if (dialect === 'sqlite') {
    for (const e of entities) {
      const t = e.table, f = ftsTable(e), text = (row: string) => `json_extract(${row}."doc", '$.search')`;
      const exists = await sql`select 1 from sqlite_master where type = 'table' and name = ${f}`.execute(trx);
      for (const s of [
        `CREATE INDEX IF NOT EXISTS "${scopeIndex(e)}" ON "${t}" ("venue", "deleted_at")`,
        `CREATE VIRTUAL TABLE IF NOT EXISTS "${f}" USING fts5(search, content='', contentless_delete=1, tokenize='trigram')`,
        `CREATE TRIGGER IF NOT EXISTS "${f}_ai" AFTER INSERT ON "${t}" BEGIN
           DELETE FROM "${f}" WHERE rowid = new.rowid;
           INSERT INTO "${f}"(rowid, search) VALUES (new.rowid, ${text('new')});
         END`,
        `CREATE TRIGGER IF NOT EXISTS "${f}_ad" AFTER DELETE ON "${t}" BEGIN DELETE FROM "${f}" WHERE rowid = old.rowid; END`,
        `CREATE TRIGGER IF NOT EXISTS "${f}_au" AFTER UPDATE ON "${t}" WHEN ${text('old')} IS NOT ${text('new')} OR old.rowid <> new.rowid BEGIN
           DELETE FROM "${f}" WHERE rowid = old.rowid;
           INSERT INTO "${f}"(rowid, search) VALUES (new.rowid, ${text('new')});
         END`,
      ]) await sql.raw(s).execute(trx);
      if (!exists.rows.length) await sql.raw(`INSERT INTO "${f}"(rowid, search) SELECT rowid, ${text(`"${t}"`)} FROM "${t}"`).execute(trx);
    }
    return;
  }
  const schema = await trgmSchema(trx);
  if (!schema) return;
  for (const e of entities) {
    // The index on the plain text (before joinedWords) is replaced, not kept beside it.
    await sql.raw(`DROP INDEX IF EXISTS "ix_${e.table}_search_trgm"`).execute(trx);
    await sql.raw(`CREATE INDEX IF NOT EXISTS "${trigramIndex(e)}" ON "${e.table}" USING gin (translate("doc"->>'search', ' ', 'q') "${schema}".gin_trgm_ops) WITH (gin_pending_list_limit = ${GIN_PENDING_LIST_KB}) WHERE "deleted_at" IS NULL`).execute(trx);
    // an index made before the limit was set gets it too (a catalogue change: the index is not rebuilt)
    const limit = `gin_pending_list_limit=${GIN_PENDING_LIST_KB}`;
    const set = await sql<{ o: string[] | null }>`select reloptions as o from pg_class where oid = to_regclass(${`"${trigramIndex(e)}"`})`.execute(trx);
    if (!set.rows[0]?.o?.includes(limit)) await sql.raw(`ALTER INDEX "${trigramIndex(e)}" SET (${limit})`).execute(trx);
  }
}

async function trgmSchema(trx: Kysely<any>): Promise<string | null> {
  const find = async () => (await sql<{ s: string }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(trx)).rows[0]?.s;
  let schema = await find();
  if (!schema) {
    // Public, not the connection's schema: a test schema dropped with CASCADE would take it along.
    await sql`savepoint trgm`.execute(trx);
    try {
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(trx);
      await sql`release savepoint trgm`.execute(trx);
      schema = await find();
    } catch {
      await sql`rollback to savepoint trgm`.execute(trx);
    }
  }
  return schema ?? null;
}
