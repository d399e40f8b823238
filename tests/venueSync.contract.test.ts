import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringsIn } from '../src/server/entities/syncJob/remapIds';
import { SYNC_PHASES } from '../src/server/entities/syncJob/syncKey';
import { brandUsers, type BrandUsers } from './helpers/brandUsers';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { venueRecords } from './helpers/venueRecords';

let t: TestApp;
let admin: string;
let brands: BrandUsers;
let master: string;
/** three full copies of the master: one slave per delete mode */
const slaves: Record<'ignore' | 'soft' | 'hard', string> = { ignore: '', soft: '', hard: '' };

async function drain() {
  while (await t.services.syncJobs.tick()) { /* next job */ }
}
const job = async (id: string) => (await t.call(admin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
const venue = async (id: string) => (await t.call(admin, 'GET', `/api/v1/general/venue/${id}`)).body.data;
const records = (id: string) => venueRecords(t.db, t.services.registry, id, [...SYNC_PHASES, 'upsell']);
const byNumber = (list: { doc: Record<string, any> }[]) => new Map(list.filter((r) => r.doc.number).map((r) => [r.doc.number, r.doc]));

async function copyOf(source: string, name: string): Promise<string> {
  const res = await t.call(admin, 'POST', '/api/v1/sync/venue/copy', { venue: source, name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await drain();
  const done = await job(res.body.data._id);
  expect(done.status, done.error).toBe('done');
  return done.targetVenue;
}

async function addArticle(venueId: string, number: string | undefined, price: number, name: string): Promise<string> {
  const category = (await records(venueId)).category[0]._id;
  const res = await t.call(admin, 'POST', `/api/v1/foodcard/article/venue/${venueId}`, { category, name: { de: name }, price, ...(number ? { number } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

async function sync(body: Record<string, unknown>, path = '/api/v1/sync', token = admin) {
  return t.call(token, 'POST', path, body);
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  brands = await brandUsers(t, admin);
  master = await t.venueId(admin, 'BM01');
  for (const mode of ['ignore', 'soft', 'hard'] as const) slaves[mode] = await copyOf(master, `Slave ${mode}`);
  // The master changes after the copies: a new price, a new article, an article without a number.
  const cheese = (await records(master)).article.find((a) => a.doc.number === '102')!;
  expect((await t.call(admin, 'PATCH', `/api/v1/foodcard/article/${cheese._id}`, { price: 11.11 })).status).toBe(200);
  await addArticle(master, '999', 4.2, 'Neu im Master');
  await addArticle(master, undefined, 1, 'Ohne Nummer');
  // Each slave has an article of its own.
  for (const id of Object.values(slaves)) await addArticle(id, '555', 5.55, 'Nur im Slave');
}, 240_000);

afterAll(() => t?.close());

describe('master to slaves (POST v1/sync)', () => {
  for (const mode of ['ignore', 'soft', 'hard'] as const) {
    it(`delete mode ${mode}: the slave's foodcard is the master's, matched by number, and its own article ${mode === 'ignore' ? 'stays' : mode === 'soft' ? 'is deactivated' : 'is deleted'}`, async () => {
      const before = await records(slaves[mode]);
      const res = await sync({ mode: 'masterToSlaves', venue: master, slaves: [slaves[mode]], deleteMode: mode });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ handler: 'venueSync', status: 'created', venue: master, params: { deleteMode: mode, slaves: [slaves[mode]] } });
      expect((await venue(slaves[mode])).syncInProgress).toBe(true);
      expect((await venue(master)).syncInProgress).toBe(true);
      await drain();
      const done = await job(res.body.data._id);
      expect(done.status, done.error).toBe('done');
      expect((await venue(slaves[mode])).syncInProgress).toBe(false);
      expect((await venue(master)).syncInProgress).toBe(false);
      expect((await venue(slaves[mode])).masterId).toBe(master);

      const from = await records(master);
      const to = await records(slaves[mode]);
      const m = byNumber(from.article);
      const s = byNumber(to.article);
      for (const [number, doc] of m) {
        expect(s.get(number)?.price, number).toBe(doc.price);
        expect(s.get(number)?.name, number).toEqual(doc.name);
      }
      // matched records keep their ids: the slave's 102 is the record it had
      const oldCheese = before.article.find((a) => a.doc.number === '102')!;
      expect(to.article.find((a) => a.doc.number === '102')!._id).toBe(oldCheese._id);
      // the new article sits in the slave's own category of the same name, no master id anywhere
      const masterIds = new Set(Object.values(from).flat().map((r) => r._id));
      const slaveIds = new Set(Object.values(to).flat().map((r) => r._id));
      const { masterId, ...venueDoc } = to.venue[0].doc;
      expect(masterId).toBe(master);
      for (const r of [{ _id: 'venue', doc: venueDoc }, ...SYNC_PHASES.flatMap((e) => to[e])]) expect(stringsIn(r.doc).filter((x) => masterIds.has(x)), r._id).toEqual([]);
      for (const a of to.article) expect(slaveIds.has(a.doc.category), a.doc.number).toBe(true);
      // the slave's own article per delete mode
      const own = await t.db.kysely.selectFrom('article').select(['doc', 'deleted_at']).where('venue', '=', slaves[mode]).execute();
      const mine = own.map((r) => ({ doc: typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc, deleted: !!r.deleted_at })).find((r) => r.doc.number === '555')!;
      if (mode === 'ignore') expect(mine).toMatchObject({ deleted: false, doc: { isActive: true } });
      if (mode === 'soft') expect(mine).toMatchObject({ deleted: false, doc: { isActive: false } });
      if (mode === 'hard') expect(mine.deleted).toBe(true);
      // the entries say what was done
      const count = (action: string) => done.entries.filter((e: any) => e.entity === 'article' && e.action === action).reduce((n: number, e: any) => n + e.count, 0);
      expect(count('created')).toBe(1);
      expect(count('updated')).toBe(1);
      expect(count('deleted')).toBe(mode === 'ignore' ? 0 : 1);
      expect(done.entries.find((e: any) => e.action === 'failed' && e.entity === 'article').reason).toMatch(/no article number/);
    });
  }

  it('a second run changes nothing', async () => {
    const res = await sync({ venue: master, slaves: [slaves.hard], deleteMode: 'hard' });
    await drain();
    const done = await job(res.body.data._id);
    expect(done.status).toBe('done');
    expect(done.entries.filter((e: any) => ['created', 'updated', 'deleted'].includes(e.action))).toEqual([]);
  });
});

describe('slave to slaves and the upsell sync', () => {
  it('syncs one slave into its siblings', async () => {
    await addArticle(slaves.ignore, '777', 7.77, 'Vom Slave');
    const res = await sync({ mode: 'slaveToSlaves', venue: slaves.ignore, slaves: [slaves.soft] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await drain();
    expect((await job(res.body.data._id)).status).toBe('done');
    expect(byNumber((await records(slaves.soft)).article).get('777')?.price).toBe(7.77);
    expect((await venue(slaves.soft)).masterId).toBe(master);
    // the master is no slave; a venue of no master is not a sibling
    expect((await sync({ mode: 'slaveToSlaves', venue: master, slaves: [slaves.soft] })).body.errors[0].code).toBe('notASlave');
  });

  it('copies the master upsells, their article re-mapped to the slave article of the same number', async () => {
    const article = (await records(master)).article.find((a) => a.doc.number === '101')!;
    const created = await t.call(admin, 'POST', '/api/v1/general/upsells', { venue: master, type: 'upgrade', article: article._id, pluSmall: '101', pluLarge: '102' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await sync({ mode: 'slaveToSlaves', venue: slaves.ignore, slaves: [slaves.soft] }, '/api/v1/sync/upsell')).status).toBe(422);
    const res = await sync({ venue: master, slaves: [slaves.hard] }, '/api/v1/sync/upsell');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.handler).toBe('upsellSync');
    await drain();
    expect((await job(res.body.data._id)).status).toBe('done');
    const to = await records(slaves.hard);
    const upsell = to.upsell.find((u) => u.doc.type === 'upgrade')!;
    expect(upsell.doc.article).toBe(to.article.find((a) => a.doc.number === '101')!._id);
  });
});

describe('the sync lock', () => {
  it('refuses a second sync of a venue under sync, and a stop before a worker took it lifts the lock', async () => {
    const first = await sync({ venue: master, slaves: [slaves.ignore] });
    expect(first.status).toBe(200);
    const second = await sync({ venue: master, slaves: [slaves.soft] });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SYNC_IN_PROGRESS');
    // nothing of the refused sync stays locked
    expect((await venue(slaves.soft)).syncInProgress).toBe(false);
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${slaves.ignore}/sync/start`, {})).status).toBe(409);
    expect((await t.call(admin, 'POST', `/api/v1/sync/jobs/${first.body.data._id}/stop`)).status).toBe(200);
    expect((await venue(master)).syncInProgress).toBe(false);
    expect((await venue(slaves.ignore)).syncInProgress).toBe(false);
  });

  it('venue.sync.stop stops a master/slave sync, not a copy (which needs sync.job.stop)', async () => {
    const group = (await venue(master)).customerGroup;
    expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Sync stopper', slug: 'sync_stopper', permissions: ['venue.view', 'venue.sync.stop'] })).status).toBe(201);
    expect((await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Sync Stopper', email: 'sync-stopper@example.com', password: PASSWORD, role: 'sync_stopper', customerGroup: group })).status).toBe(201);
    const stopper = await t.login('sync-stopper@example.com');
    const queued = await sync({ venue: master, slaves: [slaves.soft] });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const stopped = await t.call(stopper, 'POST', `/api/v1/sync/jobs/${queued.body.data._id}/stop`);
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body.data.status).toBe('stopped');
    // no worker took it: its entries say nothing was done
    expect(stopped.body.data.entries).toEqual([expect.objectContaining({ action: 'failed', entity: 'syncJob', reason: 'Stopped before a worker took it: nothing was done.' })]);
    expect(stopped.body.data.finishedAt).toEqual(expect.any(String));
    expect((await venue(master)).syncInProgress).toBe(false);
    const copy = await t.call(admin, 'POST', '/api/v1/sync/venue/copy/venue-only', { venue: master });
    const refused = await t.call(stopper, 'POST', `/api/v1/sync/jobs/${copy.body.data._id}/stop`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('sync.job.stop');
    expect((await t.call(admin, 'POST', `/api/v1/sync/jobs/${copy.body.data._id}/stop`)).status).toBe(200);
  });

  it('an administrator lifts a stale lock with the sync flags', async () => {
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${slaves.soft}`, { syncInProgress: true })).status).toBe(200);
    expect((await sync({ venue: master, slaves: [slaves.soft] })).status).toBe(409);
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${slaves.soft}`, { syncPossible: false, syncInProgress: false })).status).toBe(200);
    expect((await sync({ venue: master, slaves: [slaves.soft] })).status).toBe(409);
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${slaves.soft}`, { syncPossible: true, syncInProgress: false })).status).toBe(200);
    const res = await sync({ venue: master, slaves: [slaves.soft] });
    expect(res.status).toBe(200);
    await drain();
    expect((await job(res.body.data._id)).status).toBe('done');
  });
});

describe('PATCH v1/general/venue/{venue}/sync/start', () => {
  it('syncs a slave from its master; a venue of no master is refused', async () => {
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${slaves.hard}/sync/start`, { deleteMode: 'soft' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ handler: 'venueSync', venue: master, targetVenue: slaves.hard, params: { deleteMode: 'soft' } });
    await drain();
    expect((await job(res.body.data._id)).status).toBe('done');
    const none = await t.call(admin, 'PATCH', `/api/v1/general/venue/${master}/sync/start`, {});
    expect(none.status).toBe(422);
    expect(none.body.errors[0].code).toBe('notASlave');
  });
});

describe('scope, rights and bad input', () => {
  it('a venue outside the caller\'s brand is not found; a caller without the right is refused', async () => {
    expect((await sync({ venue: brands.A.venue, slaves: [brands.B.venue] }, '/api/v1/sync', brands.userA)).status).toBe(404);
    expect((await sync({ venue: brands.B.venue, slaves: [slaves.soft] }, '/api/v1/sync', brands.userA)).status).toBe(404);
    expect((await t.call(brands.userA, 'PATCH', `/api/v1/general/venue/${brands.B.venue}/sync/start`, {})).status).toBe(404);
    const operator = await t.login('operator@example.com');
    expect((await sync({ venue: master, slaves: [slaves.soft] }, '/api/v1/sync', operator)).status).toBe(403);
    expect((await t.call(operator, 'PATCH', `/api/v1/general/venue/${slaves.soft}/sync/start`, {})).status).toBe(403);
    for (const id of [master, brands.B.venue]) expect((await venue(id)).syncInProgress ?? false).toBe(false);
  });

  it('answers bad input with 400 or 422, never 500', async () => {
    const bodies: unknown[] = [
      {}, { venue: master }, { venue: master, slaves: [] }, { venue: master, slaves: 'x' }, { venue: 'nope', slaves: [slaves.soft] },
      { venue: master, slaves: [slaves.soft], deleteMode: 'all' }, { venue: master, slaves: [slaves.soft], mode: 'sideways' },
      { venue: master, slaves: [slaves.soft], filters: { colour: ['red'] } }, { venue: master, slaves: [master] },
      { venue: master, slaves: [slaves.soft, slaves.soft] }, { venue: master, slaves: ['0123456789abcdef01234567'] }, null, [],
    ];
    for (const body of bodies) {
      for (const path of ['/api/v1/sync', '/api/v1/sync/upsell']) {
        const res = await t.call(admin, 'POST', path, body);
        expect([400, 404, 422], `${path} ${JSON.stringify(body)}: ${res.status}`).toContain(res.status);
      }
    }
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${slaves.soft}/sync/start`, { deleteMode: 'everything' })).status).toBe(422);
    expect((await t.call(admin, 'PATCH', '/api/v1/general/venue/nope/sync/start', {})).status).toBe(400);
    for (const id of [master, slaves.soft]) expect((await venue(id)).syncInProgress).toBe(false);
  });

  it('drops empty filter values before storing the filters', async () => {
    const category = (await records(master)).category[0]._id;
    const res = await sync({ venue: master, slaves: [slaves.soft], filters: { categories: ['', null, category] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.params.filters).toEqual({ categories: [category] });
    await drain();
    const none = await sync({ venue: master, slaves: [slaves.soft], filters: { categories: ['', null] } });
    expect(none.status).toBe(200);
    expect(none.body.data.params.filters).toBeUndefined();
    await drain();
  });
});

describe('a sync stopped halfway', () => {
  it('leaves consistent slaves, says what it did and lifts the lock', async () => {
    const fresh = await copyOf(master, 'Slave stopped');
    await addArticle(master, '888', 8.88, 'Noch ein neuer');
    const res = await sync({ venue: master, slaves: [slaves.ignore, fresh], deleteMode: 'hard' });
    const id = res.body.data._id;
    const { JobRunner } = await import('../src/server/jobs/JobRunner');
    const { SYNC_HANDLERS } = await import('../src/server/entities/syncJob/syncHandlers');
    let phases = 0;
    const runner = new JobRunner(t.services, {
      venueSync: { ...SYNC_HANDLERS.venueSync, run: (ctx) => SYNC_HANDLERS.venueSync.run({ ...ctx, progress: async (p) => {
        await ctx.progress(p);
        // the real stop call, in the second slave's option groups
        if (++phases === SYNC_PHASES.length + 5) expect((await t.call(admin, 'POST', `/api/v1/sync/jobs/${id}/stop`)).status).toBe(200);
      } }) },
    }, 300, (err) => { throw err; }, 'syncJob');
    expect(await runner.tick()).toBe(true);
    const stopped = await job(id);
    expect(stopped.status).toBe('stopped');
    expect(stopped.entries.at(-1).reason).toMatch(/Stopped/);
    for (const v of [master, slaves.ignore, fresh]) expect((await venue(v)).syncInProgress).toBe(false);
    // the first slave is synced in full, the second has the master's new article not yet
    expect(byNumber((await records(slaves.ignore)).article).has('888')).toBe(true);
    const to = await records(fresh);
    expect(byNumber(to.article).has('888')).toBe(false);
    expect(stopped.entries.some((e: any) => e.venue === fresh && e.action === 'created' && e.entity === 'article')).toBe(false);
    // every reference of the second slave names a record it holds or none of the master's
    const masterIds = new Set(Object.values(await records(master)).flat().map((r) => r._id));
    for (const r of Object.values(to).flat()) expect(stringsIn(r.doc).filter((x) => masterIds.has(x)), r._id).toEqual([]);
    // and the slave is not marked as the master's until a sync of it finished
    expect((await venue(fresh)).masterId).toBeUndefined();
  });
});

describe('a worker that dies mid-sync', () => {
  it('is resumed by another once its lease runs out: the slave ends as the master, no record written twice, the lock lifted', async () => {
    const fresh = await copyOf(master, 'Slave crashed');
    const res = await sync({ venue: master, slaves: [fresh], deleteMode: 'hard' });
    const id = res.body.data._id;
    const { JobRunner } = await import('../src/server/jobs/JobRunner');
    const { SYNC_HANDLERS } = await import('../src/server/entities/syncJob/syncHandlers');
    let phases = 0;
    // The first worker freezes for good after five phases (before option articles and articles), as a killed process would.
    const dying = new JobRunner(t.services, {
      venueSync: { ...SYNC_HANDLERS.venueSync, run: (ctx) => SYNC_HANDLERS.venueSync.run({ ...ctx, progress: async (p) => {
        await ctx.progress(p);
        if (++phases === 5) await new Promise(() => {});
      } }) },
    }, 300, () => {}, 'syncJob');
    void dying.tick();
    for (let i = 0; i < 200 && phases < 5; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await job(id)).status).toBe('in_progress');
    expect((await venue(fresh)).syncInProgress).toBe(true);
    const row = await t.db.kysely.selectFrom('sync_job').select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await t.db.kysely.updateTable('sync_job').set({ doc: JSON.stringify({ ...doc, lockedUntil: new Date(Date.now() - 1000).toISOString() }) }).where('_id', '=', id).execute();
    await drain();
    expect((await job(id)).status).toBe('done');
    expect((await venue(fresh)).syncInProgress).toBe(false);
    const from = await records(master);
    const to = await records(fresh);
    for (const e of SYNC_PHASES) expect(to[e].length, e).toBe(from[e].length - (e === 'article' ? from.article.filter((a) => !a.doc.number).length : 0));
    expect(new Set(to.article.map((a) => a.doc.number)).size).toBe(to.article.length);
  });
});
