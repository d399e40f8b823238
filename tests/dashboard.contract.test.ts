import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../src/server/seed/seedOrders';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('dashboard statistics (GET v1/statistic/overview)', () => {
  it('sums completed orders in total and per venue, with short ids', async () => {
    const admin = await t.login('admin@example.com');
    const res = await t.call(admin, 'GET', '/api/v1/statistic/overview');
    expect(res.status).toBe(200);
    const { totalRevenue, netRevenue, orderCount, venues } = res.body.data;
    expect(venues.map((v: any) => v.readableId).sort()).toEqual(['BA03', 'BH02', 'BM01']);
    // Recomputed from the stored orders through the order list API.
    const orders = (await t.call(admin, 'GET', '/api/v2/order/all')).body.data.filter((o: any) => o.status === 'done' || o.status === 'validated');
    expect(orderCount).toBe(orders.length);
    expect(totalRevenue).toBe(orders.reduce((s: number, o: any) => s + o.total, 0));
    expect(netRevenue).toBeCloseTo(orders.reduce((s: number, o: any) => s + o.net, 0), 2);
    expect(netRevenue).toBeLessThan(totalRevenue);
    expect(venues.reduce((s: number, v: any) => s + v.orderCount, 0)).toBe(orderCount);
  });

  it('a brand manager sees only its venues; a user without the permission gets 403', async () => {
    const admin = await t.login('admin@example.com');
    const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other', slug: 'other_one' })).body.data._id;
    const other = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other place', readableId: 'OP01', customerGroup: group })).body.data._id;
    await seedOrders(t.services, [other], 10);
    expect((await t.call(admin, 'GET', '/api/v1/statistic/overview')).body.data.venues).toHaveLength(4);
    const manager = await t.login('manager@example.com');
    const res = await t.call(manager, 'GET', '/api/v1/statistic/overview');
    expect(res.body.data.venues).toHaveLength(3);
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'GET', '/api/v1/statistic/overview')).status).toBe(403);
  });
});
