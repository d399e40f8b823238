import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { demoSales } from '../src/server/reporting/demoSales';
import { salesDailyFromScratch, storedSalesDaily } from '../src/server/reporting/salesDaily';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('the demo sales history (the running demo seeds it)', () => {
  it('fills every one of the last 60 days of each demo venue, with refunds, and the screens read it', async () => {
    const admin = await t.login('admin@example.com');
    const venues = (await t.call(admin, 'GET', '/api/v1/general/venue/list?limit=100')).body.data.filter((v: any) => ['BM01', 'BH02', 'BA03'].includes(v.readableId));
    expect(venues).toHaveLength(3);
    await demoSales(t.services, venues.map((v: any) => v._id));
    expect(await storedSalesDaily(t.db)).toEqual(await salesDailyFromScratch(t.db));
    const manager = await t.login('manager@example.com');
    for (const v of venues) {
      // the manager's demo role holds statistics.overview only; the admin reads the venue's analytics
      const res = await t.call(admin, 'GET', `/api/v1/statistic/analytics/${v._id}/?period=last30`);
      expect(res.status).toBe(200);
      const days = res.body.data.buckets;
      // every past day of the period has orders (today may not have any yet)
      expect(days.slice(0, -1).every((b: any) => b.orderCount > 0)).toBe(true);
      expect(res.body.data.totals.refunds).toBeGreaterThan(0);
      expect(res.body.data.previousTotals.orderCount).toBeGreaterThan(0);
      expect(res.body.data.byPaymentMethod.length).toBeGreaterThanOrEqual(4);
    }
    expect((await t.call(manager, 'GET', '/api/v1/statistic/overview')).body.data.orderCount).toBeGreaterThan(500);
  });

  it('when the seed runs after 23:00 UTC, the day that is yesterday in Berlin has orders too, and none lies ahead of the seed', async () => {
    const venue = newId();
    const now = new Date('2026-11-28T23:30:00Z'); // already 29 November in Berlin
    await demoSales(t.services, [venue], now);
    const rows = await t.db.kysely.selectFrom('order').select('created_at').where('venue', '=', venue).execute();
    const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });
    const days = new Set(rows.map((r) => berlinDay.format(new Date(String(r.created_at)))));
    expect(days.has('2026-11-28')).toBe(true);
    expect(days.has('2026-11-27')).toBe(true);
    expect(rows.every((r) => Date.parse(String(r.created_at)) <= now.getTime())).toBe(true);
  });
});
