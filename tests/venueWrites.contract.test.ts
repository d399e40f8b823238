import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandUsers, type BrandUsers } from './helpers/brandUsers';
import { multipartBody } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The venue writes of spec part 1 §7 (PATCH update-webapp-slugs, POST franchisee, DELETE
 * {id}/foodcard) and DELETE auth/{id}: effect, permission, another brand (404) and bad input.
 */
let t: TestApp;
let admin: string;
let staff: string;
let b: BrandUsers;
const V = '/api/v1/general/venue';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  staff = await t.login('staff@example.com');
  b = await brandUsers(t, admin);
});
afterAll(() => t.close());

describe('PATCH general/venue/update-webapp-slugs', () => {
  it('gives venues without a slug a unique one from their name, once', async () => {
    const twin = (await t.call(admin, 'POST', V, { name: 'Other Venue', readableId: 'OV98', customerGroup: b.B.customerGroup })).body.data._id;
    const res = await t.call(b.userB, 'PATCH', `${V}/update-webapp-slugs`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.updated).toEqual([{ _id: b.B.venue, webAppSlug: 'other-venue' }, { _id: twin, webAppSlug: 'other-venue-2' }]);
    expect((await t.call(b.userB, 'PATCH', `${V}/update-webapp-slugs`, {})).body.data.updated).toEqual([]);
    // all of the demo brand's venues get one, none taken twice
    const all = await t.call(admin, 'PATCH', `${V}/update-webapp-slugs`, {});
    const slugs = all.body.data.updated.map((u: any) => u.webAppSlug);
    expect(slugs.length).toBeGreaterThan(1);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).not.toContain('other-venue');
    // the generic edit cannot take a slug another venue holds
    const taken = await t.call(admin, 'PATCH', `${V}/${twin}`, { webAppSlug: 'other-venue' });
    expect(taken.status).toBe(422);
    // overwrite regenerates the named ones; the audit names the action
    await t.call(admin, 'PATCH', `${V}/${twin}`, { name: 'Renamed Venue' });
    const again = await t.call(b.userB, 'PATCH', `${V}/update-webapp-slugs`, { ids: [twin], overwrite: true });
    expect(again.body.data.updated).toEqual([{ _id: twin, webAppSlug: 'renamed-venue' }]);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${twin}&action[]=generateSlug`);
    expect(audit.body.data).toHaveLength(2);
  });

  it('needs venue.slug.generate; another brand 404; a bad body 422', async () => {
    expect((await t.call(staff, 'PATCH', `${V}/update-webapp-slugs`, {})).status).toBe(403);
    expect((await t.call(b.userB, 'PATCH', `${V}/update-webapp-slugs`, { ids: [b.A.venue] })).status).toBe(404);
    // a body that breaks its schema is a 422 with the fields (the product's convention)
    expect((await t.call(admin, 'PATCH', `${V}/update-webapp-slugs`, { ids: ['x'] })).status).toBe(422);
    expect((await t.call(admin, 'PATCH', `${V}/update-webapp-slugs`, { overwrite: 'yes' })).status).toBe(422);
  });
});

describe('POST general/venue/franchisee', () => {
  const body = { name: 'Franchise Süd', street: 'Hauptstraße', number: '1', postalCode: '80331', city: 'München', legalForm: 'GmbH' };

  it("registers a venue in the caller's brand: unpublished, unverified, service off, short id generated", async () => {
    const res = await t.call(b.userB, 'POST', `${V}/franchisee`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ ...body, customerGroup: b.B.customerGroup, isPublished: false, verified: false, isServiceActivated: false });
    expect(res.body.data.readableId).toMatch(/^FRAN\d{3,8}$/);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${res.body.data._id}&action[]=create`);
    expect(audit.body.data).toHaveLength(1);
  });

  it("needs venue.create or venue.create.simple; another brand's group is refused; a bad body 422", async () => {
    expect((await t.call(staff, 'POST', `${V}/franchisee`, body)).status).toBe(403);
    const foreign = await t.call(b.userB, 'POST', `${V}/franchisee`, { ...body, customerGroup: b.A.customerGroup });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].path).toBe('customerGroup');
    expect((await t.call(b.userB, 'POST', `${V}/franchisee`, { ...body, city: undefined })).status).toBe(422);
    expect((await t.call(b.userB, 'POST', `${V}/franchisee`, { ...body, isPublished: true })).status).toBe(422);
    expect((await t.call(b.userB, 'POST', `${V}/franchisee`, { ...body, customerGroup: 'nope' })).status).toBe(422);
  });
});

describe('DELETE auth/{id}', () => {
  it('deletes a user at the spec path as the generic delete does; another brand 404; staff 403', async () => {
    const made = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Gone', email: 'gone@example.com', password: 'Secret123', role: 'staff', customerGroup: b.A.customerGroup });
    expect(made.status).toBe(201);
    const id = made.body.data._id;
    expect((await t.call(b.userB, 'DELETE', `/api/v1/auth/${id}`)).status).toBe(404);
    expect((await t.call(staff, 'DELETE', `/api/v1/auth/${id}`)).status).toBe(403);
    expect((await t.call(admin, 'DELETE', '/api/v1/auth/not-an-id')).status).toBe(400);
    const gone = await t.call(b.userA, 'DELETE', `/api/v1/auth/${id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.data._id).toBe(id);
    expect((await t.call(admin, 'GET', `/api/v1/auth/user/${id}`)).status).toBe(404);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=delete`);
    expect(audit.body.data).toHaveLength(1);
  });
});

describe('DELETE general/venue/{id}/foodcard', () => {
  it('empties the foodcard once the venue and its counts are confirmed, keeping a CSV that restores it', async () => {
    const venue = await t.venueId(admin, 'BH02');
    const before = (await t.call(admin, 'GET', `${V}/${venue}/full`)).body.data;
    expect(before.counts.articles).toBeGreaterThan(0);
    const confirm = { readableId: before.venue.readableId, counts: before.counts };
    const wrongVenue = await t.call(admin, 'DELETE', `${V}/${venue}/foodcard`, { ...confirm, readableId: 'BM01' });
    expect(wrongVenue.status).toBe(422);
    expect(wrongVenue.body.errors[0].code).toBe('confirmVenue');
    const stale = await t.call(admin, 'DELETE', `${V}/${venue}/foodcard`, { ...confirm, counts: { ...before.counts, articles: before.counts.articles + 1 } });
    expect(stale.status).toBe(422);
    expect(stale.body.errors[0].code).toBe('confirmCounts');

    const res = await t.call(admin, 'DELETE', `${V}/${venue}/foodcard`, confirm);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { categories, articles, options, optionArticles } = before.counts;
    expect(res.body.data.deleted).toEqual({ categories, articles, options, optionArticles, tables: 0, printers: 0 });
    const after = (await t.call(admin, 'GET', `${V}/${venue}/full`)).body.data;
    expect(after.counts).toEqual({ ...before.counts, categories: 0, articles: 0, options: 0, optionArticles: 0 });
    expect(after.venue.foodcardBackup).toMatchObject({ file: res.body.data.backup.file, counts: { categories, articles, options, optionArticles } });
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${venue}&action[]=emptyFoodcard`);
    expect(audit.body.data).toHaveLength(1);

    // the kept CSV imports back into the venue: the same counts again
    const csv = await t.app.inject({ url: `/api/v1/files/${res.body.data.backup.file}` });
    expect(csv.statusCode).toBe(200);
    const { payload, headers } = multipartBody([{ filename: 'foodcard.csv', contentType: 'text/csv', content: csv.rawPayload }]);
    const restored = await t.app.inject({ method: 'POST', url: `/api/v1/foodcard/venue/${venue}/import`, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.call(admin, 'GET', `${V}/${venue}/full`)).body.data.counts).toEqual(before.counts);
    // export, empty and re-import a whole foodcard: a shared machine's PostgreSQL needs more than the default
  }, 120_000);

  it('administrators only; an unknown venue 404; a bad id 400, a bad body 422', async () => {
    const venue = b.A.venue;
    const counts = (await t.call(admin, 'GET', `${V}/${venue}/full`)).body.data.counts;
    expect((await t.call(b.userA, 'DELETE', `${V}/${venue}/foodcard`, { readableId: 'BM01', counts })).status).toBe(403);
    expect((await t.call(admin, 'DELETE', `${V}/aaaaaaaaaaaaaaaaaaaaaaaa/foodcard`, { readableId: 'BM01', counts })).status).toBe(404);
    expect((await t.call(admin, 'DELETE', `${V}/not-an-id/foodcard`, { readableId: 'BM01', counts })).status).toBe(400);
    expect((await t.call(admin, 'DELETE', `${V}/${venue}/foodcard`, {})).status).toBe(422);
    expect((await t.call(admin, 'DELETE', `${V}/${venue}/foodcard`, { readableId: 'BM01', counts: { ...counts, articles: -1 } })).status).toBe(422);
    expect((await t.call(admin, 'GET', `${V}/${venue}/full`)).body.data.counts).toEqual(counts);
  });
});
