import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let venue: string;
let group: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  const v = (await t.call(admin, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).body.data[0];
  venue = v._id;
  group = v.customerGroup;
});
afterAll(() => t.close());

const staff = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'New Staff', email, password: 'Secret123', role: 'staff', ...extra });

describe('restricted user calls', () => {
  it('a manager creates a staff user of its own brand with its venues, and edits it', async () => {
    const res = await t.call(manager, 'POST', '/api/v1/auth/user/restricted', staff('new.staff@example.com', { venues: [venue] }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'New Staff', email: 'new.staff@example.com', role: 'staff', venues: [venue], customerGroup: group });
    expect(res.body.data).not.toHaveProperty('password');
    const id = res.body.data._id;
    const edited = await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/restricted`, { name: 'Renamed Staff', venues: [] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Renamed Staff', venues: [] });
    // The new account signs in with the password given.
    expect(await t.login('new.staff@example.com')).toBeTruthy();
  });

  it('refuses admin and roles with more rights than the caller holds (422 on role)', async () => {
    for (const role of ['admin', 'operator']) {
      const res = await t.call(manager, 'POST', '/api/v1/auth/user/restricted', staff(`${role}.try@example.com`, { role }));
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toContain('role');
    }
    const id = (await t.call(manager, 'POST', '/api/v1/auth/user/restricted', staff('grow@example.com'))).body.data._id;
    const res = await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/restricted`, { role: 'admin' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.path)).toContain('role');
  });

  it('refuses fields outside the restricted set (422), and the password on update', async () => {
    const created = await t.call(manager, 'POST', '/api/v1/auth/user/restricted', staff('extra@example.com', { customerGroup: group }));
    expect(created.status).toBe(422);
    const id = (await t.call(manager, 'POST', '/api/v1/auth/user/restricted', staff('plain@example.com'))).body.data._id;
    for (const body of [{ venueLabels: [] }, { code: '42' }, { password: 'Other1234' }, { customerGroup: group }]) {
      expect((await t.call(manager, 'PATCH', `/api/v1/auth/user/${id}/restricted`, body)).status).toBe(422);
    }
  });

  it('refuses venues of another brand (422 on venues)', async () => {
    const other = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Elsewhere', readableId: 'EW09' })).body.data._id;
    const res = await t.call(manager, 'POST', '/api/v1/auth/user/restricted', staff('foreign.venue@example.com', { venues: [other] }));
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.path)).toContain('venues');
  });

  it('a user of another brand is not found (404)', async () => {
    const rival = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Rival', slug: 'rival_restricted' })).body.data._id;
    const foreign = await t.call(admin, 'POST', '/api/v1/auth/user', staff('rival.staff@example.com', { customerGroup: rival }));
    expect(foreign.status).toBe(201);
    expect((await t.call(manager, 'PATCH', `/api/v1/auth/user/${foreign.body.data._id}/restricted`, { name: 'Mine now' })).status).toBe(404);
  });

  it('a user of the brand whose role holds more rights than the caller is not editable (403)', async () => {
    const stronger = await t.call(admin, 'POST', '/api/v1/auth/user', staff('strong@example.com', { role: 'operator', customerGroup: group }));
    expect(stronger.status).toBe(201);
    expect((await t.call(manager, 'PATCH', `/api/v1/auth/user/${stronger.body.data._id}/restricted`, { email: 'taken.over@example.com' })).status).toBe(403);
  });

  it('needs the restricted permissions', async () => {
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'POST', '/api/v1/auth/user/restricted', staff('op.try@example.com'))).status).toBe(403);
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user/all?email[]=staff@example.com')).body.data[0]._id;
    expect((await t.call(operator, 'PATCH', `/api/v1/auth/user/${id}/restricted`, { name: 'x' })).status).toBe(403);
  });
});
