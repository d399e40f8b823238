import { sql } from 'kysely';
import type { Entity, Registry } from '../../core/registry';
import type { Db } from './createDb';
import { fieldExprSql } from './fieldExpr';
import { syncFullText } from '../search/fullTextIndex';
import { rowVersionSetup, rowVersionStatements } from './rowVersions';
import { writeTransaction } from './writeTransaction';
import { syncSalesDaily } from '../reporting/salesDaily';

function fields(entry: string | readonly string[]): readonly string[] {
  return typeof entry === 'string' ? [entry] : entry;
}

/** Default composite index prefix: the tenant column, so scoped lists and counts stay index-only. */
function tenantPrefix(entity: Entity): string[] {
  const scope = entity.def['x-scope'];
  if (scope === 'venue' || scope === 'venueOrGroup') return ['venue'];
  if (scope === 'customerGroup') return ['customerGroup'];
  return [];
}

/** The name of the index over these fields (PostgreSQL cuts identifiers at 63 characters). */
export function indexName(entity: Entity, unique: boolean, cols: readonly string[]): string {
  return `${unique ? 'ux' : 'ix'}_${entity.table}_${cols.join('_')}`.slice(0, 63);
}

export function indexStatements(entity: Entity, dialect: Db['dialect']): string[] {
  const t = entity.table;
  const expr = (f: string) => fieldExprSql(entity, f, dialect);
  const live = 'WHERE "deleted_at" IS NULL';
  const out: string[] = [];
  const prefix = tenantPrefix(entity);
  const add = (unique: boolean, cols: readonly string[]) => {
    const name = indexName(entity, unique, cols);
    out.push(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS "${name}" ON "${t}" (${cols.map(expr).join(', ')}) ${live}`);
  };
  add(false, ['createdAt', '_id']);
  if (prefix.length) add(false, [...prefix, 'createdAt', '_id']);
  if (entity.def['x-scope'] === 'venueSelf') add(false, ['customerGroup', 'createdAt', '_id']);
  if (entity.def['x-scope'] === 'venueOrGroup') add(false, ['customerGroup', 'createdAt', '_id']);
  for (const entry of entity.def['x-index'] ?? []) add(false, [...prefix, ...fields(entry).filter((f) => !prefix.includes(f)), '_id']);
  for (const entry of entity.def['x-unique'] ?? []) add(true, fields(entry));
  const sort = entity.def['x-sort'];
  if (sort && sort.field !== 'createdAt') add(false, [...prefix, sort.field, '_id']);
  return out;
}

export function tableStatement(entity: Entity, dialect: Db['dialect']): string {
  const doc = dialect === 'postgres' ? 'JSONB' : 'TEXT';
  return `CREATE TABLE IF NOT EXISTS "${entity.table}" (
    "_id" TEXT PRIMARY KEY,
    "venue" TEXT,
    "customer_group" TEXT,
    "created_at" TEXT NOT NULL,
    "updated_at" TEXT NOT NULL,
    "deleted_at" TEXT,
    "doc" ${doc} NOT NULL
  )`;
}

/**
 * Tables the platform needs beside the entities: settings (secrets shared by all processes),
 * files (uploads live in the database, so processes sharing it need no shared disk) and
 * password_reset (only the sha256 of a token is kept, so a database leak cannot reset passwords),
 * job_files (results of download jobs), rate_limit_hits, totp_used, revoked_sessions and
 * step_up_sessions.
 */
const SYSTEM_TABLES = (dialect: Db['dialect']) => [
  `CREATE TABLE IF NOT EXISTS "settings" ("key" TEXT PRIMARY KEY, "value" TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS "files" (
    "_id" TEXT PRIMARY KEY,
    "venue" TEXT,
    "kind" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_at" TEXT NOT NULL,
    "bytes" ${dialect === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS "password_reset" (
    "token_hash" TEXT PRIMARY KEY,
    "user_id" TEXT NOT NULL,
    "created_at" TEXT NOT NULL,
    "expires_at" TEXT NOT NULL,
    "used_at" TEXT
  )`,
  `CREATE INDEX IF NOT EXISTS "ix_password_reset_user_id" ON "password_reset" ("user_id")`,
  // Rate-limited attempts (logins, resets, MFA codes, registrations): shared by every process.
  `CREATE TABLE IF NOT EXISTS "rate_limit_hits" ("key" TEXT NOT NULL, "at" BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS "ix_rate_limit_hits_key_at" ON "rate_limit_hits" ("key", "at")`,
  // One TOTP time step per user, so an accepted code cannot be used again (also not at login).
  `CREATE TABLE IF NOT EXISTS "totp_used" ("user_id" TEXT PRIMARY KEY, "step" BIGINT NOT NULL)`,
  // Results of download jobs: never served publicly, only through the owner's job (GET v1/jobs/{id}/file).
  `CREATE TABLE IF NOT EXISTS "job_files" (
    "job_id" TEXT PRIMARY KEY,
    "filename" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" ${dialect === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL
  )`,
  // Their pieces, in order (src/server/jobs/jobFiles.ts): a long file is never held whole in memory.
  `CREATE TABLE IF NOT EXISTS "job_file_chunks" (
    "job_id" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "bytes" ${dialect === 'postgres' ? 'BYTEA' : 'BLOB'} NOT NULL,
    PRIMARY KEY ("job_id", "seq")
  )`,
  // Signed-out sign-ins (a token's `sid`) until their tokens expire: refused by every process.
  `CREATE TABLE IF NOT EXISTS "revoked_sessions" ("sid" TEXT PRIMARY KEY, "user_id" TEXT NOT NULL, "until" BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS "ix_revoked_sessions_user_id" ON "revoked_sessions" ("user_id")`,
  // Sign-ins (a token's `sid`) whose second factor was verified lately, until when: stepped-up
  // calls of that sign-in need no new code until then, in every process.
  `CREATE TABLE IF NOT EXISTS "step_up_sessions" ("sid" TEXT PRIMARY KEY, "user_id" TEXT NOT NULL, "until" BIGINT NOT NULL)`,
];

/** Creates every table and index the registry implies; safe to run at every boot. */
export async function syncTables(db: Db, registry: Registry): Promise<void> {
  const statements = [...SYSTEM_TABLES(db.dialect), ...rowVersionSetup(db.dialect)];
  for (const entity of registry.values()) {
    statements.push(tableStatement(entity, db.dialect), ...indexStatements(entity, db.dialect), ...rowVersionStatements(entity.table, db.dialect));
  }
  // One transaction: concurrent boots against one database must not see half a schema (and on
  // SQLite the second waits for the first instead of failing: writeTransaction).
  await writeTransaction(db, async (trx) => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(424242)`.execute(trx);
    for (const s of statements) await sql.raw(s).execute(trx);
    await syncFullText(trx, db.dialect, registry);
    // the daily sales roll-up reads the order, payment and venue tables
    if (registry.has('order') && registry.has('payment') && registry.has('venue')) await syncSalesDaily(trx, db.dialect);
  });
}
