import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures';
import { multipartBody } from './helpers/multipartBody';
import { PASSWORD, type TestApp } from './helpers/testApp';
import { drainSyncJobs, twoEnvironments } from './helpers/twoEnvironments';

/**
 * A master/slave sync across environments (spec part 1 §4, directions d2p …): the master in dev,
 * its slave a venue of prod. Two servers, each the other's other environment.
 */
let dev: TestApp;
let prod: TestApp;
let devAdmin: string;
let prodAdmin: string;
let source: { _id: string; customerGroup: string };
let slave: string;

const job = async (id: string) => (await dev.call(devAdmin, 'GET', `/api/v1/sync/jobs/${id}`)).body.data;
const venueIn = async (app: TestApp, token: string, id: string) => (await app.call(token, 'GET', `/api/v1/general/venue/${id}`)).body.data;
const articles = async (app: TestApp, token: string, venue: string) => (await app.call(token, 'GET', `/api/v1/foodcard/article/venue/${venue}?limit=1000`)).body.data as any[];

/** A copy of a dev venue made in prod (the admin's copy job), its id there. */
async function copyToProd(venue: string): Promise<string> {
  const res = await dev.call(devAdmin, 'POST', '/api/v1/sync/venue/copy', { venue, targetEnvironment: 'prod' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await drainSyncJobs(dev);
  const done = await job(res.body.data._id);
  expect(done.status, JSON.stringify(done)).toBe('done');
  return done.targetVenue;
}

beforeAll(async () => {
  ({ dev, prod, devAdmin, prodAdmin } = await twoEnvironments());
  source = (await dev.call(devAdmin, 'GET', '/api/v1/general/venue/list?limit=1')).body.data[0];
  slave = await copyToProd(source._id);
}, 180_000);
afterAll(async () => {
  await dev?.close();
  await prod?.close();
});

describe('sync to slaves of another environment (POST v1/sync, targetEnvironment)', () => {
  it('writes the master\'s foodcard into the slave there, locks both sides while queued and lifts the locks', async () => {
    // a photo uploaded to a master category after the copy: the sync brings the file along
    const [category] = (await dev.call(devAdmin, 'GET', `/api/v1/foodcard/category/venue/${source._id}?limit=1`)).body.data;
    const { payload, headers } = multipartBody([{ content: fixtures.png, contentType: 'image/png', filename: 'photo.png' }]);
    const uploaded = await dev.app.inject({ method: 'PATCH', url: `/api/v1/foodcard/category/${category._id}/photo`, payload, headers: { ...headers, authorization: `Bearer ${devAdmin}` } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image = JSON.parse(uploaded.body).data.image as string;
    expect((await prod.app.inject({ url: `/api/v1/files/${image}` })).statusCode).toBe(404);
    const [changed] = (await articles(prod, prodAdmin, slave)).filter((a) => a.number);
    const master = (await articles(dev, devAdmin, source._id)).find((a) => a.number === changed.number);
    expect((await prod.call(prodAdmin, 'PATCH', `/api/v1/foodcard/article/${changed._id}`, { price: 99.99 })).status).toBe(200);

    const res = await dev.call(devAdmin, 'POST', '/api/v1/sync', { venue: source._id, slaves: [slave], targetEnvironment: 'prod' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ sourceEnvironment: 'dev', targetEnvironment: 'prod', targetVenue: slave });
    expect((await venueIn(dev, devAdmin, source._id)).syncInProgress).toBe(true);
    expect((await venueIn(prod, prodAdmin, slave)).syncInProgress).toBe(true);
    // a second sync of either venue waits for the first
    expect((await dev.call(devAdmin, 'POST', '/api/v1/sync', { venue: source._id, slaves: [slave], targetEnvironment: 'prod' })).status).toBe(409);

    await drainSyncJobs(dev);
    const done = await job(res.body.data._id);
    expect(done.status, JSON.stringify(done)).toBe('done');
    expect(done.entries).toContainEqual(expect.objectContaining({ action: 'updated', entity: 'article', count: 1, venue: slave }));
    expect((await prod.call(prodAdmin, 'GET', `/api/v1/foodcard/article/${changed._id}`)).body.data.price).toBe(master.price);
    // the category there names the photo, and prod serves it
    expect(done.entries).toContainEqual(expect.objectContaining({ action: 'created', entity: 'file', count: 1, venue: slave }));
    const there = (await prod.call(prodAdmin, 'GET', `/api/v1/foodcard/category/venue/${slave}?limit=1000`)).body.data.find((c: any) => c.image === image);
    expect(there, 'the synced category with the photo').toBeDefined();
    const served = await prod.app.inject({ url: `/api/v1/files/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(fixtures.png)).toBe(true);
    const after = await venueIn(prod, prodAdmin, slave);
    expect(after.syncInProgress).toBe(false);
    // its master is not a venue of prod: the slave keeps none
    expect(after.masterId ?? null).toBeNull();
    expect((await venueIn(dev, devAdmin, source._id)).syncInProgress).toBe(false);
    // run again, nothing differs
    const again = await dev.call(devAdmin, 'POST', '/api/v1/sync', { venue: source._id, slaves: [slave], targetEnvironment: 'prod' });
    await drainSyncJobs(dev);
    expect((await job(again.body.data._id)).entries.filter((e: any) => ['created', 'updated', 'deleted'].includes(e.action))).toEqual([]);
  }, 120_000);

  it('needs the direction permission, reads the slaves in the caller\'s scope there, and keeps slave-to-slaves inside one environment', async () => {
    const role = async (slug: string, permissions: string[]) => expect((await dev.call(devAdmin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions })).status).toBe(201);
    const user = async (slug: string, customerGroup: string) => {
      const res = await dev.call(devAdmin, 'POST', '/api/v1/auth/user', { name: slug, email: `${slug}@example.com`, password: PASSWORD, role: slug, customerGroup });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return dev.login(`${slug}@example.com`);
    };
    await role('syncer_here', ['venue.view', 'sync.master.slaves']);
    await role('syncer_d2p', ['venue.view', 'sync.master.slaves', 'sync.dev.to.prod']);
    const here = await user('syncer_here', source.customerGroup);
    const d2p = await user('syncer_d2p', source.customerGroup);
    const body = { venue: source._id, slaves: [slave], targetEnvironment: 'prod' };

    const refused = await dev.call(here, 'POST', '/api/v1/sync', body);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('sync.dev.to.prod');
    const allowed = await dev.call(d2p, 'POST', '/api/v1/sync', body);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    await drainSyncJobs(dev);
    expect((await job(allowed.body.data._id)).status).toBe('done');

    // a prod venue of another brand is not found, as a venue of this environment would not be
    const otherGroup = (await dev.call(devAdmin, 'POST', '/api/v1/general/customergroup', { name: 'Sync Other Brand', slug: 'sync_other_brand' })).body.data._id;
    const otherVenue = (await dev.call(devAdmin, 'POST', '/api/v1/general/venue', { name: 'Other Brand Venue', readableId: 'SOB01', customerGroup: otherGroup, timezone: 'Europe/Berlin' })).body.data._id;
    const foreign = await copyToProd(otherVenue);
    expect((await dev.call(d2p, 'POST', '/api/v1/sync', { ...body, slaves: [foreign] })).status).toBe(404);
    // an id of this environment names no prod venue
    expect((await dev.call(d2p, 'POST', '/api/v1/sync', { ...body, slaves: [otherVenue] })).status).toBe(404);
    expect((await venueIn(prod, prodAdmin, foreign)).syncInProgress ?? false).toBe(false);

    // the venue list read against prod (spec: "GET /list … against dev or prod environments"): its venues in the caller's reach there
    const listed = async (token: string, query: string) => (await dev.call(token, 'GET', `/api/v1/general/venue/list?limit=1000&${query}`));
    const prodIds = (await prod.call(prodAdmin, 'GET', '/api/v1/general/venue/list?limit=1000')).body.data.map((v: any) => v._id).sort();
    expect((await listed(devAdmin, 'environment=prod')).body.data.map((v: any) => v._id).sort()).toEqual(prodIds);
    const mine = (await listed(d2p, 'environment=prod')).body;
    expect(mine.data.map((v: any) => v._id)).toContain(slave);
    expect(mine.data.map((v: any) => v._id)).not.toContain(foreign);
    expect(mine.data.every((v: any) => v.customerGroup === source.customerGroup)).toBe(true);
    expect(mine.total).toBe(mine.data.length);
    // filters and search apply there as here
    expect((await listed(d2p, `environment=prod&q=${encodeURIComponent('Other Brand Venue')}`)).body.data).toEqual([]);
    expect((await listed(devAdmin, `environment=prod&q=${encodeURIComponent('Other Brand Venue')}`)).body.data.map((v: any) => v._id)).toEqual([foreign]);
    // this environment's own name reads here; without a direction between the two, prod stays closed
    expect((await listed(here, 'environment=dev')).body.data.map((v: any) => v._id)).toContain(source._id);
    const closed = await listed(here, 'environment=prod');
    expect(closed.status).toBe(403);
    expect(closed.body.message).toContain('sync.dev.to.prod');
    expect((await listed(devAdmin, 'environment=staging')).status).toBeGreaterThanOrEqual(400);
    expect((await listed(devAdmin, 'environment=staging')).status).toBeLessThan(500);

    const across = await dev.call(devAdmin, 'POST', '/api/v1/sync', { ...body, mode: 'slaveToSlaves' });
    expect(across.status).toBe(422);
    expect(JSON.stringify(across.body)).toContain('targetEnvironment');
    expect((await dev.call(devAdmin, 'POST', '/api/v1/sync', { ...body, targetEnvironment: 'staging' })).status).toBe(422);
  }, 120_000);
});
