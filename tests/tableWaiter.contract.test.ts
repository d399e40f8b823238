import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;
let other: string;
const base = (v: string) => `/api/v1/general/venue/${v}/tables`;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  other = await t.venueId(admin, 'BH02');
});
afterAll(() => t.close());

const tablesOf = async (v: string) => (await t.call(admin, 'GET', `${base(v)}/all?sort=number&direction=asc`)).body.data as any[];

describe('PATCH {venue}/tables/assign-lightspeed-waiter', () => {
  it('assigns the waiter to the tables named in ids, and is audited under its own name', async () => {
    const [first, second, ...rest] = await tablesOf(venue);
    const res = await t.call(admin, 'PATCH', `${base(venue)}/assign-lightspeed-waiter`, { ids: [first._id, second._id], lightspeedWaiterId: 'W-17' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(2);
    const after = await tablesOf(venue);
    expect(after.filter((r) => r.lightspeedWaiterId === 'W-17').map((r) => r._id).sort()).toEqual([first._id, second._id].sort());
    expect(after.filter((r) => rest.some((x) => x._id === r._id)).every((r) => r.lightspeedWaiterId === undefined)).toBe(true);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?action[]=assignLightspeedWaiter&subject[]=${first._id}`);
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0]).toMatchObject({ resource: 'table', venue, changes: { lightspeedWaiterId: { before: null, after: 'W-17' } } });
  });

  it('without ids assigns every table of the venue (and only of that venue); null removes the assignment', async () => {
    const all = await t.call(admin, 'PATCH', `${base(venue)}/assign-lightspeed-waiter`, { lightspeedWaiterId: 'W-2' });
    expect(all.body.data.count).toBe((await tablesOf(venue)).length);
    expect((await tablesOf(venue)).every((r) => r.lightspeedWaiterId === 'W-2')).toBe(true);
    expect((await tablesOf(other)).some((r) => r.lightspeedWaiterId === 'W-2')).toBe(false);
    await t.call(admin, 'PATCH', `${base(venue)}/assign-lightspeed-waiter`, { lightspeedWaiterId: null });
    expect((await tablesOf(venue)).every((r) => r.lightspeedWaiterId === undefined)).toBe(true);
  });

  it('is all or nothing: a table of another venue fails the call with 404 and changes nothing', async () => {
    const mine = (await tablesOf(venue))[0];
    const foreign = (await tablesOf(other))[0];
    const res = await t.call(admin, 'PATCH', `${base(venue)}/assign-lightspeed-waiter`, { ids: [mine._id, foreign._id], lightspeedWaiterId: 'W-9' });
    expect(res.status).toBe(404);
    expect((await tablesOf(venue)).some((r) => r.lightspeedWaiterId === 'W-9')).toBe(false);
  });

  it('needs the waiter id and table.update', async () => {
    const missing = await t.call(admin, 'PATCH', `${base(venue)}/assign-lightspeed-waiter`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: any) => e.path)).toContain('lightspeedWaiterId');
    expect((await t.call(admin, 'PATCH', `${base(venue)}/assign-lightspeed-waiter`, { lightspeedWaiterId: '' })).status).toBe(422);
    const staff = await t.login('staff@example.com');
    const staffVenue = (await t.call(staff, 'GET', '/api/v1/general/venue/list')).body.data[0]._id;
    expect((await t.call(staff, 'PATCH', `${base(staffVenue)}/assign-lightspeed-waiter`, { lightspeedWaiterId: 'W-1' })).status).toBe(403);
  });
});
