import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  for (let i = 0; i < 12; i++) {
    await t.call(admin, 'POST', '/api/v1/auth/oauth/enrollment', { deviceType: 'kiosk', serialNumber: `SN-${i}`, venue, appInformation: { name: 'Kiosk', version: '2.1' } });
  }
});
afterAll(() => t.close());

describe('enrollments', () => {
  it('lists 10 per page, pending at first', async () => {
    const res = await t.call(admin, 'GET', '/api/v1/auth/oauth/enrollment?enrollmentStatus[]=pending');
    expect(res.body).toMatchObject({ total: 12, limit: 10 });
    expect(res.body.data).toHaveLength(10);
  });

  it('accept and reject record the decision, the comment and the reviewer', async () => {
    const [a, b] = (await t.call(admin, 'GET', '/api/v1/auth/oauth/enrollment')).body.data;
    const accepted = await t.call(admin, 'PATCH', `/api/v1/auth/oauth/enrollment/${a._id}/accept`, { comment: 'Known kiosk' });
    expect(accepted.body.data).toMatchObject({ enrollmentStatus: 'accepted', isActive: true, comment: 'Known kiosk' });
    expect(accepted.body.data.reviewerId).toMatch(/^[0-9a-f]{24}$/);
    const rejected = await t.call(admin, 'PATCH', `/api/v1/auth/oauth/enrollment/${b._id}/reject`, { comment: 'Unknown' });
    expect(rejected.body.data).toMatchObject({ enrollmentStatus: 'rejected', isActive: false, comment: 'Unknown' });
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/oauth/enrollment/${b._id}/accept`, {})).status).toBe(422);
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'PATCH', `/api/v1/auth/oauth/enrollment/${b._id}/accept`, { comment: 'x' })).status).toBe(403);
  });
});
