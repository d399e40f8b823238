import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * Roles of a customer group are that brand's own: another brand neither lists, reads, changes nor
 * assigns them. Roles without a group are the platform's: every brand reads them, only admins
 * change them. A brand user's new role gets its group and only rights the user holds.
 */
let t: TestApp;
let admin: string;
let manager: string;
let keeperA: string;
let keeperB: string;
let groupA: string;
let groupB: string;
let roleA: any;
let staffRole: any;

const base = '/api/v1/auth/role';
const roleRows = (ids: string[]) => t.db.kysely.selectFrom('role').selectAll().where('_id', 'in', ids).orderBy('_id').execute();
const KEEPER = ['role.view', 'role.create', 'role.update', 'role.delete', 'user.view', 'user.create', 'user.update', 'venue.view', 'dnd.company.view', 'screensaver.view'];

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  groupA = (await t.call(manager, 'GET', '/api/v1/auth/session')).body.linkedCustomerGroup;
  groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
  expect((await t.call(admin, 'POST', base, { name: 'Role keeper', slug: 'role_keeper', permissions: KEEPER })).status).toBe(201);
  for (const [email, group] of [['keeper-a@example.com', groupA], ['keeper-b@example.com', groupB]]) {
    const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: email, email, password: PASSWORD, role: 'role_keeper', customerGroup: group });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  keeperA = await t.login('keeper-a@example.com');
  keeperB = await t.login('keeper-b@example.com');
  const created = await t.call(keeperA, 'POST', base, { name: 'A Cashier', slug: 'a_cashier', permissions: ['venue.view'] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  roleA = created.body.data;
  staffRole = (await t.call(admin, 'GET', `${base}?slug[]=staff`)).body.data[0];
});
afterAll(() => t.close());

describe('roles and tenancy', () => {
  it("a brand user's role gets its group; the other brand neither lists nor reads it", async () => {
    expect(roleA.customerGroup).toBe(groupA);
    expect(staffRole.customerGroup).toBeUndefined();
    const slugsB = (await t.call(keeperB, 'GET', `${base}/all`)).body.data.map((r: any) => r.slug);
    expect(slugsB).toEqual(expect.arrayContaining(['staff', 'manager', 'role_keeper']));
    expect(slugsB).not.toContain('a_cashier');
    expect((await t.call(keeperB, 'GET', `${base}?q=cashier`)).body).toMatchObject({ total: 0, data: [] });
    expect((await t.call(keeperB, 'GET', `${base}/${roleA._id}`)).status).toBe(404);
    // Positive control: the brand's other users see it, next to the platform roles.
    const slugsA = (await t.call(manager, 'GET', `${base}/all`)).body.data.map((r: any) => r.slug);
    expect(slugsA).toEqual(expect.arrayContaining(['a_cashier', 'staff', 'manager']));
    expect((await t.call(manager, 'GET', `${base}/${roleA._id}`)).status).toBe(200);
  });

  it("another brand's role answers 404 on update and delete, and nothing is written", async () => {
    const before = await roleRows([roleA._id]);
    expect((await t.call(keeperB, 'PATCH', `${base}/${roleA._id}`, { name: 'hijacked' })).status).toBe(404);
    expect((await t.call(keeperB, 'PATCH', `${base}/bulk`, { ids: [roleA._id], data: { name: 'hijacked' } })).status).toBe(404);
    expect((await t.call(keeperB, 'DELETE', `${base}/${roleA._id}`)).status).toBe(404);
    expect((await t.call(keeperB, 'DELETE', `${base}/${roleA._id}/hard`)).status).toBe(404);
    expect((await t.call(keeperB, 'DELETE', `${base}/bulk`, { ids: [roleA._id], hard: true })).status).toBe(404);
    expect(await roleRows([roleA._id])).toEqual(before);
    // Positive control: its own brand changes it.
    expect((await t.call(keeperA, 'PATCH', `${base}/${roleA._id}`, { name: 'A Cashier (day)' })).status).toBe(200);
  });

  it('platform roles are read by every brand but changed by admins only', async () => {
    const before = await roleRows([staffRole._id]);
    for (const keeper of [keeperA, keeperB]) {
      expect((await t.call(keeper, 'GET', `${base}/${staffRole._id}`)).status).toBe(200);
      expect((await t.call(keeper, 'PATCH', `${base}/${staffRole._id}`, { name: 'Ours now' })).status).toBe(403);
      expect((await t.call(keeper, 'PATCH', `${base}/${staffRole._id}`, { customerGroup: keeper === keeperA ? groupA : groupB })).status).toBe(403);
      expect((await t.call(keeper, 'PATCH', `${base}/bulk`, { ids: [staffRole._id, roleA._id], data: { name: 'Ours now' } })).status).toBe(keeper === keeperA ? 403 : 404);
      expect((await t.call(keeper, 'DELETE', `${base}/${staffRole._id}`)).status).toBe(403);
    }
    expect(await roleRows([staffRole._id])).toEqual(before);
    // A brand user's role is never the platform's nor another brand's.
    const intoB = await t.call(keeperA, 'POST', base, { name: 'Gift', slug: 'gift_role', customerGroup: groupB });
    expect(intoB.status).toBe(422);
    expect(intoB.body.errors[0].path).toBe('customerGroup');
    expect((await t.call(keeperA, 'PATCH', `${base}/${roleA._id}`, { customerGroup: null })).body.data.customerGroup).toBe(groupA);
    // Positive control: the admin changes a platform role.
    expect((await t.call(admin, 'PATCH', `${base}/${staffRole._id}`, { name: 'Venue staff member' })).status).toBe(200);
  });

  it("a user cannot be assigned another brand's role (422 on role)", async () => {
    const person = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Role Person', email, password: PASSWORD, role: 'a_cashier', ...extra });
    const refused = [
      await t.call(keeperB, 'POST', '/api/v1/auth/user', person('b-cashier@example.com')),
      await t.call(admin, 'POST', '/api/v1/auth/user', person('b-cashier@example.com', { customerGroup: groupB })),
    ];
    const userB = (await t.call(admin, 'POST', '/api/v1/auth/user', person('b-staff@example.com', { role: 'staff', customerGroup: groupB }))).body.data._id;
    refused.push(await t.call(keeperB, 'PATCH', `/api/v1/auth/user/${userB}`, { role: 'a_cashier' }));
    refused.push(await t.call(admin, 'PATCH', `/api/v1/auth/user/${userB}`, { role: 'a_cashier' }));
    // Moving a user to another brand keeps no role of the old one.
    const userA = await t.call(keeperA, 'POST', '/api/v1/auth/user', person('a-cashier@example.com'));
    expect(userA.status, JSON.stringify(userA.body)).toBe(201);
    refused.push(await t.call(admin, 'PATCH', `/api/v1/auth/user/${userA.body.data._id}`, { customerGroup: groupB }));
    for (const res of refused) {
      expect(res.status).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toEqual(['role']);
    }
    const stored = await t.db.kysely.selectFrom('user').select('_id').where('_id', 'in', [userB, userA.body.data._id]).execute();
    expect(stored).toHaveLength(2);
    expect((await t.call(admin, 'GET', `/api/v1/auth/user/${userB}`)).body.data.role).toBe('staff');
    expect((await t.call(admin, 'GET', `/api/v1/auth/user/${userA.body.data._id}`)).body.data.customerGroup).toBe(groupA);
    expect((await t.call(admin, 'GET', '/api/v1/auth/user?email[]=b-cashier@example.com')).body.total).toBe(0);
  });

  it('a brand user puts only rights it holds into a role', async () => {
    const more = await t.call(keeperA, 'POST', base, { name: 'Founder', slug: 'founder', permissions: ['venue.view', 'venue.create'] });
    expect(more.status).toBe(422);
    expect(more.body.errors[0].path).toBe('permissions');
    const before = await roleRows([roleA._id]);
    const grow = await t.call(keeperA, 'PATCH', `${base}/${roleA._id}`, { permissions: ['venue.view', 'admin'] });
    expect(grow.status).toBe(422);
    expect(await roleRows([roleA._id])).toEqual(before);
    // Positive control: rights it holds.
    expect((await t.call(keeperA, 'PATCH', `${base}/${roleA._id}`, { permissions: ['venue.view', 'user.view'] })).status).toBe(200);
  });
});

describe('permissions of a role', () => {
  it('every role holds each permission once (the seeded manager listed billing.view twice), and a duplicate is refused', async () => {
    const roles = (await t.call(admin, 'GET', `${base}/all`)).body.data as { slug: string; permissions: string[] }[];
    expect(roles.map((r) => r.slug)).toEqual(expect.arrayContaining(['admin', 'manager', 'operator', 'staff']));
    const repeated = roles.map((r) => ({ slug: r.slug, twice: r.permissions.filter((p, i) => r.permissions.indexOf(p) !== i) })).filter((r) => r.twice.length);
    expect(repeated).toEqual([]);
    expect(roles.find((r) => r.slug === 'manager')!.permissions).toContain('billing.view');
    const res = await t.call(admin, 'POST', base, { name: 'Twice', slug: 'twice', permissions: ['venue.view', 'venue.view'] });
    expect(res).toMatchObject({ status: 422, body: { errors: [{ path: 'permissions', code: 'uniqueItems' }] } });
  });
});
