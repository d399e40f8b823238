import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * The generic user update and bulk update: no change to an account whose role holds rights the
 * caller lacks (403 HIGHER_ROLE, nothing written), and never a password (422 on `password`):
 * passwords change only through the password calls. Admins still change anyone.
 */
let t: TestApp;
let admin: string;
let manager: string;
let group: string;
let ada: string;
let regional: string;
let staff: string;

const base = '/api/v1/auth/user';
const rows = (ids: string[]) => t.db.kysely.selectFrom('user').selectAll().where('_id', 'in', ids).orderBy('_id').execute();
const login = (email: string, password: string) => t.call(null, 'POST', '/api/v1/auth/login', { email, password });

async function createUser(name: string, email: string, role: string): Promise<string> {
  const res = await t.call(admin, 'POST', base, { name, email, password: PASSWORD, role, customerGroup: group });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  group = (await t.call(manager, 'GET', '/api/v1/auth/session')).body.linkedCustomerGroup;
  // A role with one right the brand manager lacks.
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Regional', slug: 'regional', permissions: ['venue.view', 'venue.create'] })).status).toBe(201);
  ada = await createUser('Ada Admin', 'ada@example.com', 'admin');
  regional = await createUser('Rex Regional', 'rex@example.com', 'regional');
  staff = await createUser('Stan Staff', 'stan@example.com', 'staff');
});
afterAll(() => t.close());

describe('generic user update', () => {
  it("a brand manager cannot set the password of its brand's admin-role user and sign in as admin", async () => {
    const before = await rows([ada]);
    const res = await t.call(manager, 'PATCH', `${base}/${ada}`, { password: 'Hijacked123' });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.path)).toEqual(['password']);
    expect((await login('ada@example.com', 'Hijacked123')).status).toBe(401);
    expect((await login('ada@example.com', PASSWORD)).status).toBe(200);
    expect(await rows([ada])).toEqual(before);
  });

  it('nor change anything else of a user whose role holds rights it lacks (403, nothing written)', async () => {
    const before = await rows([ada, regional, staff]);
    for (const id of [ada, regional]) {
      for (const body of [{ name: 'Taken over' }, { email: `taken-${id}@example.com` }, { role: 'staff' }]) {
        const res = await t.call(manager, 'PATCH', `${base}/${id}`, body);
        expect(res.status, JSON.stringify(body)).toBe(403);
        expect(res.body.code).toBe('HIGHER_ROLE');
      }
    }
    // Bulk: one such user in the selection fails the whole call.
    const bulk = await t.call(manager, 'PATCH', `${base}/bulk`, { ids: [staff, ada], data: { code: '99' } });
    expect(bulk.status).toBe(403);
    expect(bulk.body.code).toBe('HIGHER_ROLE');
    expect(await rows([ada, regional, staff])).toEqual(before);

    // Positive control: a user whose rights the manager holds changes, alone or in bulk.
    expect((await t.call(manager, 'PATCH', `${base}/${staff}`, { name: 'Stanley Staff' })).status).toBe(200);
    expect((await t.call(manager, 'PATCH', `${base}/bulk`, { ids: [staff], data: { code: '42' } })).status).toBe(200);
    expect((await t.call(admin, 'GET', `${base}/${staff}`)).body.data).toMatchObject({ name: 'Stanley Staff', code: '42' });
  });

  it('nor disable or delete such a user (403, nothing written), alone or in bulk', async () => {
    const before = await rows([ada, regional]);
    expect((await t.call(manager, 'PATCH', `${base}/${ada}`, { active: false })).body.code).toBe('HIGHER_ROLE');
    // The brand manager holds no delete right; a role that does, but not an admin's rights:
    expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Deleter', slug: 'deleter', permissions: ['user.view', 'user.delete'] })).status).toBe(201);
    await createUser('Dee Deleter', 'dee@example.com', 'deleter');
    const other = await createUser('Del Other', 'del@example.com', 'deleter');
    const deleter = await t.login('dee@example.com');
    for (const id of [ada, regional]) {
      const res = await t.call(deleter, 'DELETE', `${base}/${id}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('HIGHER_ROLE');
    }
    expect((await t.call(deleter, 'DELETE', `${base}/bulk`, { ids: [other, ada] })).body.code).toBe('HIGHER_ROLE');
    expect(await rows([ada, regional])).toEqual(before);
    expect((await login('ada@example.com', PASSWORD)).status).toBe(200);
    // Positive control: a user whose rights the caller holds is deleted.
    expect((await t.call(deleter, 'DELETE', `${base}/${other}`)).status).toBe(200);
  });

  it('never takes a password, not even from an admin; the password calls do', async () => {
    const before = await rows([staff]);
    const one = await t.call(admin, 'PATCH', `${base}/${staff}`, { name: 'Stan', password: 'Changed123' });
    expect(one.status).toBe(422);
    expect(one.body.errors.map((e: any) => e.path)).toEqual(['password']);
    const bulk = await t.call(admin, 'PATCH', `${base}/bulk`, { ids: [staff], data: { password: 'Changed123' } });
    expect(bulk.status).toBe(422);
    expect(bulk.body.errors.map((e: any) => e.path)).toEqual(['data.password']);
    expect(await rows([staff])).toEqual(before);
    expect((await login('stan@example.com', 'Changed123')).status).toBe(401);

    const reset = await t.call(admin, 'PATCH', `${base}/${staff}/password/reset`, { password: 'Changed123' });
    expect(reset.status).toBe(200);
    expect((await login('stan@example.com', 'Changed123')).status).toBe(200);
  });

  it('admins still change anyone, and a user is still created with a password', async () => {
    const res = await t.call(admin, 'PATCH', `${base}/${ada}`, { name: 'Ada Administrator' });
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('Ada Administrator');
    const created = await t.call(manager, 'POST', base, { name: 'New Staff', email: 'new-staff@example.com', password: 'Welcome123', role: 'staff' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await login('new-staff@example.com', 'Welcome123')).status).toBe(200);
  });
});
