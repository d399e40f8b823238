/**
 * Vitest globalSetup: seeds the demo tenant once per run, and every test app starts from a copy
 * (a SQLite image, a PostgreSQL `CREATE DATABASE … TEMPLATE`) instead of seeding it again. The
 * seed is the one testApp() ran per file before (same function, same password), so the data a
 * test reads is the same; only the generated ids are shared by all files of a run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../../src/server/seed/seedDemo';
import type { DbOptions } from '../../src/server/db/createDb';
import { PG_PREFIX, SEEDED_SCHEMA, pgAdmin, pgDatabaseName, pgUrl } from './seededDatabase';
import { PASSWORD, serverInstance } from './testApp';

/** A run's databases live as long as the run; older ones with the prefix are a crashed run's. */
const STALE_MS = 6 * 60 * 60_000;

/** The database a default testApp() seeds, built the same way (same server options, same seed). */
async function seeded(dbOptions: DbOptions): Promise<Buffer | undefined> {
  const t = await serverInstance(dbOptions, {});
  await seedDemo(t.services, PASSWORD);
  const image = t.db.sqlite?.serialize();
  await t.close();
  return image;
}

/** Drops the databases a crashed run left (other runs on this server may be going on: only old ones). */
async function dropStale(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [PG_PREFIX]);
  await client.end();
  for (const { datname } of rows) {
    const born = parseInt(datname.split('_')[3] ?? '', 36);
    if (Number.isFinite(born) && Date.now() - born > STALE_MS) await pgAdmin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB === 'postgres') {
    await dropStale();
    const name = pgDatabaseName('seed');
    await pgAdmin(`CREATE DATABASE ${name}`);
    try {
      await seeded({ databaseUrl: pgUrl(name), pgSchema: SEEDED_SCHEMA });
      // Nobody connects to the template after this: CREATE DATABASE … TEMPLATE needs it idle.
      await pgAdmin(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    } catch (err) {
      await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      throw err;
    }
    project.provide('seededPg', name);
    return () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-seeded-'));
  const file = path.join(dir, 'seeded.sqlite');
  fs.writeFileSync(file, (await seeded({ sqliteFile: ':memory:' }))!);
  project.provide('seededSqlite', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}
