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

/**
 * Runs the queued sync jobs with a worker on each instance racing for them, through the real
 * handlers counted per job (a job run twice would show up twice): how often each job ran.
 */
async function runRacing(count: number): Promise<Map<string, number>> {
  const runs = new Map<string, number>();
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
    for (let turn = 0; turn < count; turn++) await workers[turn % 2].tick();
    expect(await workers[0].tick()).toBe(false);
  }
  return runs;
}

const fullCopies: { master: string; copy: string }[] = [];

describe('sync jobs on several processes', () => {
  it('run each copy once, however the two workers race for them', async () => {
    const venues = (await a.call(admin, 'GET', '/api/v1/general/venue/list?limit=2')).body.data.map((v: any) => v._id);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).call(admin, 'POST', `/api/v1/sync/venue/copy${i % 3 ? '/venue-only' : ''}`, { venue: venues[i % 2] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data._id);
    }
    const runs = await runRacing(ids.length);
    expect([...runs.values()]).toEqual(ids.map(() => 1));
    for (const id of ids) {
      const job = (await b.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
      expect(job.status, String(job.error)).toBe('done');
      const copies = await a.db.kysely.selectFrom('venue').select('_id').where('_id', '=', job.targetVenue).execute();
      expect(copies).toHaveLength(1);
      if (job.handler === 'venueCopy') fullCopies.push({ master: job.venue, copy: job.targetVenue });
    }
  }, 180_000);

  it('run each master/slave sync once, whichever process queued it, and lift every lock', async () => {
    // the full copies above become their masters' slaves; a price changed in each is put back
    // one slave per master: two syncs of one master would wait for each other's lock
    const pairs = fullCopies.filter((c, i, all) => all.findIndex((d) => d.master === c.master) === i);
    expect(pairs).toHaveLength(2);
    const changed: { article: string; price: number }[] = [];
    for (const { master, copy } of pairs) {
      const [article] = (await a.call(admin, 'GET', `/api/v1/foodcard/article/venue/${copy}?limit=1`)).body.data;
      const original = (await a.call(admin, 'GET', `/api/v1/foodcard/article/venue/${master}?limit=1000`)).body.data.find((x: any) => x.number === article.number);
      expect((await b.call(admin, 'PATCH', `/api/v1/foodcard/article/${article._id}`, { price: 99.99 })).status).toBe(200);
      changed.push({ article: article._id, price: original.price });
    }
    const ids: string[] = [];
    for (const [i, { master, copy }] of pairs.entries()) {
      const res = await (i % 2 ? b : a).call(admin, 'POST', '/api/v1/sync', { venue: master, slaves: [copy] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids.push(res.body.data._id);
    }
    const runs = await runRacing(ids.length);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
    for (const id of ids) expect((await a.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data.status).toBe('done');
    for (const { article, price } of changed) expect((await a.call(admin, 'GET', `/api/v1/foodcard/article/${article}`)).body.data.price).toBe(price);
    for (const { master, copy } of pairs) {
      for (const v of [master, copy]) expect((await b.call(admin, 'GET', `/api/v1/general/venue/${v}`)).body.data.syncInProgress).toBe(false);
      expect((await b.call(admin, 'GET', `/api/v1/general/venue/${copy}`)).body.data.masterId).toBe(master);
    }
  }, 180_000);
});
