import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../../src/server/db/createDb';
import { onPostgres } from './testApp';

/** An empty database standing for the other environment (an in-memory SQLite, or a fresh PostgreSQL schema). */
export async function otherEnvironmentDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (!onPostgres) {
    const db = await createDb({ sqliteFile: ':memory:' });
    return { db, drop: () => db.close() };
  }
  const schema = `t_env_${randomBytes(6).toString('hex')}`;
  const db = await createDb({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: schema });
  return {
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}
