import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = (await t.call(admin, 'GET', '/api/v1/general/venue/list?sort=name&direction=asc')).body.data[0]._id;
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records create, update (before/after of changed fields) and delete with actor, venue and customer group', async () => {
    const created = await t.call(admin, 'POST', `/api/v1/general/venue/${venue}/table`, { number: 'A1', description: 'Window' });
    const id = created.body.data._id;
    await t.call(admin, 'PATCH', `/api/v1/general/venue/table/${id}`, { description: 'Door', active: false });
    await t.call(admin, 'DELETE', `/api/v1/general/venue/${venue}/table/${id}`);
    const res = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&sort=date&direction=asc`);
    expect(res.body.data.map((e: any) => e.action)).toEqual(['create', 'update', 'delete']);
    const [c, u] = res.body.data;
    expect(c).toMatchObject({ resource: 'table', subject: id, venue, actorName: 'Admin' });
    expect(c.customerGroup).toMatch(/^[0-9a-f]{24}$/);
    expect(c.changes.number).toEqual({ before: null, after: 'A1' });
    expect(u.changes).toEqual({ description: { before: 'Window', after: 'Door' }, active: { before: true, after: false } });
  });

  it('keeps the record\'s title as it was when written, through a rename and a delete', async () => {
    const id = (await t.call(admin, 'POST', `/api/v1/general/venue/${venue}/table`, { number: 'T-old' })).body.data._id;
    await t.call(admin, 'PATCH', `/api/v1/general/venue/table/${id}`, { number: 'T-new' });
    await t.call(admin, 'PATCH', `/api/v1/general/venue/table/${id}`, { description: 'no title change' });
    await t.call(admin, 'DELETE', `/api/v1/general/venue/${venue}/table/${id}`);
    const res = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&sort=date&direction=asc&limit=100`);
    const byAction = res.body.data.map((e: any) => [e.action, e.title]).sort();
    expect(byAction).toEqual([['create', 'T-old'], ['delete', 'T-new'], ['update', 'T-new'], ['update', 'T-new']]);
    // a record without a title (maintenance) has none on its entries
    await t.call(admin, 'POST', '/api/v1/maintenance/enable');
    await t.call(admin, 'PATCH', '/api/v1/maintenance/disable');
    const switches = (await t.call(admin, 'GET', '/api/v1/audit?resource[]=maintenance&limit=100')).body.data;
    expect(switches.length).toBeGreaterThan(0);
    expect(switches.every((e: any) => e.title === undefined)).toBe(true);
  });

  it('masks write-only fields', async () => {
    const u = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Pat', email: 'pat@example.com', password: 'Secret123', role: 'staff' });
    const res = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${u.body.data._id}`);
    expect(res.body.data[0].changes.password).toEqual({ before: null, after: '[hidden]' });
  });

  it('lists 10 per page by default, filters by venue, and needs audit.logs.view', async () => {
    const page = await t.call(admin, 'GET', '/api/v1/audit?page=2');
    expect(page.body.limit).toBe(10);
    expect(page.body.data).toHaveLength(10);
    const byVenue = await t.call(admin, 'GET', `/api/v1/audit?venue=${venue}&limit=100`);
    expect(byVenue.body.data.length).toBeGreaterThan(0);
    expect(byVenue.body.data.every((e: any) => e.venue === venue)).toBe(true);
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'GET', '/api/v1/audit')).status).toBe(403);
    const manager = await t.login('manager@example.com');
    const mine = await t.call(manager, 'GET', '/api/v1/audit?limit=1000');
    expect(mine.status).toBe(200);
    // The manager's group has audit entries; entries of no tenant (roles, the admin) stay hidden.
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.some((e: any) => e.resource === 'role')).toBe(false);
  });

  it('filters by venue, action, resource, subject, actor and date range, 10 per page (the /auditing filters)', async () => {
    const manager = await t.login('manager@example.com');
    const managerId = (await t.call(manager, 'GET', '/api/v1/auth/session')).body.id;
    const start = new Date().toISOString();
    const table = (await t.call(manager, 'POST', `/api/v1/general/venue/${venue}/table`, { number: 'AF1' })).body.data;
    for (const d of ['a', 'b', 'c']) await t.call(manager, 'PATCH', `/api/v1/general/venue/table/${table._id}`, { description: d });
    await t.call(admin, 'PATCH', `/api/v1/general/venue/table/${table._id}`, { description: 'by admin' });
    const end = new Date().toISOString();
    const get = async (query: string) => (await t.call(admin, 'GET', `/api/v1/audit?${query}`)).body;

    const mine = await get(`actor[]=${managerId}&subject[]=${table._id}&sort=date&direction=asc`);
    // Oldest first; a create and an update within the same millisecond have no order of their own.
    expect(mine.data.map((e: any) => e.action).sort()).toEqual(['create', 'update', 'update', 'update']);
    const dates = mine.data.map((e: any) => Date.parse(e.date));
    expect(dates).toEqual([...dates].sort((x, y) => x - y));
    expect(Date.parse(mine.data.find((e: any) => e.action === 'create').date)).toBe(Math.min(...dates));
    expect(mine.data.every((e: any) => e.actor === managerId && e.venue === venue && e.resource === 'table')).toBe(true);
    expect((await get(`action[]=update&subject[]=${table._id}`)).data).toHaveLength(4);
    expect((await get(`action[]=create&resource[]=table&venue[]=${venue}&subject[]=${table._id}`)).data).toHaveLength(1);
    expect((await get(`resource[]=role&subject[]=${table._id}`)).data).toHaveLength(0);
    // The list screen's date range: from the start of the first day, to the end of the last.
    expect((await get(`subject[]=${table._id}&date[gte]=${start}&date[lte]=${end}`)).total).toBe(5);
    // Nothing before the start (the first write may share the start's millisecond, so ask for the one before).
    const beforeStart = new Date(Date.parse(start) - 1).toISOString();
    expect((await get(`subject[]=${table._id}&date[lte]=${beforeStart}`)).total).toBe(0);
    const page = await get(`resource[]=table&venue[]=${venue}`);
    expect(page.limit).toBe(10);
    expect(page.data.length).toBeLessThanOrEqual(10);
    expect(page.data.every((e: any) => e.resource === 'table' && e.venue === venue)).toBe(true);
  });

  it('a write that fails leaves no audit entry (same transaction)', async () => {
    const count = async () => Number((await t.db.kysely.selectFrom('audit').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const roles = (await t.call(admin, 'GET', '/api/v1/auth/role?sort=name&direction=asc&limit=100')).body.data;
    const editable = roles.find((r: any) => !r.isSystem);
    const system = roles.find((r: any) => r.isSystem);
    const before = await count();
    // The editable role is updated and audited first; the system role then refuses: all of it rolls back.
    const res = await t.call(admin, 'PATCH', '/api/v1/auth/role/bulk', { ids: [editable._id, system._id], data: { name: 'Renamed' } });
    expect(res.status).toBe(422);
    expect(await count()).toBe(before);
    expect((await t.call(admin, 'GET', `/api/v1/auth/role/${editable._id}`)).body.data.name).toBe(editable.name);
  });
});
