import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let operator: string;
let staff: string;
let venues: Record<'BM01' | 'BH02' | 'BA03', string>;
let group: string;

const BASE = '/api/v1/employeenotification';
const HOUR = 60 * 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  operator = await t.login('operator@example.com');
  staff = await t.login('staff@example.com');
  venues = { BM01: await t.venueId(admin, 'BM01'), BH02: await t.venueId(admin, 'BH02'), BA03: await t.venueId(admin, 'BA03') };
  group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?slug[]=demo_burger')).body.data[0]._id;
});
afterAll(() => t.close());

async function post(token: string, body: Record<string, unknown>) {
  return t.call(token, 'POST', BASE, { text: 'Please read.', ...body });
}

async function activeTitles(token: string, venue?: string): Promise<string[]> {
  const res = await t.call(token, 'GET', `${BASE}/active${venue ? `?venue=${venue}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.map((n: any) => n.title).sort();
}

describe('creating (any signed-in user, within their own venues and group)', () => {
  it('staff posts for its venue; author and brand are recorded, and the write is audited', async () => {
    const res = await post(staff, { title: 'Fridge broken', venue: venues.BM01, level: 'warning' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const staffId = (await t.call(staff, 'GET', '/api/v1/auth/session')).body.id;
    expect(res.body.data).toMatchObject({ title: 'Fridge broken', level: 'warning', venue: venues.BM01, customerGroup: group, createdBy: staffId });
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${res.body.data._id}`);
    expect(audit.body.data).toEqual([expect.objectContaining({ action: 'create', resource: 'employeeNotification', actorName: 'Sam Staff', venue: venues.BM01 })]);
  });

  it('a manager without a target posts to its customer group; level defaults to info', async () => {
    const res = await post(manager, { title: 'Brand meeting' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ level: 'info', customerGroup: group });
    expect(res.body.data).not.toHaveProperty('venue');
  });

  it('a user without a group names a venue: posting to everybody is for admins only', async () => {
    const res = await post(operator, { title: 'To everybody?' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
    const platform = await post(admin, { title: 'Platform update tonight' });
    expect(platform.status).toBe(201);
    expect(platform.body.data).not.toHaveProperty('customerGroup');
  });

  it('never targets a venue or group outside the caller’s tenant, nor sets its author', async () => {
    expect((await post(staff, { title: 'Elsewhere', venue: venues.BH02 })).status).toBe(404);
    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
    const foreign = await post(manager, { title: 'Foreign', customerGroup: other });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0].path).toBe('customerGroup');
    const forged = await post(staff, { title: 'Forged', venue: venues.BM01, createdBy: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(forged.status).toBe(422);
    expect(forged.body.errors[0].path).toBe('createdBy');
    expect((await post('', { title: 'Anonymous' })).status).toBe(401);
  });

  it('the period must not end before it starts (422 on validFrom); offsets are stored as UTC', async () => {
    const bad = await post(admin, { title: 'Backwards', validFrom: iso(2 * HOUR), validTo: iso(HOUR) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('validFrom');
    const ok = await post(admin, { title: 'Offset', validFrom: '2030-01-01T10:00:00+02:00' });
    expect(ok.body.data.validFrom).toBe('2030-01-01T08:00:00.000Z');
    const patched = await t.call(admin, 'PATCH', `${BASE}/${ok.body.data._id}`, { validTo: '2029-12-31T00:00:00Z' });
    expect(patched.status).toBe(422);
    expect(patched.body.errors[0].path).toBe('validFrom');
    await t.call(admin, 'DELETE', `${BASE}/${ok.body.data._id}/hard`);
  });
});

describe('listing and editing (admins only)', () => {
  it('non-admins get 403 on list, show, update and delete; admins see every author’s notifications', async () => {
    const mine = (await post(staff, { title: 'Staff note', venue: venues.BM01 })).body.data;
    for (const token of [staff, manager, operator]) {
      expect((await t.call(token, 'GET', BASE)).status).toBe(403);
      expect((await t.call(token, 'GET', `${BASE}/${mine._id}`)).status).toBe(403);
      expect((await t.call(token, 'PATCH', `${BASE}/${mine._id}`, { title: 'changed' })).status).toBe(403);
      expect((await t.call(token, 'DELETE', `${BASE}/${mine._id}`)).status).toBe(403);
    }
    const list = await t.call(admin, 'GET', `${BASE}?limit=1000`);
    expect(list.body.data.map((n: any) => n.title)).toEqual(expect.arrayContaining(['Staff note', 'Fridge broken', 'Brand meeting']));
    const byAuthor = await t.call(admin, 'GET', `${BASE}?createdBy[]=${mine.createdBy}`);
    expect(byAuthor.body.data.every((n: any) => n.createdBy === mine.createdBy)).toBe(true);
    expect((await t.call(admin, 'PATCH', `${BASE}/${mine._id}`, { level: 'warning' })).body.data).toMatchObject({ level: 'warning', createdBy: mine.createdBy });
    expect((await t.call(admin, 'DELETE', `${BASE}/${mine._id}`)).status).toBe(200);
  });
});

describe('GET active (what the banner shows)', () => {
  beforeAll(async () => {
    await post(admin, { title: 'Everybody now' });
    await post(admin, { title: 'Everybody expired', validFrom: iso(-2 * HOUR), validTo: iso(-HOUR) });
    await post(admin, { title: 'Everybody later', validFrom: iso(HOUR) });
    await post(admin, { title: 'Everybody until soon', validTo: iso(HOUR) });
    await post(admin, { title: 'Brand wide', customerGroup: group });
    await post(admin, { title: 'Hafen only', venue: venues.BH02 });
    await post(admin, { title: 'Altstadt only', venue: venues.BA03 });
    const deleted = await post(admin, { title: 'Deleted one' });
    await t.call(admin, 'DELETE', `${BASE}/${deleted.body.data._id}`);
  });

  const platform = ['Everybody now', 'Everybody until soon', 'Platform update tonight'];

  it('answers everybody’s valid notifications, the selected venue’s and its brand’s', async () => {
    expect(await activeTitles(operator)).toEqual(platform.sort());
    // "Brand meeting" went to the manager's brand, which owns both venues.
    expect(await activeTitles(operator, venues.BH02)).toEqual([...platform, 'Brand meeting', 'Brand wide', 'Hafen only'].sort());
    expect(await activeTitles(operator, venues.BM01)).toEqual([...platform, 'Brand meeting', 'Brand wide', 'Fridge broken'].sort());
    // A manager is linked to the brand: its group's notices reach it without a selected venue.
    expect(await activeTitles(manager)).toEqual([...platform, 'Brand meeting', 'Brand wide'].sort());
  });

  it('a venue the caller may not see is a 404, a malformed one a 400', async () => {
    expect((await t.call(operator, 'GET', `${BASE}/active?venue=${venues.BA03}`)).status).toBe(404);
    expect((await t.call(operator, 'GET', `${BASE}/active?venue=nope`)).status).toBe(400);
    expect((await t.call(null, 'GET', `${BASE}/active`)).status).toBe(401);
    // Admins may select any venue.
    expect(await activeTitles(admin, venues.BA03)).toEqual([...platform, 'Altstadt only', 'Brand meeting', 'Brand wide'].sort());
  });

  it('a self-registered user, nobody\'s employee yet, reads none (not even everybody\'s) and posts none', async () => {
    const reg = await t.call(null, 'POST', '/api/v1/auth/register', { name: 'New Person', email: 'new.person@example.com', password: 'Welcome123', privacyAccepted: true, customerGroup: 'demo_burger' });
    expect(reg.status).toBe(201);
    const token = await t.login('new.person@example.com', 'Welcome123');
    expect((await t.call(token, 'GET', '/api/v1/employeenotification/active')).status).toBe(403);
    // A self-registered user holds no right to post (screensaver view), whatever the target.
    expect((await post(token, { title: 'Hello' })).status).toBe(403);
  });
});
