import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * PostgreSQL may end a server's idle connections at any time (a restart, a failover, an
 * administrator): the pool must drop them and answer the next call on a new connection, never
 * let the 'error' event take the process down. (SQLite has no connections to lose.)
 */
// Skipped on SQLite on purpose: an embedded database has no connection a server could end.
describe.runIf(onPostgres)('a PostgreSQL connection ended by the server (PostgreSQL only: SQLite has no connection to lose)', () => {
  // Inside the block, so the SQLite run builds no app for a test it skips.
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await testApp();
    admin = await t.login('admin@example.com');
  });
  afterAll(() => t.close());

  it('is replaced, and the next call answers', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      expect((await t.call(admin, 'GET', '/api/v1/general/venue/list')).status).toBe(200);
      const own = (await t.db.kysely.selectNoFrom((eb) => eb.fn<string>('current_database', []).as('db')).executeTakeFirstOrThrow()).db;
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      const ended = await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [own]);
      await killer.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      // the terminated idle clients report their error on the pool; let those events arrive
      await new Promise((r) => setTimeout(r, 200));
      expect((await t.call(admin, 'GET', '/api/v1/general/venue/list')).status).toBe(200);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
