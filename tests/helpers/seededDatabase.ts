import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    /** file holding the seeded SQLite image (tests/helpers/seedTemplate.ts) */
    seededSqlite: string;
    /** name of the seeded PostgreSQL template database */
    seededPg: string;
  }
}

/** Schema the seeded PostgreSQL template holds its tables in (each copy is a database of its own). */
export const SEEDED_SCHEMA = 'seeded';

/** Prefix of the databases the suite creates on PostgreSQL: a crashed run's are found by it. */
export const PG_PREFIX = 'bo_t_';

/** `bo_t_<kind>_<base-36 ms>_<random>`: the time lets a later run drop what a crashed one left. */
export function pgDatabaseName(kind: 'seed' | 'copy'): string {
  return `${PG_PREFIX}${kind}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** TEST_DATABASE_URL with another database name. */
export function pgUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on TEST_DATABASE_URL's database (CREATE / DROP DATABASE cannot run inside the one they name). */
export async function pgAdmin(...sql: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const s of sql) await client.query(s);
  } finally {
    await client.end();
  }
}

let image: Buffer | null | undefined;

/**
 * The seeded SQLite database as a serialized image, read once per worker; null when the run has
 * no template (a runner without this config's globalSetup), and the caller then seeds itself.
 */
export function seededSqliteImage(): Buffer | null {
  if (image === undefined) {
    const file = inject('seededSqlite');
    image = file && fs.existsSync(file) ? fs.readFileSync(file) : null;
  }
  return image;
}

/** A fresh database copied from the seeded PostgreSQL template, or null without one; `drop` removes it. */
export async function seededPgCopy(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const template = inject('seededPg');
  if (!template) return null;
  const name = pgDatabaseName('copy');
  await pgAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { url: pgUrl(name), drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
