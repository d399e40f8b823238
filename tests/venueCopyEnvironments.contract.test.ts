import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOODCARD_PHASES } from '../src/server/entities/syncJob/copyVenueData';
import { copyId, remapIds } from '../src/server/entities/syncJob/remapIds';
import { fixtures } from './helpers/fixtures';
import { multipartBody } from './helpers/multipartBody';
import { PASSWORD, type TestApp } from './helpers/testApp';
import { drainSyncJobs, twoEnvironments } from './helpers/twoEnvironments';
import { venueRecords } from './helpers/venueRecords';

/**
 * Two servers, each the other's other environment (dev and prod), as two deployments whose
 * configuration names each other's database.
 */
let dev: TestApp;
let prod: TestApp;
let devAdmin: string;
let prodAdmin: string;
let source: string;

const job = async (app: TestApp, token: string, id: string) => (await app.call(token, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;

beforeAll(async () => {
  ({ dev, prod, devAdmin, prodAdmin } = await twoEnvironments());
  source = (await dev.call(devAdmin, 'GET', '/api/v1/general/venue/list?limit=1')).body.data[0]._id;
}, 180_000);
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

/** A foodcard with its ids replaced by `map` and without the fields a copy sets anew. */
function comparable(records: Record<string, { _id: string; doc: any }[]>, map: (id: string) => string | undefined) {
  const out: Record<string, unknown[]> = {};
  for (const e of FOODCARD_PHASES) {
    out[e] = records[e].map((r) => ({ _id: map(r._id) ?? r._id, doc: remapIds(r.doc, map) })).sort((a, b) => a._id.localeCompare(b._id));
  }
  return out;
}

describe('copy to the other environment', () => {
  it('names the environments this server reaches', async () => {
    const res = await dev.call(devAdmin, 'GET', '/api/v1/sync/environments');
    expect(res.body.data).toEqual({ current: 'dev', available: ['dev', 'prod'] });
  });

  it('and back gives an equal foodcard', async () => {
    const there = await dev.call(devAdmin, 'POST', '/api/v1/sync/venue/copy', { venue: source, targetEnvironment: 'prod' });
    expect(there.status, JSON.stringify(there.body)).toBe(200);
    await drainSyncJobs(dev);
    const first = await job(dev, devAdmin, there.body.data._id);
    expect(first.status, JSON.stringify(first)).toBe('done');
    expect(await dev.db.kysely.selectFrom('venue').select('_id').where('_id', '=', first.targetVenue).executeTakeFirst()).toBeUndefined();
    const back = await prod.call(prodAdmin, 'POST', '/api/v1/sync/venue/copy', { venue: first.targetVenue, targetEnvironment: 'dev' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await drainSyncJobs(prod);
    const second = await job(prod, prodAdmin, back.body.data._id);
    expect(second.status, JSON.stringify(second)).toBe('done');
    const original = await venueRecords(dev.db, dev.services.registry, source, FOODCARD_PHASES);
    const returned = await venueRecords(dev.db, dev.services.registry, second.targetVenue, FOODCARD_PHASES);
    const ids = new Set(Object.values(original).flat().map((r) => r._id));
    const twice = (id: string) => (ids.has(id) ? (id === source ? second.targetVenue : copyId(second.params.copyKey, copyId(first.params.copyKey, id))) : undefined);
    expect(comparable(returned, () => undefined)).toEqual(comparable(original, twice));
    expect(original.article.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('migrate (POST v1/sync/venue/migrate)', () => {
  it('moves the venue with its foodcard to the other environment and leaves the source archived', async () => {
    const venue = (await dev.call(devAdmin, 'GET', '/api/v1/general/venue/list?limit=2')).body.data[1];
    // its photo, an upload in this environment's database, moves with it
    const { payload, headers } = multipartBody([{ content: fixtures.png, contentType: 'image/png', filename: 'photo.png' }]);
    const uploaded = await dev.app.inject({ method: 'PATCH', url: `/api/v1/general/venue/${venue._id}/photo`, payload, headers: { ...headers, authorization: `Bearer ${devAdmin}` } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = JSON.parse(uploaded.body).data.photo as string;
    expect((await prod.app.inject({ url: `/api/v1/files/${photo}` })).statusCode).toBe(404);
    const res = await dev.call(devAdmin, 'POST', '/api/v1/sync/venue/migrate', { venue: venue._id, targetEnvironment: 'prod' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await drainSyncJobs(dev);
    const done = await job(dev, devAdmin, res.body.data._id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    const moved = await venueRecords(prod.db, prod.services.registry, done.targetVenue, FOODCARD_PHASES);
    const left = await venueRecords(dev.db, dev.services.registry, venue._id, FOODCARD_PHASES);
    expect(moved.venue[0].doc.name).toBe(venue.name);
    expect(moved.venue[0].doc.photo).toBe(photo);
    expect(done.entries).toContainEqual(expect.objectContaining({ action: 'created', entity: 'file', count: 1 }));
    const served = await prod.app.inject({ url: `/api/v1/files/${photo}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fixtures.png)).toBe(true);
    for (const e of FOODCARD_PHASES) expect(moved[e].length, e).toBe(left[e].length);
    const archived = (await dev.call(devAdmin, 'GET', `/api/v1/general/venue/${venue._id}`)).body.data;
    expect(archived.archived).toBe(true);
    expect(archived.deletedAt).toBeNull();
    // once archived it is not migrated again
    expect((await dev.call(devAdmin, 'POST', '/api/v1/sync/venue/migrate', { venue: venue._id, targetEnvironment: 'prod' })).status).toBe(422);
  }, 120_000);
});

describe('who may copy and migrate', () => {
  let staff: string;
  let copier: string;
  let onlyCopier: string;
  let other: string;
  let noDirection: string;
  beforeAll(async () => {
    const group = (await dev.call(devAdmin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
    const role = async (slug: string, permissions: string[]) => expect((await dev.call(devAdmin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions })).status).toBe(201);
    await role('copier', ['venue.view', 'sync.venue.copy.full', 'sync.job.view', 'venue.migrate.devToDev', 'sync.dev.to.dev']);
    await role('onlycopier', ['venue.view', 'sync.venue.copy.only', 'sync.job.view', 'sync.dev.to.dev']);
    await role('nodirection', ['venue.view', 'sync.venue.copy.full', 'sync.venue.copy.only', 'sync.job.view']);
    const user = async (email: string, slug: string, customerGroup: string) => {
      const res = await dev.call(devAdmin, 'POST', '/api/v1/auth/user', { name: email, email, password: PASSWORD, role: slug, customerGroup });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return dev.login(email);
    };
    copier = await user('copier@example.com', 'copier', group);
    onlyCopier = await user('onlycopier@example.com', 'onlycopier', group);
    const otherGroup = (await dev.call(devAdmin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
    other = await user('othercopier@example.com', 'copier', otherGroup);
    noDirection = await user('nodirection@example.com', 'nodirection', group);
    staff = await dev.login('staff@example.com');
  });

  it('refuses a user without a copy permission, and a full copy to one holding copy-only', async () => {
    expect((await dev.call(staff, 'POST', '/api/v1/sync/venue/copy', { venue: source })).status).toBe(403);
    expect((await dev.call(onlyCopier, 'POST', '/api/v1/sync/venue/copy', { venue: source })).status).toBe(403);
    expect((await dev.call(onlyCopier, 'POST', '/api/v1/sync/venue/copy/venue-only', { venue: source })).status).toBe(200);
    expect((await dev.call(onlyCopier, 'POST', '/api/v1/general/venue/foodcard/copy', { from: source, to: source })).status).toBe(403);
  });

  it('needs the direction permission, inside this environment too (dev to dev)', async () => {
    for (const path of ['/api/v1/sync/venue/copy', '/api/v1/sync/venue/copy/venue-only']) {
      const res = await dev.call(noDirection, 'POST', path, { venue: source });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toContain('sync.dev.to.dev');
    }
  });

  it('needs the direction permission for another environment', async () => {
    const res = await dev.call(copier, 'POST', '/api/v1/sync/venue/copy', { venue: source, targetEnvironment: 'prod' });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('sync.dev.to.prod');
    expect((await dev.call(copier, 'POST', '/api/v1/sync/venue/migrate', { venue: source, targetEnvironment: 'prod' })).status).toBe(403);
  });

  it('keeps another tenant out: its venue is not found, its jobs are not listed', async () => {
    expect((await dev.call(other, 'POST', '/api/v1/sync/venue/copy', { venue: source })).status).toBe(404);
    const mine = await dev.call(copier, 'POST', '/api/v1/sync/venue/copy/venue-only', { venue: source });
    expect(mine.status).toBe(200);
    expect((await dev.call(other, 'GET', `/api/v1/sync/jobs/${mine.body.data._id}`)).status).toBe(404);
    expect((await dev.call(other, 'GET', '/api/v1/sync/jobs')).body.data).toEqual([]);
    expect((await dev.call(copier, 'POST', `/api/v1/sync/jobs/${mine.body.data._id}/stop`)).status).toBe(403);
    expect((await dev.call(staff, 'GET', '/api/v1/sync/jobs')).status).toBe(403);
  });
});

describe('foodcard copy (POST v1/general/venue/foodcard/copy)', () => {
  it('adds the foodcard to another venue, keeping the records the target has by identifier', async () => {
    const venues = (await dev.call(devAdmin, 'GET', '/api/v1/general/venue/list?limit=3&archived[]=false')).body.data;
    const to = venues.find((v: any) => v._id !== source)._id;
    const before = await venueRecords(dev.db, dev.services.registry, to, FOODCARD_PHASES);
    const res = await dev.call(devAdmin, 'POST', '/api/v1/general/venue/foodcard/copy', { from: source, to });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await drainSyncJobs(dev);
    const done = await job(dev, devAdmin, res.body.data._id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    const from = await venueRecords(dev.db, dev.services.registry, source, FOODCARD_PHASES);
    const after = await venueRecords(dev.db, dev.services.registry, to, FOODCARD_PHASES);
    expect(after.article.length).toBe(before.article.length + from.article.length);
    const kept = done.entries.filter((e: any) => e.action === 'failed');
    for (const e of FOODCARD_PHASES) {
      const keptHere = kept.filter((k: any) => k.entity === e).length;
      expect(after[e].length, e).toBe(before[e].length + from[e].length - keptHere);
    }
    expect((await dev.call(devAdmin, 'POST', '/api/v1/general/venue/foodcard/copy', { from: source, to: source })).status).toBe(422);
  });
});
