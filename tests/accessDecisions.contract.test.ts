import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * Where the server's access differs from the spec's route table, the recorded decision holds:
 * the maintenance switch is the admin's alone (as the spec's route says), and roles, venue labels,
 * tables and printers keep their own rights, so a tenant member without them (the seeded staff)
 * neither reads nor changes them, while a member holding them does.
 */
let t: TestApp;
let admin: string;
let switcher: string;
let staff: string;
let manager: string;
let venue: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  const group = (await t.call(manager, 'GET', '/api/v1/auth/session')).body.linkedCustomerGroup;
  // A brand role holding every maintenance right the vocabulary has.
  const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Switcher', slug: 'switcher', permissions: ['maintenance.create', 'maintenance.update', 'maintenance.view', 'venue.view'] });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Switcher', email: 'switcher@example.com', password: PASSWORD, role: 'switcher', customerGroup: group });
  expect(user.status, JSON.stringify(user.body)).toBe(201);
  switcher = await t.login('switcher@example.com');
  venue = (await t.call(staff, 'GET', '/api/v1/general/venue/list')).body.data[0]._id;
});
afterAll(() => t.close());

const status = async () => (await t.call(null, 'GET', '/api/v1/maintenance/status')).body.data.active;

describe('access decisions where the spec route table differs', () => {
  it('only an admin switches maintenance mode, even against a brand role holding maintenance.*', async () => {
    expect((await t.call(switcher, 'POST', '/api/v1/maintenance/enable', {})).status).toBe(403);
    expect(await status()).toBe(false);
    expect((await t.call(admin, 'POST', '/api/v1/maintenance/enable', {})).status).toBe(200);
    expect(await status()).toBe(true);
    expect((await t.call(switcher, 'PATCH', '/api/v1/maintenance/disable', {})).status).toBe(403);
    expect(await status()).toBe(true);
    expect((await t.call(admin, 'PATCH', '/api/v1/maintenance/disable', {})).status).toBe(200);
    expect(await status()).toBe(false);
  });

  it('a tenant member without role, label, table or printer rights is refused them (403)', async () => {
    for (const url of ['/api/v1/auth/role', '/api/v1/general/venueLabel', `/api/v1/general/venue/${venue}/tables`, `/api/v1/general/venue/${venue}/printer`]) {
      expect((await t.call(staff, 'GET', url)).status, url).toBe(403);
      // Positive control: a holder of the rights reads the same list (the manager has no printer rights).
      const res = await t.call(url.endsWith('/printer') ? admin : manager, 'GET', url);
      expect(res.status, url).toBe(200);
    }
    expect((await t.call(staff, 'POST', '/api/v1/auth/role', { name: 'Mine', slug: 'mine', permissions: [] })).status).toBe(403);
    expect((await t.call(staff, 'POST', `/api/v1/general/venue/${venue}/table`, { number: 'S1' })).status).toBe(403);
    expect((await t.call(admin, 'GET', '/api/v1/auth/role?slug[]=mine')).body.total).toBe(0);
  });
});
