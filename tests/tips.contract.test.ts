import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let venue: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  venue = await t.venueId(manager, 'BM01');
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const berlinDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** The venue's paid orders through the order API, with their Berlin dates. */
async function paidOrders(from: string, to: string) {
  const orders = (await t.call(admin, 'GET', `/api/v2/order/all?venue[]=${venue}`)).body.data;
  return orders.filter((o: any) => (o.status === 'done' || o.status === 'validated') && berlinDay(o.createdAt) >= from && berlinDay(o.createdAt) <= to);
}

describe('tips (GET v2/tips/{venue}/{from}/{to})', () => {
  it('sums the tips of paid orders exactly, per day, per table and in total', async () => {
    const from = day(-40);
    const to = day(1);
    const res = await t.call(manager, 'GET', `/api/v2/tips/${venue}/${from}/${to}`);
    expect(res.status).toBe(200);
    const r = res.body.data;
    const orders = await paidOrders(from, to);
    const tips = orders.reduce((s: number, o: any) => s + o.tip, 0);
    expect(tips).toBeGreaterThan(0);
    expect(r.total).toEqual({ key: 'total', orders: orders.length, tipped: orders.filter((o: any) => o.tip > 0).length, tip: tips });
    expect(r.days.reduce((s: number, d: any) => s + d.tip, 0)).toBe(tips);
    expect(r.tables.reduce((s: number, d: any) => s + d.tip, 0)).toBe(tips);
    for (const d of r.days) {
      expect(d.tip).toBe(orders.filter((o: any) => berlinDay(o.createdAt) === d.key).reduce((s: number, o: any) => s + o.tip, 0));
    }
    // each day's figures are the sales statistics' of that day (one definition)
    const stats = (await t.call(manager, 'GET', `/api/v1/statistic/sales?venue=${venue}&from=${from}&to=${to}&groupBy=day`)).body;
    const statsDays = (stats.data ?? stats).buckets.filter((b: any) => b.orderCount > 0 || b.tips > 0);
    expect(r.days.map((d: any) => [d.key, d.orders, d.tip])).toEqual(statsDays.map((b: any) => [b.bucket, b.orderCount, b.tips]));
    for (const tb of r.tables) expect(tb.tip).toBe(orders.filter((o: any) => (o.table || '-') === tb.key).reduce((s: number, o: any) => s + o.tip, 0));
    expect(r).toMatchObject({ venue, from, to, currency: 'euro', timezone: 'Europe/Berlin', tipType: 'any' });

    // a shorter period holds only its days
    const one = r.days[0].key;
    const single = (await t.call(manager, 'GET', `/api/v2/tips/${venue}/${one}/${one}`)).body.data;
    expect(single.days).toEqual([r.days[0]]);
    expect(single.total.tip).toBe(r.days[0].tip);
  });

  it('filters by the venue\'s tip type (absolute, relative, any)', async () => {
    const from = day(-40);
    const to = day(1);
    const all = (await t.call(manager, 'GET', `/api/v2/tips/${venue}/${from}/${to}?type=any`)).body.data;
    expect((await t.call(manager, 'GET', `/api/v2/tips/${venue}/${from}/${to}?type=relative`)).body.data.total.tip).toBe(0);
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { tipEnabled: true, defaultTips: { type: 'relative', values: [5, 10, 15] } })).status).toBe(200);
    const relative = (await t.call(manager, 'GET', `/api/v2/tips/${venue}/${from}/${to}?type=relative`)).body.data;
    expect(relative).toMatchObject({ tipEnabled: true, tipType: 'relative', total: all.total });
    expect((await t.call(manager, 'GET', `/api/v2/tips/${venue}/${from}/${to}?type=absolute`)).body.data.total).toEqual({ key: 'total', orders: 0, tipped: 0, tip: 0 });
  });

  it('exports the tipped orders as CSV with headers in the language and a total line', async () => {
    const from = day(-40);
    const to = day(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/export/tips/${venue}/${from}/${to}?lang=en`, headers: { authorization: `Bearer ${manager}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tips-${from}-${to}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date;Time;Order;Table;Payment method;Tip;Currency');
    const orders = (await paidOrders(from, to)).filter((o: any) => o.tip > 0);
    expect(lines).toHaveLength(orders.length + 2);
    const total = orders.reduce((s: number, o: any) => s + o.tip, 0);
    expect(lines.at(-1)).toBe(`Total;;;;;${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')};euro`);
    const codes = lines.slice(1, -1).map((l: string) => l.split(';')[2]).sort();
    expect(codes).toEqual(orders.map((o: any) => o.code).sort());
    const de = await t.app.inject({ method: 'GET', url: `/api/v1/export/tips/${venue}/${from}/${to}`, headers: { authorization: `Bearer ${manager}` } });
    expect(de.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Datum;Uhrzeit;Bestellung;Tisch;Zahlungsart;Trinkgeld;Währung');
  });

  it('needs billing.view or tips.view; another brand\'s venue is 404; bad input is 400, never 500', async () => {
    const operator = await t.login('operator@example.com');
    const ok = `${venue}/${day(-3)}/${day(0)}`;
    expect((await t.call(operator, 'GET', `/api/v2/tips/${ok}`)).status).toBe(403);
    expect((await t.call(operator, 'GET', `/api/v1/export/tips/${ok}`)).status).toBe(403);
    expect((await t.call(null, 'GET', `/api/v2/tips/${ok}`)).status).toBe(401);
    expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Tips only', slug: 'tips_only', permissions: ['tips.view'] })).status).toBe(201);
    const group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?limit=100')).body.data.find((g: any) => g.name === 'Demo Burger Company')._id;
    expect((await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Tina', email: 'tina@example.com', password: 'Secret123', role: 'tips_only', customerGroup: group })).status).toBe(201);
    const tina = await t.login('tina@example.com');
    expect((await t.call(tina, 'GET', `/api/v2/tips/${ok}`)).status).toBe(200);

    const otherGroup = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Tip rivals', slug: 'tip_rivals' })).body.data._id;
    const other = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Rival', readableId: 'RV01', customerGroup: otherGroup })).body.data._id;
    expect((await t.call(manager, 'GET', `/api/v2/tips/${other}/${day(-3)}/${day(0)}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `/api/v1/export/tips/${other}/${day(-3)}/${day(0)}`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `/api/v2/tips/${other}/${day(-3)}/${day(0)}`)).status).toBe(200);

    const bad = [
      `zzz/${day(-3)}/${day(0)}`, `${venue}/2026-02-30/2026-03-01`, `${venue}/yesterday/${day(0)}`, `${venue}/${day(0)}/${day(-3)}`,
      `${venue}/2020-01-01/2026-01-01`, `${venue}/${day(-3)}/${day(0)}?type=weird`, `${venue}/${day(-3)}/${day(0)}?extra=1`,
      `${venue}/%00/${day(0)}`, `${venue}/${'9'.repeat(200)}/${day(0)}`,
    ];
    for (const path of bad) {
      for (const base of ['/api/v2/tips/', '/api/v1/export/tips/']) {
        const res = await t.call(manager, 'GET', base + path);
        expect(res.status, base + path).toBeGreaterThanOrEqual(400);
        expect(res.status, base + path).toBeLessThan(500);
      }
    }
    expect((await t.call(manager, 'GET', `/api/v2/tips/000000000000000000000000/${day(-3)}/${day(0)}`)).status).toBe(404);
  });
});
