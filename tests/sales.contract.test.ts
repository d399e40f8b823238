import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedFigures, salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

// The sales and statistics calls against figures computed here in plain JS from the data set the
// test wrote (helpers/salesDataSet.ts): several time zones, refunds across a month end, cancelled,
// deleted and pending records. Period: February 2026 (local days), the previous one 4–31 January.

let t: TestApp;
let admin: string;
let set: SalesSet;
const FROM = '2026-02-01';
const TO = '2026-02-28';
const PREV = ['2026-01-04', '2026-01-31'] as const;

async function userWith(slug: string, permissions: string[], group: string): Promise<string> {
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions })).status).toBe(201);
  const email = `${slug}@example.com`;
  const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: slug, email, password: PASSWORD, role: slug, customerGroup: group });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return t.login(email);
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin);
});
afterAll(() => t.close());

const q = (venues: string[], extra = '') => `from=${FROM}&to=${TO}${venues.map((v) => `&venue=${v}`).join('')}${extra}`;

describe('every call answers the independently computed figures', () => {
  it('statistic/sales: totals, previous period, day/week/month buckets, methods, types and weekdays', async () => {
    const ids = set.venues.slice(0, 3).map((v) => v._id);
    for (const groupBy of ['day', 'week', 'month']) {
      const res = await t.call(admin, 'GET', `/api/v1/statistic/sales/?${q(ids, `&groupBy=${groupBy}`)}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const d = res.body.data;
      expect(d.period).toMatchObject({ period: 'custom', from: FROM, to: TO, days: 28, previousFrom: PREV[0], previousTo: PREV[1], groupBy });
      expect(d.totals).toEqual(expectedFigures(set, ids, FROM, TO));
      expect(d.previousTotals).toEqual(expectedFigures(set, ids, ...PREV));
      expect(d.totals.orderCount).toBeGreaterThan(10);
      expect(d.totals.refundCount).toBeGreaterThan(0);
      for (const b of d.buckets) {
        const { previous, bucket, from, to, ...figures } = b;
        expect(figures, bucket).toEqual(expectedFigures(set, ids, from, to));
        if (previous) expect({ ...previous, bucket: undefined, from: undefined, to: undefined }).toEqual({ ...expectedFigures(set, ids, previous.from, previous.to), bucket: undefined, from: undefined, to: undefined });
      }
      expect(d.buckets.length).toBe({ day: 28, week: 5, month: 1 }[groupBy]);
      expect(d.buckets.reduce((s: number, b: any) => s + b.revenue, 0)).toBe(d.totals.revenue);
    }
    const d = (await t.call(admin, 'GET', `/api/v1/statistic/sales/?${q(ids)}`)).body.data;
    for (const m of d.byPaymentMethod) {
      const { method, previous, ...figures } = m;
      expect(figures, method).toEqual(expectedFigures(set, ids, FROM, TO, { method }));
      expect(previous).toEqual(expectedFigures(set, ids, ...PREV, { method }));
    }
    expect(d.byPaymentMethod.length).toBe(4);
    for (const o of d.byOrderType) {
      const { type, previous, ...figures } = o;
      expect(figures, type).toEqual(expectedFigures(set, ids, FROM, TO, { type }));
      expect(previous).toEqual(expectedFigures(set, ids, ...PREV, { type }));
    }
    expect(d.byOrderType.length).toBe(3);
    for (const w of d.byWeekday) {
      const { weekday, ...figures } = w;
      expect(figures).toEqual(expectedFigures(set, ids, FROM, TO, { weekday }));
    }
    // the admin holds every flavor: the venue and brand split
    expect(d.byVenue.map((v: any) => v.venue).sort()).toEqual([...ids].sort());
    for (const v of d.byVenue) expect({ ...v, venue: 0, name: 0, readableId: 0, customerGroup: 0, currency: 0, timezone: 0, previous: 0 }).toEqual({ ...expectedFigures(set, [v.venue], FROM, TO), venue: 0, name: 0, readableId: 0, customerGroup: 0, currency: 0, timezone: 0, previous: 0 });
    expect(d.byGroup).toHaveLength(1);
    expect(d.byGroup[0]).toMatchObject({ customerGroup: set.groups[0], name: 'Sales A', ...expectedFigures(set, ids, FROM, TO) });
  });

  it('a refund counts on its own local day: the month-end one moves with the zone', async () => {
    const berlin = set.venues[0]._id;
    const ny = set.venues[1]._id;
    const edge = set.refunds.filter((r) => r.at === '2026-01-31T23:30:00.000Z' && !r.pending);
    expect(edge.length).toBeGreaterThan(0);
    for (const venue of [berlin, ny]) {
      const feb = (await t.call(admin, 'GET', `/api/v1/statistic/sales/?from=2026-02-01&to=2026-02-01&venue=${venue}`)).body.data;
      expect(feb.totals.refunds).toBe(expectedFigures(set, [venue], '2026-02-01', '2026-02-01').refunds);
    }
  });

  it('sales-overview, analytics/{venue}, customerGroup/{group} and overview answer the same figures', async () => {
    const groupA = set.venues.filter((v) => v.group === set.groups[0]).map((v) => v._id);
    const all = set.venues.map((v) => v._id);
    const ov = await t.call(admin, 'GET', `/api/v2/order/sales-overview?${q(all, '&groupBy=month')}`);
    expect(ov.status).toBe(200);
    expect(ov.body.data.totals).toEqual(expectedFigures(set, all, FROM, TO));
    expect(ov.body.data.byGroup.map((g: any) => g.customerGroup).sort()).toEqual([...set.groups].sort());
    for (const v of set.venues) {
      const res = await t.call(admin, 'GET', `/api/v1/statistic/analytics/${v._id}/?from=${FROM}&to=${TO}`);
      expect(res.status).toBe(200);
      expect(res.body.data.venues).toEqual([v._id]);
      expect(res.body.data.totals).toEqual(expectedFigures(set, [v._id], FROM, TO));
      expect(res.body.data.previousTotals).toEqual(expectedFigures(set, [v._id], ...PREV));
    }
    const grp = await t.call(admin, 'GET', `/api/v1/statistic/customerGroup/${set.groups[0]}/?from=${FROM}&to=${TO}&groupBy=week`);
    expect(grp.status).toBe(200);
    expect([...grp.body.data.venues].sort()).toEqual([...groupA].sort());
    expect(grp.body.data.totals).toEqual(expectedFigures(set, groupA, FROM, TO));
    const overview = await t.call(admin, 'GET', `/api/v1/statistic/overview?from=${FROM}&to=${TO}`);
    expect(overview.status).toBe(200);
    for (const v of set.venues) {
      const row = overview.body.data.venues.find((r: any) => r.venue === v._id);
      const { venue, name, readableId, ...figures } = row;
      expect(figures).toEqual(expectedFigures(set, [v._id], FROM, TO));
    }
    const sum = overview.body.data.venues.reduce((s: number, r: any) => s + r.revenue, 0);
    expect(overview.body.data.totalRevenue).toBe(sum);
    expect(overview.body.data.totals.revenue).toBe(sum);
  });

  it('a named period resolves on the venue\'s clock, the previous period beside it', async () => {
    const venue = set.venues[2];
    const res = await t.call(admin, 'GET', `/api/v1/statistic/analytics/${venue._id}/?period=last7`);
    expect(res.status).toBe(200);
    const p = res.body.data.period;
    expect(p.days).toBe(7);
    expect(p.to).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: venue.zone }).format(new Date()));
    expect(res.body.data.buckets).toHaveLength(7);
    const month = (await t.call(admin, 'GET', `/api/v1/statistic/sales/?period=lastMonth&groupBy=month`)).body.data.period;
    expect(month.from.slice(8)).toBe('01');
    expect(month.previousTo).toBe(new Date(Date.parse(`${month.from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10));
  });
});

describe('permissions, flavors and tenants', () => {
  it('each call needs its permission; flavors add the venue and brand split', async () => {
    const [g] = set.groups;
    const v = set.venues[0]._id;
    const calls = {
      overview: '/api/v1/statistic/overview', sales: `/api/v1/statistic/sales/?${q([])}`, salesOverview: `/api/v2/order/sales-overview?${q([])}`,
      analytics: `/api/v1/statistic/analytics/${v}/?${q([])}`, customerGroup: `/api/v1/statistic/customerGroup/${g}/?${q([])}`,
    };
    const cases: [string, string[], Record<keyof typeof calls, number | 'flavor'>][] = [
      ['sa_none', ['venue.view'], { overview: 403, sales: 403, salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_sales', ['sales.view'], { overview: 403, sales: 200, salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_sales_fl', ['sales.view', 'sales.flavor'], { overview: 403, sales: 'flavor', salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_flavor_only', ['sales.flavor', 'statistics.flavor'], { overview: 403, sales: 403, salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_overview', ['sales.overview'], { overview: 403, sales: 403, salesOverview: 200, analytics: 403, customerGroup: 403 }],
      ['sa_overview_fl', ['sales.overview', 'sales.flavor'], { overview: 403, sales: 403, salesOverview: 'flavor', analytics: 403, customerGroup: 403 }],
      ['sa_stats', ['statistics.view', 'statistics.overview'], { overview: 200, sales: 200, salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_stats_fl', ['statistics.view', 'statistics.overview', 'statistics.flavor'], { overview: 'flavor', sales: 'flavor', salesOverview: 403, analytics: 403, customerGroup: 403 }],
      // reporting.flavor does not open the split for the sales screen's holder of sales.view alone
      ['sa_rep', ['reporting.view', 'sales.flavor'], { overview: 403, sales: 200, salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_rep_fl', ['reporting.view', 'reporting.flavor'], { overview: 403, sales: 'flavor', salesOverview: 403, analytics: 403, customerGroup: 403 }],
      ['sa_an', ['analytics.view'], { overview: 403, sales: 403, salesOverview: 403, analytics: 200, customerGroup: 403 }],
      ['sa_an_fl', ['analytics.view', 'analytics.flavor'], { overview: 403, sales: 403, salesOverview: 403, analytics: 'flavor', customerGroup: 403 }],
      ['sa_grp', ['analytics.customerGroup'], { overview: 403, sales: 403, salesOverview: 403, analytics: 403, customerGroup: 200 }],
      ['sa_grp_fl', ['analytics.customerGroup', 'analytics.flavor'], { overview: 403, sales: 403, salesOverview: 403, analytics: 403, customerGroup: 'flavor' }],
    ];
    for (const [slug, perms, want] of cases) {
      const token = await userWith(slug, perms, g);
      for (const [call, url] of Object.entries(calls) as [keyof typeof calls, string][]) {
        const res = await t.call(token, 'GET', url);
        const expected = want[call];
        expect(res.status, `${slug} ${call}`).toBe(expected === 'flavor' ? 200 : expected);
        if (res.status !== 200) continue;
        const split = call === 'overview' ? 'byGroup' in res.body.data : 'byVenue' in res.body.data && 'byGroup' in res.body.data;
        expect(split, `${slug} ${call} split`).toBe(expected === 'flavor');
      }
    }
  });

  it('a brand\'s user sees its own venues only; another brand\'s venue or group is a 404', async () => {
    const [ga, gb] = set.groups;
    const token = await userWith('sa_tenant', ['sales.view', 'sales.flavor', 'sales.overview', 'analytics.view', 'analytics.customerGroup', 'statistics.overview'], ga);
    const mine = set.venues.filter((v) => v.group === ga).map((v) => v._id);
    const foreign = set.venues.find((v) => v.group === gb)!._id;
    const sales = await t.call(token, 'GET', `/api/v1/statistic/sales/?${q([])}`);
    expect(sales.status).toBe(200);
    expect([...sales.body.data.venues].sort()).toEqual([...mine].sort());
    expect(sales.body.data.totals).toEqual(expectedFigures(set, mine, FROM, TO));
    expect((await t.call(token, 'GET', `/api/v2/order/sales-overview?${q([])}`)).body.data.totals).toEqual(expectedFigures(set, mine, FROM, TO));
    expect((await t.call(token, 'GET', `/api/v1/statistic/overview`)).body.data.venues.map((v: any) => v.venue).sort()).toEqual([...mine].sort());
    for (const url of [`/api/v1/statistic/sales/?${q([foreign])}`, `/api/v1/statistic/sales/?${q([mine[0], foreign])}`, `/api/v2/order/sales-overview?${q([foreign])}`,
      `/api/v1/statistic/analytics/${foreign}/`, `/api/v1/statistic/customerGroup/${gb}/`, `/api/v1/statistic/customerGroup/${'0'.repeat(24)}/`, `/api/v1/statistic/analytics/${'0'.repeat(24)}/`]) {
      const res = await t.call(token, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'GET', `/api/v1/statistic/overview`)).body.data.venues.some((v: any) => set.venues.some((s) => s._id === v.venue))).toBe(false);
  });
});

describe('bad input never reaches the figures', () => {
  it('reversed, too long, unknown grouping or period, impossible days, bad ids', async () => {
    const v = set.venues[0]._id;
    const cases: [string, number, string?, string?][] = [
      ['from=2026-03-01&to=2026-02-01', 422, 'to', 'salesPeriodOrder'],
      ['from=2016-01-01&to=2026-01-01', 422, 'to', 'salesPeriodLength'],
      ['from=2026-02-30&to=2026-03-01', 422, 'from', 'salesDay'],
      ['period=custom&from=2026-02-01', 422, 'to', 'salesPeriodMissing'],
      ['to=2026-02-01', 422, 'from', 'salesPeriodMissing'],
      ['groupBy=year', 400], ['period=forever', 400], ['from=yesterday&to=2026-01-01', 400], ['venue=nope', 400], ['sort=revenue', 400],
    ];
    for (const [query, status, path, code] of cases) {
      for (const url of [`/api/v1/statistic/sales/?${query}`, `/api/v2/order/sales-overview?${query}`, `/api/v1/statistic/analytics/${v}/?${query}`]) {
        if (url.includes('analytics') && query.startsWith('venue=')) continue;
        const res = await t.call(admin, 'GET', url);
        expect(res.status, `${url}`).toBe(status);
        if (code) expect(res.body.errors?.[0], url).toMatchObject({ path, code });
      }
    }
    expect((await t.call(admin, 'GET', '/api/v1/statistic/overview?from=2026-03-01&to=2026-01-01')).status).toBe(422);
    expect((await t.call(admin, 'GET', '/api/v1/statistic/analytics/nope/')).status).toBe(400);
  });
});

describe('a deleted venue', () => {
  it('leaves the totals together with its per-venue row', async () => {
    const extra = await salesDataSet(t, admin, 'd');
    const gone = extra.venues[0]._id;
    const url = `/api/v1/statistic/sales/?from=${FROM}&to=${TO}`;
    const before = (await t.call(admin, 'GET', url)).body.data;
    expect(before.byVenue.some((v: any) => v.venue === gone)).toBe(true);
    expect((await t.call(admin, 'DELETE', `/api/v1/general/venue/${gone}`)).status).toBe(200);
    const after = (await t.call(admin, 'GET', url)).body.data;
    expect(after.byVenue.some((v: any) => v.venue === gone)).toBe(false);
    expect(after.totals.revenue).toBe(before.totals.revenue - expectedFigures(extra, [gone], FROM, TO).revenue);
    expect(after.totals.revenue).toBe(after.byVenue.reduce((s: number, v: any) => s + v.revenue, 0));
    const overview = (await t.call(admin, 'GET', `/api/v1/statistic/overview?from=${FROM}&to=${TO}`)).body.data;
    expect(overview.totalRevenue).toBe(overview.venues.reduce((s: number, v: any) => s + v.revenue, 0));
    expect(overview.venues.some((v: any) => v.venue === gone)).toBe(false);
  });
});
