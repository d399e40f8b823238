import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { registerSalesFunctions } from '../reporting/salesDaily';
import { postgresChangeFeed, sqliteChangeFeed, type ChangeFeed } from './ChangeFeed';
import { walCheckpointer } from './walCheckpointer';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<any>;
  dialect: Dialect;
  /** the raw better-sqlite3 handle (SQLite only): used for streaming reads */
  sqlite?: SqliteDatabase.Database;
  /**
   * Runs a compiled read outside any transaction. On SQLite it calls the cached statement
   * directly: Kysely's per-query connection lock and plugin pass cost more than the query.
   */
  read<T>(query: CompiledQuery): Promise<T[]>;
  /** cache invalidation across the processes sharing this database */
  changes: ChangeFeed;
  /**
   * SQLite file only: a second, read-only connection to the same file for reads that go through a
   * whole table once (exports). It maps nothing and keeps an 8 MB page cache, so a million-row
   * export does not leave the table's pages mapped into the server (the main connection maps the
   * file for fast lists). Opened on first use, closed with this one.
   */
  bulk?: () => Promise<Db>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite */
  databaseUrl?: string;
  /** SQLite file, or ':memory:' */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests use one per file) */
  pgSchema?: string;
  /** SQLite only: an in-memory database starting as a copy of this serialized one (tests copy one seeded database) */
  sqliteImage?: Buffer;
  /** SQLite file only: open as another's bulk reader (Db.bulk) */
  bulkReader?: boolean;
}

/**
 * better-sqlite3 compiles a statement on every prepare(); Kysely prepares on every query. Keeping
 * compiled statements by SQL text removes that cost from the hot list path.
 */
function cachingSqlite(raw: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => raw.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = raw.prepare(sql);
        if (cache.size >= 1000) cache.clear();
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

export async function createDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl && /^postgres(ql)?:/.test(opts.databaseUrl)) {
    const schema = opts.pgSchema;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle connection the server ends (a restart, a failover, pg_terminate_backend, a dropped
    // database) is an 'error' on the pool: the pool drops that client and opens a new one on the
    // next query, but without a listener Node throws the event and the whole process dies.
    pool.on('error', (err) => console.warn(`PostgreSQL closed an idle connection: ${err.message}`));
    if (schema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`);
      await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    }
    const kysely = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    const read = async <T>(q: CompiledQuery) => (await kysely.executeQuery<T>(q)).rows;
    const changes = postgresChangeFeed(pool, opts.databaseUrl, schema);
    const close = async () => {
      await changes.close();
      await kysely.destroy();
    };
    return { kysely, dialect: 'postgres', read, changes, close };
  }
  const file = opts.sqliteImage ? ':memory:' : (opts.sqliteFile ?? ':memory:');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new SqliteDatabase(opts.sqliteImage ?? file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  // SQLite's default page cache is 2 MB: a list or search over 100k rows (150 MB of pages) then
  // reads every page through a system call again, and a 10k-row bulk write spills its dirty
  // pages mid-transaction. The file mapped into memory and a 64 MB cache keep pages at hand.
  if (opts.bulkReader) {
    raw.pragma('cache_size = -8192');
    raw.pragma('query_only = ON');
  } else {
    raw.pragma('mmap_size = 1073741824');
    raw.pragma('cache_size = -65536');
  }
  registerSalesFunctions(raw);
  const cached = cachingSqlite(raw);
  const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }) });
  const read = async <T>(q: CompiledQuery) => cached.prepare(q.sql).all(...(q.parameters as unknown[])) as T[];
  // the bulk reader follows no changes (it caches nothing) and leaves checkpoints to its owner
  const onFile = file !== ':memory:' && !opts.sqliteImage && !opts.bulkReader;
  const changes = sqliteChangeFeed(raw, onFile ? file : ':memory:');
  const checkpoints = onFile ? walCheckpointer(raw, file) : null;
  let reader: Promise<Db> | null = null;
  const close = async () => {
    if (reader) await (await reader).close();
    await changes.close();
    await checkpoints?.close();
    await kysely.destroy();
  };
  const bulk = onFile ? () => (reader ??= createDb({ sqliteFile: file, bulkReader: true })) : undefined;
  return { kysely, dialect: 'sqlite', sqlite: raw, read, changes, ...(bulk ? { bulk } : {}), close };
}
