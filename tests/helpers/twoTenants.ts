import { expect } from 'vitest';
import { PERMISSIONS } from '../../src/core/permissions';
import { sampleTenant, type SampleTenant } from './sampleTenant';
import { PASSWORD, testApp, type TestApp } from './testApp';

export interface TwoTenants {
  t: TestApp;
  admin: string;
  /** tokens of users of group A and group B holding every permission but admin */
  userA: string;
  userB: string;
  A: { customerGroup: string; venue: string };
  B: { customerGroup: string; venue: string };
  tenantA: SampleTenant;
  tenantB: SampleTenant;
}

/**
 * The demo brand (A) and a second brand (B) with a venue each, sample records of both, and a
 * user of each holding every permission but admin: what the tenancy matrices compare.
 */
export async function twoTenants(): Promise<TwoTenants> {
  const t = await testApp();
  const admin = await t.login('admin@example.com');
  const groupA = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
  const venueA = (await t.call(admin, 'GET', `/api/v1/general/venue/list?customerGroup[]=${groupA}`)).body.data[0]._id;
  const groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
  const venueB = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other Venue', readableId: 'OV99', customerGroup: groupB })).body.data._id;
  const A = { customerGroup: groupA, venue: venueA };
  const B = { customerGroup: groupB, venue: venueB };
  const tenantA = await sampleTenant(t, admin, t.services.registry, A);
  const tenantB = await sampleTenant(t, admin, t.services.registry, B);
  const perms = PERMISSIONS.filter((p) => p !== 'admin');
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Tester', slug: 'tester', permissions: perms })).status).toBe(201);
  for (const [email, group] of [['a@example.com', groupA], ['b@example.com', groupB]]) {
    const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: email, email, password: PASSWORD, role: 'tester', customerGroup: group });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return { t, admin, userA: await t.login('a@example.com'), userB: await t.login('b@example.com'), A, B, tenantA, tenantB };
}
