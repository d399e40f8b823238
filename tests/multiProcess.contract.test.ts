import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS } from '../src/server/jobs/handlers';
import { JobRunner } from '../src/server/jobs/JobRunner';
import { onPostgres, PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

// Each instance compiles every route's schemas, so two of them take a while to start on a busy machine.
/**
 * Two server instances on one database, as two processes behind a load balancer would run:
 * what one counts, revokes or claims holds on the other. (On SQLite the database is a file both
 * open, as two processes on one machine would.)
 */
let a: TestApp;
let b: TestApp;
let admin: string;
beforeAll(async () => {
  a = await testApp({ shared: true });
  b = await a.sibling();
  admin = await a.login('admin@example.com');
}, 180_000);
afterAll(() => a.close());

const login = (t: TestApp, email: string, password = PASSWORD) => t.call(null, 'POST', '/api/v1/auth/login', { email, password });

/** Within the second the issue allows, polled: no sleeping for a fixed time. */
const withinASecond = <T>(check: () => Promise<T | false>) => waitFor(check, 1000);

describe('several processes on one database', () => {
  it('count failed logins together: five spread over both lock the account on both', async () => {
    for (const t of [a, b, a, b, a]) expect((await login(t, 'operator@example.com', 'Wrong12345')).status).toBe(401);
    expect((await login(b, 'operator@example.com')).status).toBe(429);
    expect((await login(a, 'operator@example.com')).status).toBe(429);
  });

  it('count 40 parallel guesses spread over both: 5 passwords of one account, 20 of one address', async () => {
    const send = (t: TestApp, email: string, password: string, ip: string) => t.app.inject({
      method: 'POST', url: '/api/v1/auth/login', remoteAddress: ip,
      headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email, password }),
    });
    const statuses = async (answers: Promise<{ statusCode: number }>[]) => (await Promise.all(answers)).map((r) => r.statusCode).sort();
    const oneAccount = await statuses(Array.from({ length: 40 }, (_, i) => send(i % 2 ? b : a, 'admin@example.com', i === 39 ? PASSWORD : `Wrong${i}abc`, '10.24.0.1')));
    expect(oneAccount).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
    const oneAddress = await statuses(Array.from({ length: 60 }, (_, i) => send(i % 2 ? b : a, `spread${i}@example.com`, 'Wrong1234', '10.24.0.2')));
    expect(oneAddress).toEqual([...Array(20).fill(401), ...Array(40).fill(429)]);
  });

  it('revoke a token on the other process when the password changes on this one', async () => {
    const token = (await login(a, 'staff@example.com')).body.token;
    // The other process has the principal cached from this call on.
    expect((await b.call(token, 'GET', '/api/v1/general/venue/list')).status).toBe(200);
    const staffId = (await b.call(token, 'GET', '/api/v1/auth/session')).body.id;
    expect((await a.call(admin, 'PATCH', `/api/v1/auth/user/${staffId}/password/reset`, { password: 'Rotated123' })).status).toBe(200);
    const refused = await withinASecond(async () => {
      const res = await b.call(token, 'GET', '/api/v1/general/venue/list');
      return res.status === 401 && res.body;
    });
    expect(refused.code).toBe('SESSION_REVOKED');
  });

  it('hold a permission removal on the other process', async () => {
    const role = await a.call(admin, 'POST', '/api/v1/auth/role', { name: 'Lister', slug: 'lister', permissions: ['venue.view', 'user.view'] });
    const group = (await login(a, 'manager@example.com')).body.linkedCustomerGroup;
    const user = await a.call(admin, 'POST', '/api/v1/auth/user', { name: 'Lister', email: 'lister@example.com', password: PASSWORD, role: 'lister', customerGroup: group });
    expect(user.status).toBe(201);
    const token = (await login(b, 'lister@example.com')).body.token;
    expect((await b.call(token, 'GET', '/api/v1/auth/user')).status).toBe(200);
    expect((await a.call(admin, 'PATCH', `/api/v1/auth/role/${role.body.data._id}`, { permissions: ['venue.view'] })).status).toBe(200);
    await withinASecond(async () => (await b.call(token, 'GET', '/api/v1/auth/user')).status === 403);
    expect((await b.call(token, 'GET', '/api/v1/general/venue/list')).status).toBe(200);
  });

  it('hold a disabled account on the other process', async () => {
    const token = (await login(b, 'lister@example.com')).body.token;
    const id = (await b.call(token, 'GET', '/api/v1/auth/session')).body.id;
    expect((await a.call(admin, 'PATCH', `/api/v1/auth/user/${id}`, { active: false })).status).toBe(200);
    await withinASecond(async () => (await b.call(token, 'GET', '/api/v1/general/venue/list')).status === 401);
  });

  it('run each download job once, however the two workers race for them', async () => {
    const manager = (await login(a, 'manager@example.com')).body.token;
    const tables = (await a.db.kysely.selectFrom('table').select('_id').limit(2).execute()).map((r) => r._id);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const job = await (i % 2 ? b : a).call(manager, 'POST', '/api/v1/jobs', { handler: 'tableQr', params: { items: tables } });
      expect(job.status).toBe(200);
      ids.push(job.body.data._id);
    }
    let runs = 0;
    // The real handler, counted: a job run twice would show up twice.
    const counted = (t: TestApp) => new JobRunner(t.services, {
      tableQr: { ...JOB_HANDLERS.tableQr, run: async (ctx) => {
        runs++;
        return JOB_HANDLERS.tableQr.run(ctx);
      } },
    });
    const workers = [counted(a), counted(b)];
    const drain = async (w: JobRunner) => {
      while (await w.tick()) { /* next job */ }
    };
    if (onPostgres) {
      // Both at once, as two processes polling the same queue.
      await Promise.all([drain(workers[0]), drain(workers[1]), drain(workers[0]), drain(workers[1])]);
    } else {
      // One process's two SQLite connections would wait on each other inside one event loop
      // (better-sqlite3 waits for a lock synchronously), which two real processes never do; here
      // the workers take turns, and the claim is still the one statement both processes run.
      for (let turn = 0; turn < ids.length; turn++) await workers[turn % 2].tick();
      expect(await workers[0].tick()).toBe(false);
    }
    expect(runs).toBe(ids.length);
    for (const id of ids) {
      const polled = await b.call(manager, 'GET', `/api/v1/jobs/${id}`);
      expect(polled.body.data.status).toBe('done');
    }
  });

  it('keep maintenance one record when both enable it at once', async () => {
    // On SQLite the four race inside one instance (its one connection; see the jobs above).
    const results = await Promise.all((onPostgres ? [a, b, a, b] : [a, a, a, a]).map((t) => t.call(admin, 'POST', '/api/v1/maintenance/enable')));
    for (const r of results) expect(r.body).toEqual({ data: { active: true } });
    const rows = await a.db.kysely.selectFrom('maintenance').select('_id').where('deleted_at', 'is', null).execute();
    expect(rows).toHaveLength(1);
    expect((await b.call(admin, 'PATCH', '/api/v1/maintenance/disable')).body).toEqual({ data: { active: false } });
    expect((await a.call(null, 'GET', '/api/v1/maintenance/status')).body).toEqual({ data: { active: false } });
  });
});

describe('several processes starting on one empty database', () => {
  it('seed the demo tenant once', async () => {
    const first = await testApp({ shared: true, seed: false });
    try {
      const second = await first.sibling();
      const { seedDemo } = await import('../src/server/seed/seedDemo');
      // On SQLite the second start follows the first (see the jobs above); on PostgreSQL they race.
      const results = onPostgres
        ? await Promise.all([seedDemo(first.services, PASSWORD), seedDemo(second.services, PASSWORD)])
        : [await seedDemo(first.services, PASSWORD), await seedDemo(second.services, PASSWORD)];
      expect(results.filter(Boolean)).toHaveLength(1);
      const groups = await first.db.kysely.selectFrom('customer_group').select('_id').execute();
      expect(groups).toHaveLength(1);
      expect((await login(second, 'manager@example.com')).status).toBe(200);
    } finally {
      await first.close();
    }
  }, 180_000);
});
