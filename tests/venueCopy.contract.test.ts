import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyId, stringsIn } from '../src/server/entities/syncJob/remapIds';
import { FOODCARD_PHASES, VENUE_EXTRAS } from '../src/server/entities/syncJob/copyVenueData';
import type { EnvironmentsConfig } from '../src/server/environments/Environments';
import { otherEnvironmentDb } from './helpers/copyEnvironment';
import { sampleTenant } from './helpers/sampleTenant';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { expectWholeCopy, expireLease } from './helpers/resumedCopy';
import { venueRecords } from './helpers/venueRecords';

const ALL = [...FOODCARD_PHASES, ...VENUE_EXTRAS];
const SECRETS = ['uber-token-secret-1', 'market-api-key-2', 'integration-password-3', 'integration-key-4'];

let t: TestApp;
let other: Awaited<ReturnType<typeof otherEnvironmentDb>>;
let admin: string;
let group: string;
let source: string;
const environments: EnvironmentsConfig = { current: 'dev', others: {} };

/** Runs the queued sync jobs to the end, as the worker does. */
async function drain(app: TestApp = t) {
  while (await app.services.syncJobs.tick()) { /* next job */ }
}

async function job(app: TestApp, token: string, id: string) {
  return (await app.call(token, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
}

/** Every source id of the venue: the venue's own and every copied record's. */
async function sourceIds(venue: string): Promise<Set<string>> {
  const records = await venueRecords(t.db, t.services.registry, venue, ALL);
  return new Set(Object.values(records).flat().map((r) => r._id));
}

beforeAll(async () => {
  other = await otherEnvironmentDb();
  environments.others.prod = other.db;
  t = await testApp({ environments });
  admin = await t.login('admin@example.com');
  const venues = (await t.call(admin, 'GET', '/api/v1/general/venue/list?limit=5')).body.data;
  source = venues[0]._id;
  group = venues[0].customerGroup;
  // The seeded foodcard has categories, articles, options, tags, trade and print groups and
  // tables; upsells, recommendations, combos and printers are added here.
  const tenant = await sampleTenant(t, admin, t.services.registry, { customerGroup: group, venue: source });
  for (const id of ['upsell', 'cartRecommendation', 'productCombo', 'printer']) await tenant.ensure(id);
  const articles = (await t.call(admin, 'GET', `/api/v1/article/venue/${source}?limit=3`)).body.data ?? [];
  const printer = (await tenant.ensure('printer'))._id;
  if (articles.length) await t.call(admin, 'PUT', `/api/v1/general/venue/${source}/printer/${printer}`, { articles: articles.map((a: any) => a._id) });
  // Credentials in the settings a copy must never carry.
  const patched = await t.call(admin, 'PATCH', `/api/v1/general/venue/${source}`, {
    deliveryProviders: { uberDirect: { enabled: true, id: 'uber-account', token: SECRETS[0] } },
    externalOrderProviders: { enabled: true, storeId: 'store-1', apiKey: SECRETS[1] },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  const integration = await t.call(admin, 'PATCH', `/api/v1/general/venue/${source}/setCheckoutIntegration`, {
    integrationType: 'hellotess', payload: { serviceUrl: 'https://pos.example.com', password: SECRETS[2], clientSecret: SECRETS[3] },
  });
  expect(integration.status, JSON.stringify(integration.body)).toBe(200);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await other?.drop();
});

describe('venue copy (POST v1/sync/venue/copy)', () => {
  let copied: any;
  it('queues a job that makes a new venue with a new short id and every record of the venue', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/sync/venue/copy', { venue: source, name: 'Copied venue' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'created', handler: 'venueCopy', venue: source, sourceEnvironment: 'dev', targetEnvironment: 'dev' });
    await drain();
    copied = await job(t, admin, res.body.data._id);
    expect(copied.status, JSON.stringify(copied)).toBe('done');
    expect(copied.progress).toBe(100);
    const venue = (await t.call(admin, 'GET', `/api/v1/general/venue/${copied.targetVenue}`)).body.data;
    const original = (await t.call(admin, 'GET', `/api/v1/general/venue/${source}`)).body.data;
    expect(venue.name).toBe('Copied venue');
    expect(venue.readableId).not.toBe(original.readableId);
    expect(venue.isPublished).toBe(false);
  });

  it('re-maps every reference: the same count per entity, and no id of the source venue left', async () => {
    const from = await venueRecords(t.db, t.services.registry, source, ALL);
    const to = await venueRecords(t.db, t.services.registry, copied.targetVenue, ALL);
    const ids = await sourceIds(source);
    const targetIds = new Set(Object.values(to).flat().map((r) => r._id));
    for (const id of ALL) {
      expect(to[id].length, id).toBe(from[id].length);
      if (from[id].length) expect(copied.entries.find((e: any) => e.entity === id && e.action === 'created')?.count, id).toBe(from[id].length);
    }
    for (const id of ['category', 'article', 'option', 'optionArticle', 'tag', 'table']) expect(from[id].length, id).toBeGreaterThan(0);
    for (const [id, records] of Object.entries(to)) {
      for (const r of records) {
        const left = stringsIn(r.doc).filter((s) => ids.has(s));
        expect(left, `${id} ${r._id}`).toEqual([]);
      }
    }
    // References point at the copies: an article's category and option groups are records of the copy.
    for (const a of to.article) {
      if (a.doc.category) expect(targetIds.has(a.doc.category), 'category').toBe(true);
      for (const s of stringsIn(a.doc).filter((s) => /^[0-9a-f]{24}$/.test(s) && ids.has(s))) expect(targetIds.has(s)).toBe(true);
    }
  });

  it('never carries credentials: write-only fields, tokens, api keys, integration passwords; a printer gets a new key', async () => {
    const to = await venueRecords(t.db, t.services.registry, copied.targetVenue, ALL);
    const from = await venueRecords(t.db, t.services.registry, source, ALL);
    const text = JSON.stringify(to);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(JSON.stringify(from.venue)).toContain(SECRETS[0]);
    expect(to.venue[0].doc.checkoutIntegration.hellotess.serviceUrl).toBe('https://pos.example.com');
    expect(to.venue[0].doc.deliveryProviders.uberDirect.id).toBe('uber-account');
    expect(to.printer.map((p) => p.doc.key)).not.toContain(from.printer[0].doc.key);
  });

  it('copies the venue alone with venue-only', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/sync/venue/copy/venue-only', { venue: source });
    expect(res.status).toBe(200);
    await drain();
    const done = await job(t, admin, res.body.data._id);
    expect(done.status).toBe('done');
    const to = await venueRecords(t.db, t.services.registry, done.targetVenue, ALL);
    expect(to.venue).toHaveLength(1);
    for (const id of ALL) expect(to[id], id).toHaveLength(0);
    // the venue's references into its own foodcard are dropped, not left pointing at the source's
    const ids = await sourceIds(source);
    expect(stringsIn(to.venue[0].doc).filter((s) => ids.has(s))).toEqual([]);
  });

  it('lists, shows and filters the jobs with page, limit, sortBy and sortOrder', async () => {
    const list = await t.call(admin, 'GET', '/api/v1/sync/jobs?page=1&limit=10&sortBy=createdAt&sortOrder=desc&status[]=done');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    expect(list.body.data[0].handler).toBe('venueCopyOnly');
    expect(list.body.data.every((j: any) => j.status === 'done')).toBe(true);
  });
});

describe('stopping a copy halfway', () => {
  it('leaves a consistent venue and says what it did', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/sync/venue/copy', { venue: source });
    const id = res.body.data._id;
    // The real stop call, made while the job runs: after its fourth phase.
    const { JobRunner } = await import('../src/server/jobs/JobRunner');
    const { SYNC_HANDLERS } = await import('../src/server/entities/syncJob/syncHandlers');
    let phases = 0;
    const runner = new JobRunner(t.services, {
      venueCopy: { ...SYNC_HANDLERS.venueCopy, run: (ctx) => SYNC_HANDLERS.venueCopy.run({ ...ctx, progress: async (p) => {
        await ctx.progress(p);
        if (++phases === 4) expect((await t.call(admin, 'POST', `/api/v1/sync/jobs/${id}/stop`)).status).toBe(200);
      } }) },
    }, 300, (err) => { throw err; }, 'syncJob');
    expect(await runner.tick()).toBe(true);
    const stopped = await job(t, admin, id);
    expect(stopped.status).toBe('stopped');
    expect(stopped.entries.at(-1).reason).toMatch(/Stopped/);
    const to = await venueRecords(t.db, t.services.registry, stopped.targetVenue, ALL);
    expect(to.venue).toHaveLength(1);
    // What the entries say was created is there, and nothing else.
    const created = Object.fromEntries(stopped.entries.filter((e: any) => e.action === 'created').map((e: any) => [e.entity, e.count]));
    for (const e of ALL) expect(to[e].length, e).toBe(created[e] ?? 0);
    expect(to.article).toHaveLength(0);
    // No reference names a record the copy does not hold: every re-mapped id is a record of it.
    const ids = await sourceIds(source);
    const mapped = new Set([...ids].map((s) => copyId(stopped.params.copyKey, s)));
    const held = new Set(Object.values(to).flat().map((r) => r._id));
    for (const r of Object.values(to).flat()) {
      for (const s of stringsIn(r.doc)) if (mapped.has(s)) expect(held.has(s), s).toBe(true);
    }
  });
});

describe('a worker that dies mid-copy', () => {
  it('is resumed by another once its lease runs out, without writing a record twice', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/sync/venue/copy', { venue: source });
    const id = res.body.data._id;
    const { JobRunner } = await import('../src/server/jobs/JobRunner');
    const { SYNC_HANDLERS } = await import('../src/server/entities/syncJob/syncHandlers');
    let phases = 0;
    // The first worker freezes for good after five phases, as a killed process would.
    const dying = new JobRunner(t.services, {
      venueCopy: { ...SYNC_HANDLERS.venueCopy, run: (ctx) => SYNC_HANDLERS.venueCopy.run({ ...ctx, progress: async (p) => {
        await ctx.progress(p);
        if (++phases === 5) await new Promise(() => {});
      } }) },
    }, 300, () => {}, 'syncJob');
    void dying.tick();
    await new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 200 && phases < 5; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await job(t, admin, id)).status).toBe('in_progress');
    await expireLease(t, id);
    await drain();
    const done = await job(t, admin, id);
    expect(done.status).toBe('done');
    await expectWholeCopy(t, source, done);
  });
});
