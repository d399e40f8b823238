import { expect } from 'vitest';
import { PERMISSIONS } from '../../src/core/permissions';
import { PASSWORD, type TestApp } from './testApp';

export interface BrandUsers {
  /** the demo brand (A) and a second brand (B), each with a venue */
  A: { customerGroup: string; venue: string };
  B: { customerGroup: string; venue: string };
  /** tokens of a user of each brand holding every permission but admin */
  userA: string;
  userB: string;
}

/**
 * A second brand beside the demo one and a user of each with every right but admin: what a
 * call's tenant checks compare (the same for both brands, so only the scope differs).
 */
export async function brandUsers(t: TestApp, admin: string): Promise<BrandUsers> {
  const groupA = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
  const venueA = await t.venueId(admin, 'BM01');
  const groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Brand', slug: 'other_brand' })).body.data._id;
  const venueB = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other Venue', readableId: 'OV99', customerGroup: groupB })).body.data._id;
  const perms = PERMISSIONS.filter((p) => p !== 'admin');
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'All but admin', slug: 'all_but_admin', permissions: perms })).status).toBe(201);
  for (const [email, group] of [['brand-a@example.com', groupA], ['brand-b@example.com', groupB]]) {
    const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: email, email, password: PASSWORD, role: 'all_but_admin', customerGroup: group });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return {
    A: { customerGroup: groupA, venue: venueA }, B: { customerGroup: groupB, venue: venueB },
    userA: await t.login('brand-a@example.com'), userB: await t.login('brand-b@example.com'),
  };
}
