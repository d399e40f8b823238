import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone, zoneOf } from '../src/core/venueTime';
import { brandUsers, type BrandUsers } from './helpers/brandUsers';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The venue reads of spec part 1 §7 (full, payment, ?legal=true, customer/{group}, master,
 * endOfDay): what each answers, its permission, another brand's venue or group (404) and bad
 * input (400, never 500).
 */
let t: TestApp;
let admin: string;
let staff: string;
let b: BrandUsers;
const V = '/api/v1/general/venue';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  staff = await t.login('staff@example.com');
  b = await brandUsers(t, admin);
});
afterAll(() => t.close());

describe('GET general/venue/{id}/full', () => {
  it('answers the venue with the counts of its foodcard, tables and printers', async () => {
    const res = await t.call(b.userA, 'GET', `${V}/${b.A.venue}/full`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.venue).toMatchObject({ _id: b.A.venue, readableId: 'BM01' });
    const articles = await t.call(admin, 'GET', `/api/v1/foodcard/article/venue/${b.A.venue}?limit=1`);
    expect(res.body.data.counts.articles).toBe(articles.body.total);
    expect(res.body.data.counts.articles).toBeGreaterThan(0);
    for (const k of ['categories', 'options', 'optionArticles', 'tables', 'printers']) expect(typeof res.body.data.counts[k]).toBe('number');
  });

  it('another brand gets 404, a bad id 400, a user without venue.view 403', async () => {
    expect((await t.call(b.userB, 'GET', `${V}/${b.A.venue}/full`)).status).toBe(404);
    expect((await t.call(b.userA, 'GET', `${V}/not-an-id/full`)).status).toBe(400);
    const noView = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Tables only', slug: 'tables_only', permissions: ['table.view'] });
    expect(noView.status).toBe(201);
    await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'T', email: 'tables@example.com', password: 'Secret123', role: 'tables_only', venues: [b.A.venue] });
    expect((await t.call(await t.login('tables@example.com'), 'GET', `${V}/${b.A.venue}/full`)).status).toBe(403);
  });
});

describe('GET general/venue/{id}/payment', () => {
  it('answers the payment settings with venue.payment; staff (venue.view only) is refused', async () => {
    await t.call(admin, 'PATCH', `${V}/${b.A.venue}`, { tipEnabled: true, payment: { paypal: true, cash: true } });
    const res = await t.call(b.userA, 'GET', `${V}/${b.A.venue}/payment`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ _id: b.A.venue, tipEnabled: true, payment: { paypal: true, cash: true } });
    expect(res.body.data).not.toHaveProperty('name');
    expect((await t.call(staff, 'GET', `${V}/${b.A.venue}/payment`)).status).toBe(403);
    expect((await t.call(b.userB, 'GET', `${V}/${b.A.venue}/payment`)).status).toBe(404);
  });
});

describe('GET general/venue/?legal=true', () => {
  it("lists the caller's venues with their legal details and document URLs, nobody else's", async () => {
    await t.call(admin, 'PATCH', `${V}/${b.B.venue}`, { legalForm: 'GmbH', registerCourt: 'Amtsgericht Köln' });
    const own = await t.call(b.userB, 'GET', `${V}?legal=true`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data).toEqual([{ _id: b.B.venue, name: 'Other Venue', readableId: 'OV99', legalForm: 'GmbH', registerCourt: 'Amtsgericht Köln', country: 'de', documents: {} }]);
    expect(own.body.total).toBe(1);
    const all = await t.call(admin, 'GET', `${V}?legal=true&limit=100`);
    expect(all.body.data.map((v: any) => v._id)).toEqual(expect.arrayContaining([b.A.venue, b.B.venue]));
    expect(all.body.data.every((v: any) => !('payment' in v) && !('checkoutIntegration' in v))).toBe(true);
  });

  it('bad parameters are 400', async () => {
    expect((await t.call(admin, 'GET', `${V}?legal=maybe`)).status).toBe(400);
    expect((await t.call(admin, 'GET', `${V}?legal=true&limit=0`)).status).toBe(400);
    expect((await t.call(admin, 'GET', `${V}?legal=true&evil=1`)).status).toBe(400);
  });
});

describe('GET general/venue/customer/{group} and /master?customerGroup=', () => {
  it("lists a group's venues; another brand's group is 404; a bad id 400", async () => {
    const res = await t.call(b.userA, 'GET', `${V}/customer/${b.A.customerGroup}?limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(1);
    expect(res.body.data.every((v: any) => v.customerGroup === b.A.customerGroup)).toBe(true);
    expect(res.body.total).toBe(res.body.data.length);
    expect((await t.call(b.userB, 'GET', `${V}/customer/${b.A.customerGroup}`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `${V}/customer/xyz`)).status).toBe(400);
  });

  it('master lists the venues another venue of the group names as its master', async () => {
    const venues = (await t.call(admin, 'GET', `${V}/customer/${b.A.customerGroup}?limit=100`)).body.data;
    const [master, slave] = venues;
    expect((await t.call(admin, 'PATCH', `${V}/${slave._id}`, { masterId: master._id })).status).toBe(200);
    const res = await t.call(b.userA, 'GET', `${V}/master?customerGroup=${b.A.customerGroup}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((v: any) => v._id)).toEqual([master._id]);
    expect((await t.call(b.userB, 'GET', `${V}/master?customerGroup=${b.A.customerGroup}`)).status).toBe(404);
    expect((await t.call(b.userB, 'GET', `${V}/master?customerGroup=${b.B.customerGroup}`)).body.data).toEqual([]);
    expect((await t.call(admin, 'GET', `${V}/master`)).status).toBe(400);
    expect((await t.call(admin, 'GET', `${V}/master?customerGroup=1`)).status).toBe(400);
  });
});

describe('GET general/venue/{venue}/endOfDay', () => {
  it("sums the day's done and validated orders by payment method and type, with the mail list", async () => {
    // the day of the newest done order on the venue's clock (after 23:00 UTC, Berlin's is the next day)
    const zone = zoneOf((await t.call(admin, 'GET', `${V}/${b.A.venue}`)).body.data.timezone);
    const newest = (await t.call(admin, 'GET', `/api/v2/order?venue[]=${b.A.venue}&status[]=done&limit=1`)).body.data[0]?.createdAt;
    const day = newest ? dayInZone(newest, zone) : '2026-01-01';
    const res = await t.call(b.userA, 'GET', `${V}/${b.A.venue}/endOfDay?date=${day}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ venue: b.A.venue, date: day, endOfDayEnabled: false, endOfDayEmails: [] });
    const sum = (list: any[], k: string) => list.reduce((s, x) => s + x[k], 0);
    expect(d.orders).toBeGreaterThan(0);
    expect(sum(d.byPaymentMethod, 'orders')).toBe(d.orders);
    expect(sum(d.byPaymentMethod, 'total')).toBe(d.total);
    expect(sum(d.byType, 'tips')).toBe(d.tips);
    // the same day's orders as the order list counts them (done and validated, inside the day's bounds)
    const listed = async (status: string) => (await t.call(admin, 'GET', `/api/v2/order?venue[]=${b.A.venue}&status[]=${status}&createdAt[gte]=${d.from}&createdAt[lte]=${d.to}&limit=1`)).body.total;
    expect(d.orders).toBe((await listed('done')) + (await listed('validated')));
  });

  it('needs sales or reporting rights; another brand 404; a bad day 400', async () => {
    expect((await t.call(staff, 'GET', `${V}/${b.A.venue}/endOfDay`)).status).toBe(403);
    expect((await t.call(b.userB, 'GET', `${V}/${b.A.venue}/endOfDay`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `${V}/${b.A.venue}/endOfDay?date=2026-13-45`)).status).toBe(400);
    expect((await t.call(admin, 'GET', `${V}/${b.A.venue}/endOfDay?day=2026-01-01`)).status).toBe(400);
    expect((await t.call(admin, 'GET', `${V}/${b.A.venue}/endOfDay`)).status).toBe(200);
  });

  it('the end-of-day report can be enabled only with valid e-mail addresses (spec part 1 §5)', async () => {
    const patch = (body: object) => t.call(admin, 'PATCH', `${V}/${b.B.venue}`, body);
    const refused = await patch({ endOfDayEnabled: true });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: 'endOfDayEmails', code: 'endOfDayEmailsNeeded' })]);
    expect((await patch({ endOfDayEnabled: true, endOfDayEmails: 'boss@example.com, not-an-address' })).status).toBe(422);
    expect((await patch({ endOfDayEnabled: true, endOfDayEmails: 'boss@example.com, desk@example.com' })).status).toBe(200);
    // emptying the list while the report is on is refused too
    expect((await patch({ endOfDayEmails: null })).status).toBe(422);
    const eod = await t.call(admin, 'GET', `${V}/${b.B.venue}/endOfDay`);
    expect(eod.body.data).toMatchObject({ endOfDayEnabled: true, endOfDayEmails: ['boss@example.com', 'desk@example.com'] });
    expect((await patch({ endOfDayEnabled: false, endOfDayEmails: null })).status).toBe(200);
  });
});
