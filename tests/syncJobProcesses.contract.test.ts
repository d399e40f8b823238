import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_HANDLERS } from '../src/server/entities/syncJob/syncHandlers';
import { JobRunner } from '../src/server/jobs/JobRunner';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/** Two server instances on one database, as two processes behind a load balancer (tests/multiProcess.contract.test.ts). */
let a: TestApp;
let b: TestApp;
let admin: string;
beforeAll(async () => {
  a = await testApp({ shared: true });
  b = await a.sibling();
  admin = await a.login('admin@example.com');
}, 180_000);
afterAll(() => a?.close());

describe('sync jobs on several processes', () => {
  it('run each copy once, however the two workers race for them', async () => {
    const venues = (await a.call(admin, 'GET', '/api/v1/general/venue/list?limit=2')).body.data.map((v: any) => v._id);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).call(admin, 'POST', `/api/v1/sync/venue/copy${i % 3 ? '/venue-only' : ''}`, { venue: venues[i % 2] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data._id);
    }
    const runs = new Map<string, number>();
    // The real handlers, counted per job: a job run twice would show up twice.
    const counted = (t: TestApp) => new JobRunner(t.services, Object.fromEntries(Object.entries(SYNC_HANDLERS).map(([name, h]) => [name, {
      ...h, run: async (ctx: Parameters<typeof h.run>[0]) => {
        runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
        return h.run(ctx);
      },
    }])), 300, (err) => { throw err; }, 'syncJob');
    const workers = [counted(a), counted(b)];
    const drain = async (w: JobRunner) => {
      while (await w.tick()) { /* next job */ }
    };
    if (onPostgres) {
      await Promise.all([drain(workers[0]), drain(workers[1]), drain(workers[0]), drain(workers[1])]);
    } else {
      // One process's two SQLite connections would wait on each other inside one event loop; the
      // workers take turns, and the claim is still the one statement both processes run.
      for (let turn = 0; turn < ids.length; turn++) await workers[turn % 2].tick();
      expect(await workers[0].tick()).toBe(false);
    }
    expect([...runs.values()]).toEqual(ids.map(() => 1));
    for (const id of ids) {
      const job = (await b.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
      expect(job.status, String(job.error)).toBe('done');
      const copies = await a.db.kysely.selectFrom('venue').select('_id').where('_id', '=', job.targetVenue).execute();
      expect(copies).toHaveLength(1);
    }
  }, 180_000);
});
