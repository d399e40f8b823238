import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { sampleTenant } from './helpers/sampleTenant';
import { testApp, type TestApp } from './helpers/testApp';
import { provisionAmount } from '../src/server/entities/provision/provisionAmount';

let t: TestApp;
let admin: string;
let manager: string;
let operator: string;
let venue: string;
let hafen: string;
let altstadt: string;
let foreignVenue: string;
const base = '/api/v3/payment/provision';

function monthsAgo(back: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}
const thisMonth = monthsAgo(0);

/** YYYY-MM of an instant on the venue's clock (en-CA writes ISO dates): the month the order belongs to. */
const localMonth = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).format(new Date(iso)).slice(0, 7);

async function zoneOf(v: string): Promise<string> {
  const row = await t.services.db.kysely.selectFrom('venue').select('doc').where('_id', '=', v).executeTakeFirstOrThrow();
  const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
  return doc.timezone ?? 'Europe/Berlin';
}

/** Revenue of a venue's local month straight from the orders table (done and validated totals). */
async function ordersOf(v: string, month: string): Promise<{ revenue: number; orderCount: number }> {
  const zone = await zoneOf(v);
  const rows = await t.services.db.kysely.selectFrom('order').select(['created_at', 'doc']).where('venue', '=', v).where('deleted_at', 'is', null).execute();
  let revenue = 0;
  let orderCount = 0;
  for (const r of rows) {
    const doc = typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc;
    if (localMonth(String(r.created_at), zone) !== month || (doc.status !== 'done' && doc.status !== 'validated')) continue;
    revenue += doc.total - (doc.tip ?? 0); // tips carry no provision
    orderCount++;
  }
  return { revenue, orderCount };
}

const list = async (token: string, query = '') => t.call(token, 'GET', `${base}/?limit=1000${query}`);
const rowOf = async (v: string, month: string) => ((await list(admin, `&venue[]=${v}&month[]=${month}`)).body.data as any[])[0];

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  operator = await t.login('operator@example.com');
  venue = await t.venueId(admin, 'BM01');
  hafen = await t.venueId(admin, 'BH02');
  altstadt = await t.venueId(admin, 'BA03');
  const other = await sampleTenant(t, admin, t.services.registry);
  await other.ensure('customerGroup');
  foreignVenue = (await other.ensure('venue'))._id;
});
afterAll(() => t.close());

describe('provisionAmount', () => {
  it('takes the percent half-up to a cent and the fixed rate per order, in integers', () => {
    expect(provisionAmount(10_000, 3, 5, 0.1)).toBe(500 + 30);
    expect(provisionAmount(1_050, 0, 4.5, 0)).toBe(47); // 47.25 → 47
    expect(provisionAmount(1_010, 0, 4.5, 0)).toBe(45); // 45.45 → 45
    expect(provisionAmount(1_000, 0, 0.05, 0)).toBe(1); // 0.5 → 1 (half-up)
    expect(provisionAmount(999_999_999_999, 0, 99.99, 0)).toBe(999_899_999_999); // 9998999999990001 / 10000: past 2^53, still exact
    expect(provisionAmount(999_999_999_950, 0, 0.01, 0)).toBe(100_000_000); // 99999999.995 → half-up
    expect(provisionAmount(500, 2, undefined, undefined)).toBe(0);
  });
});

describe('GET v3/payment/provision/', () => {
  it('lists each venue month with exact amounts from the orders and the venue rates', async () => {
    const res = await list(manager, `&month[]=${thisMonth}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(3);
    const rates: Record<string, [number, number]> = { [venue]: [5, 0.1], [hafen]: [4.5, 0], [altstadt]: [3.25, 0.05] };
    for (const row of res.body.data) {
      const { revenue, orderCount } = await ordersOf(row.venue, thisMonth);
      expect(row).toMatchObject({ _id: null, month: thisMonth, status: 'notClaimed', currency: 'euro', revenue, orderCount });
      expect(row.provision).toBe(provisionAmount(revenue, orderCount, ...rates[row.venue]));
      expect(Number.isInteger(row.provision)).toBe(true);
    }
  });

  it('holds every status in the demo tenant and filters by status, venue and month range', async () => {
    const all = (await list(manager)).body.data as any[];
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['notClaimed', 'waiting', 'success']));
    const waiting = (await list(manager, '&status[]=waiting')).body.data as any[];
    expect(waiting.every((r) => r.status === 'waiting')).toBe(true);
    expect(waiting.length).toBeGreaterThan(0);
    const ranged = (await list(manager, `&venue[]=${venue}&month[gte]=${monthsAgo(3)}&month[lte]=${monthsAgo(2)}`)).body.data as any[];
    expect(ranged.map((r) => r.month)).toEqual([monthsAgo(2), monthsAgo(3)]);
    expect(ranged.every((r) => r.status === 'success' && r.venue === venue)).toBe(true);
    const paged = await t.call(manager, 'GET', `${base}/?limit=2&page=2`);
    expect(paged.body).toMatchObject({ page: 2, limit: 2, total: all.length });
    expect(paged.body.data).toEqual(all.slice(2, 4));
  });

  it('total sums revenue and provision of the same filters', async () => {
    const rows = (await list(manager, `&month[gte]=${monthsAgo(1)}`)).body.data as any[];
    const res = await t.call(manager, 'GET', `${base}/total/?month[gte]=${monthsAgo(1)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.months).toBe(rows.length);
    expect(res.body.data.totals).toEqual([{
      currency: 'euro',
      revenue: rows.reduce((s, r) => s + r.revenue, 0),
      provision: rows.reduce((s, r) => s + r.provision, 0),
      orderCount: rows.reduce((s, r) => s + r.orderCount, 0),
    }]);
  });

  it('answers a bad query with 400, never 500', async () => {
    for (const q of ['page=0', 'limit=abc', 'month[gte]=2024-13', 'month[]=x', 'foo[]=1', 'q=abc', 'venue[gte]=a', 'status[lte]=waiting', 'sort=nope']) {
      const res = await t.call(manager, 'GET', `${base}/?${q}`);
      expect([400, 200], `${q}: ${JSON.stringify(res.body)}`).toContain(res.status);
      if (q !== 'sort=nope') expect(res.status, q).toBe(400);
      const total = await t.call(manager, 'GET', `${base}/total/?${q}`);
      expect(total.status, q).toBeLessThan(500);
    }
  });

  it('shows another tenant nothing and needs provision.view', async () => {
    expect((await list(admin, `&venue[]=${foreignVenue}`)).body.total).toBe(0);
    expect((await list(manager, `&venue[]=${foreignVenue}`)).body.total).toBe(0);
    expect((await list(operator)).status).toBe(403);
  });
});

describe('PATCH v3/payment/provision/claim/{venue}/?month=', () => {
  it('claims a month once: waiting with the claimed amounts, logged and audited; a second claim is 409', async () => {
    const before = await rowOf(hafen, thisMonth);
    const res = await t.call(manager, 'PATCH', `${base}/claim/${hafen}/?month=${thisMonth}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ venue: hafen, month: thisMonth, status: 'waiting', claimedBy: 'manager@example.com', revenue: before.revenue, provision: before.provision });
    expect(res.body.data.logs).toHaveLength(1);
    const again = await t.call(manager, 'PATCH', `${base}/claim/${hafen}/?month=${thisMonth}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROVISION_CLAIMED');
    expect((await rowOf(hafen, thisMonth)).status).toBe('waiting');
    const audit = await t.call(admin, 'GET', `/api/v1/audit?resource[]=provision&subject[]=${res.body.data._id}&limit=100`);
    expect(audit.body.data.length).toBeGreaterThanOrEqual(1);
  });

  it('10 concurrent claims of one month make one claim', async () => {
    const month = monthsAgo(5);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.call(manager, 'PATCH', `${base}/claim/${altstadt}/?month=${month}`)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200), JSON.stringify(results.map((r) => r.body))).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const rows = await t.services.db.kysely.selectFrom('provision').select('doc').where('venue', '=', altstadt).where('deleted_at', 'is', null).execute();
    const docs = rows.map((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc)).filter((d) => d.month === month);
    expect(docs).toHaveLength(1);
    expect(docs[0].logs).toHaveLength(1);
  });

  it('is reset only with provision.claim.reset, back to notClaimed with its log; then claimable again', async () => {
    const month = monthsAgo(6);
    expect((await t.call(manager, 'PATCH', `${base}/claim/${venue}/?month=${month}`)).status).toBe(200);
    const denied = await t.call(manager, 'PATCH', `${base}/claim/${venue}/reset?month=${month}`);
    expect(denied.status).toBe(403);
    const reset = await t.call(admin, 'PATCH', `${base}/claim/${venue}/reset?month=${month}`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data.status).toBe('notClaimed');
    expect(reset.body.data.claimedAt).toBeUndefined();
    expect((await t.call(admin, 'PATCH', `${base}/claim/${venue}/reset?month=${month}`)).status).toBe(409);
    expect((await t.call(admin, 'PATCH', `${base}/claim/${venue}/reset?month=${monthsAgo(7)}`)).status).toBe(409);
    const logs = await t.call(admin, 'GET', `${base}/logs/${venue}?month=${month}`);
    expect(logs.status).toBe(200);
    expect(logs.body.data.map((l: any) => [l.action, l.from, l.to])).toEqual([['claim', 'notClaimed', 'waiting'], ['reset', 'waiting', 'notClaimed']]);
    expect((await t.call(manager, 'GET', `${base}/logs/${venue}?month=${month}`)).status).toBe(403);
    expect((await t.call(manager, 'PATCH', `${base}/claim/${venue}/?month=${month}`)).status).toBe(200);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?resource[]=provision&action[]=reset&limit=100`);
    expect(audit.body.data.some((a: any) => a.subject === reset.body.data._id)).toBe(true);
  });

  it('confirm (admin) turns a waiting claim into success', async () => {
    const month = monthsAgo(8);
    expect((await t.call(manager, 'PATCH', `${base}/claim/${hafen}/?month=${month}`)).status).toBe(200);
    expect((await t.call(manager, 'PATCH', `${base}/claim/${hafen}/confirm?month=${month}`)).status).toBe(403);
    const ok = await t.call(admin, 'PATCH', `${base}/claim/${hafen}/confirm?month=${month}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('success');
    expect((await t.call(admin, 'PATCH', `${base}/claim/${hafen}/confirm?month=${month}`)).status).toBe(409);
    expect((await t.call(admin, 'PATCH', `${base}/claim/${hafen}/?month=${month}`)).status).toBe(409);
  });

  it("another tenant's venue is a 404, an unknown venue too", async () => {
    expect((await t.call(manager, 'PATCH', `${base}/claim/${foreignVenue}/?month=${thisMonth}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${base}/logs/${foreignVenue}?month=${thisMonth}`)).status).toBe(403);
    expect((await t.call(admin, 'PATCH', `${base}/claim/0123456789abcdef01234567/?month=${thisMonth}`)).status).toBe(404);
  });

  it('a bad or future month is 400/422, never 500; claims need provision.claim', async () => {
    for (const q of ['', '?month=', '?month=2024-13', '?month=24-01', '?month=2024-1', '?month[]=2024-01', '?month=2024-01&x=1']) {
      const res = await t.call(manager, 'PATCH', `${base}/claim/${venue}/${q}`);
      expect(res.status, q).toBe(400);
    }
    const future = await t.call(manager, 'PATCH', `${base}/claim/${venue}/?month=${monthsAgo(-1)}`);
    expect(future.status).toBe(422);
    expect(future.body.errors[0]).toMatchObject({ path: 'month', code: 'provisionMonthFuture' });
    expect((await t.call(manager, 'PATCH', `${base}/claim/not-an-id/?month=${thisMonth}`)).status).toBeLessThan(500);
    expect((await t.call(operator, 'PATCH', `${base}/claim/${venue}/?month=${thisMonth}`)).status).toBe(403);
  });
});

describe("months are the venue's local months, as on the invoice", () => {
  let berlin: string;
  let newYork: string;
  let kolkata: string;
  /** Orders written straight into the table (as the ordering apps would), per venue. */
  const placed: Record<string, { at: string; status: string; total: number; tip: number }[]> = {};

  async function insertOrders(v: string, list: { at: string; status: string; total: number; tip: number }[]) {
    const row = await t.services.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', v).executeTakeFirstOrThrow();
    placed[v] = list;
    await t.services.db.kysely.insertInto('order').values(list.map((o, i) => ({
      _id: newId(), venue: v, customer_group: row.customer_group, created_at: o.at, updated_at: o.at, deleted_at: null,
      doc: JSON.stringify({ venue: v, code: `Z${i}`, status: o.status, type: 'inside', currency: 'euro', total: o.total, net: o.total, tip: o.tip, paymentMethod: 'paypal', items: [] }),
    }))).execute();
  }

  /** What /provision must show for the venue: the placed orders summed per local month. */
  function expected(v: string, zone: string) {
    const out = new Map<string, { revenue: number; orderCount: number }>();
    for (const o of placed[v]) {
      if (o.status !== 'done' && o.status !== 'validated') continue;
      const m = localMonth(o.at, zone);
      const sum = out.get(m) ?? { revenue: 0, orderCount: 0 };
      out.set(m, { revenue: sum.revenue + o.total - o.tip, orderCount: sum.orderCount + 1 });
    }
    return out;
  }

  const amounts = (rows: any[], v: string) => Object.fromEntries(rows.filter((r) => r.venue === v).map((r) => [r.month, { revenue: r.revenue, orderCount: r.orderCount }]));

  beforeAll(async () => {
    // A tenant of its own, so the demo tenant's lists above keep their rows.
    const zoned = await sampleTenant(t, admin, t.services.registry);
    berlin = zoned.venue;
    newYork = (await zoned.create(t.services.registry.get('venue')!)).body.data._id;
    kolkata = (await zoned.create(t.services.registry.get('venue')!)).body.data._id;
    for (const [v, timezone] of [[berlin, 'Europe/Berlin'], [newYork, 'America/New_York'], [kolkata, 'Asia/Kolkata']]) {
      const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${v}`, { timezone, provisionRate: 5, provisionFixedRate: 0 });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    }
    await insertOrders(berlin, [
      { at: '2026-10-31T23:30:00.000Z', status: 'done', total: 1000, tip: 0 }, // 1 Nov 00:30 CET: November
      { at: '2026-10-31T22:30:00.000Z', status: 'validated', total: 2000, tip: 100 }, // 31 Oct 23:30 CET: October
      { at: '2026-11-15T12:00:00.000Z', status: 'done', total: 300, tip: 0 },
      { at: '2026-11-15T13:00:00.000Z', status: 'failed', total: 999, tip: 0 },
      { at: '2026-03-31T22:30:00.000Z', status: 'done', total: 40, tip: 0 }, // 1 April 00:30 CEST (after the DST change): April
    ]);
    await insertOrders(newYork, [
      { at: '2026-11-01T03:00:00.000Z', status: 'done', total: 1500, tip: 0 }, // 31 Oct 23:00 EDT: October
      { at: '2026-11-01T04:30:00.000Z', status: 'done', total: 2500, tip: 0 }, // 1 Nov 00:30 EDT (DST ends at 2:00 that day): November
      { at: '2026-10-01T03:30:00.000Z', status: 'done', total: 700, tip: 0 }, // 30 Sep 23:30 EDT: September
    ]);
    await insertOrders(kolkata, [
      { at: '2026-10-31T18:45:00.000Z', status: 'done', total: 11, tip: 0 }, // 1 Nov 00:15 IST (+5:30): November
      { at: '2026-10-31T18:15:00.000Z', status: 'done', total: 22, tip: 0 }, // 31 Oct 23:45 IST: October
    ]);
  });

  it('groups every order by its local month (zones ahead of and behind UTC, half-hour offsets, DST)', async () => {
    const rows = (await list(admin, `&venue[]=${berlin}&venue[]=${newYork}&venue[]=${kolkata}`)).body.data as any[];
    expect(amounts(rows, berlin)).toEqual({
      '2026-11': { revenue: 1300, orderCount: 2 }, '2026-10': { revenue: 1900, orderCount: 1 }, '2026-04': { revenue: 40, orderCount: 1 },
    });
    expect(amounts(rows, newYork)).toEqual({
      '2026-11': { revenue: 2500, orderCount: 1 }, '2026-10': { revenue: 1500, orderCount: 1 }, '2026-09': { revenue: 700, orderCount: 1 },
    });
    expect(amounts(rows, kolkata)).toEqual({ '2026-11': { revenue: 11, orderCount: 1 }, '2026-10': { revenue: 22, orderCount: 1 } });
    // The same, from the orders on each venue's clock.
    for (const [v, zone] of [[berlin, 'Europe/Berlin'], [newYork, 'America/New_York'], [kolkata, 'Asia/Kolkata']]) {
      expect(amounts(rows, v)).toEqual(Object.fromEntries(expected(v, zone)));
    }
    for (const r of rows) expect(r.provision).toBe(provisionAmount(r.revenue, r.orderCount, 5, 0));
  });

  it('filters select local months: a month, a range, and the total of the same filters', async () => {
    const venues = `&venue[]=${berlin}&venue[]=${newYork}&venue[]=${kolkata}`;
    const november = (await list(admin, `${venues}&month[]=2026-11`)).body.data as any[];
    expect(november.map((r) => [r.venue, r.month, r.revenue, r.orderCount]).sort()).toEqual(
      [[berlin, '2026-11', 1300, 2], [newYork, '2026-11', 2500, 1], [kolkata, '2026-11', 11, 1]].sort(),
    );
    const ranged = (await list(admin, `${venues}&month[gte]=2026-10&month[lte]=2026-10`)).body.data as any[];
    expect(ranged.map((r) => [r.venue, r.month, r.revenue, r.orderCount]).sort()).toEqual(
      [[berlin, '2026-10', 1900, 1], [newYork, '2026-10', 1500, 1], [kolkata, '2026-10', 22, 1]].sort(),
    );
    const upTo = (await list(admin, `&venue[]=${newYork}&month[lte]=2026-10`)).body.data as any[];
    expect(upTo.map((r) => [r.month, r.revenue])).toEqual([['2026-10', 1500], ['2026-09', 700]]);
    const onward = (await list(admin, `&venue[]=${berlin}&month[gte]=2026-05`)).body.data as any[];
    expect(onward.map((r) => [r.month, r.revenue])).toEqual([['2026-11', 1300], ['2026-10', 1900]]);
    // The widest bounds a filter takes (years 0000 and 9999) keep every month.
    const everything = (await list(admin, venues)).body.data as any[];
    expect((await list(admin, `${venues}&month[gte]=0000-01&month[lte]=9999-12`)).body.data).toEqual(everything);
    expect((await list(admin, `${venues}&month[]=0000-01&month[]=9999-12`)).body.data).toEqual([]);
    const total = await t.call(admin, 'GET', `${base}/total/?month[]=2026-11${venues}`);
    expect(total.status, JSON.stringify(total.body)).toBe(200);
    expect(total.body.data).toEqual({ months: 3, totals: [{ currency: 'euro', revenue: 1300 + 2500 + 11, provision: november.reduce((s, r) => s + r.provision, 0), orderCount: 4 }] });
  });

  it("the month of an order on /provision is the invoice's month", async () => {
    for (const v of [berlin, newYork, kolkata]) {
      for (const month of ['2026-10', '2026-11']) {
        const row = await rowOf(v, month);
        const invoice = await t.call(admin, 'GET', `/api/v3/payment/invoice/${v}/venue?month=${month}`);
        expect(invoice.status, JSON.stringify(invoice.body)).toBe(200);
        const f = invoice.body.data.figures;
        expect([row.orderCount, row.revenue, row.provision], `${v} ${month}`).toEqual([f.orders, f.gross - f.tips, f.provision]);
      }
    }
  });

  it('a claim stores the local month: 2026-11 in Berlin holds the order of 31 Oct 23:30 UTC, 2026-10 in New York the one of 1 Nov 03:00 UTC', async () => {
    const nov = await t.call(admin, 'PATCH', `${base}/claim/${berlin}/?month=2026-11`);
    expect(nov.status, JSON.stringify(nov.body)).toBe(200);
    expect(nov.body.data).toMatchObject({ month: '2026-11', status: 'waiting', revenue: 1300, orderCount: 2, provision: provisionAmount(1300, 2, 5, 0) });
    const oct = await t.call(admin, 'PATCH', `${base}/claim/${newYork}/?month=2026-10`);
    expect(oct.status, JSON.stringify(oct.body)).toBe(200);
    expect(oct.body.data).toMatchObject({ month: '2026-10', status: 'waiting', revenue: 1500, orderCount: 1, provision: provisionAmount(1500, 1, 5, 0) });
    expect(await rowOf(berlin, '2026-11')).toMatchObject({ _id: nov.body.data._id, status: 'waiting', revenue: 1300, orderCount: 2 });
  });
});
