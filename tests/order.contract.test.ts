import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../src/server/seed/seedOrders';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let operator: string;
/** an order of another brand (seeded below) */
let foreignOrder: string;
let foreignVenue: string;

const list = async (token: string, query: string) => (await t.call(token, 'GET', `/api/v2/order?limit=1000&${query}`)).body;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  operator = await t.login('operator@example.com');
  const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other brand', slug: 'other_brand' })).body.data._id;
  foreignVenue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other place', readableId: 'OB01', customerGroup: group })).body.data._id;
  await seedOrders(t.services, [foreignVenue], 3);
  foreignOrder = (await list(admin, `venue[]=${foreignVenue}`)).data[0]._id;
});
afterAll(() => t.close());

describe('order list (GET v2/order)', () => {
  it('answers the brand its own orders, newest first', async () => {
    const body = await list(manager, '');
    expect(body.total).toBe(120);
    const dates = body.data.map((o: any) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data.some((o: any) => o.venue === foreignVenue)).toBe(false);
  });

  it('filters by status, type, subtype, venue, code, promo code, external id and a date range', async () => {
    const all = (await t.call(admin, 'GET', '/api/v2/order/all')).body.data as any[];
    const failed = await list(manager, 'status[]=failed');
    expect(failed.total).toBeGreaterThan(0);
    expect(failed.data.every((o: any) => o.status === 'failed')).toBe(true);
    const two = await list(manager, 'status[]=failed&status[]=validated');
    expect(two.total).toBe(all.filter((o) => o.venue !== foreignVenue && (o.status === 'failed' || o.status === 'validated')).length);
    const takeaway = await list(manager, 'type[]=takeaway');
    expect(takeaway.data.every((o: any) => o.type === 'takeaway')).toBe(true);
    const venue = await t.venueId(manager, 'BH02');
    const ofVenue = await list(manager, `venue[]=${venue}`);
    expect(ofVenue.total).toBe(40);
    const code = await list(manager, 'code=A1005');
    expect(code.data.map((o: any) => o.code)).toEqual(['A1005']);

    // subtype, promo code and external id: written on one order, as the ordering app would
    const target = all.find((o) => o.venue === venue)!;
    const row = await t.db.kysely.selectFrom('order').select('doc').where('_id', '=', target._id).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await t.db.kysely.updateTable('order').set({ doc: JSON.stringify({ ...doc, subtype: 'terrace', promoCode: 'SUMMER10', externalOrderId: 'uber-77' }) })
      .where('_id', '=', target._id).execute();
    for (const q of ['subtype=terrace', 'promoCode[]=SUMMER10', 'externalOrderId=uber-77', 'q=uber-77']) {
      expect((await list(manager, q)).data.map((o: any) => o._id), q).toEqual([target._id]);
    }

    const sorted = all.filter((o) => o.venue !== foreignVenue).map((o) => o.createdAt).sort();
    const from = sorted[10];
    const to = sorted[30];
    const range = await list(manager, `createdAt[gte]=${from}&createdAt[lte]=${to}`);
    expect(range.total).toBe(sorted.filter((d) => d >= from && d <= to).length);
    expect(range.data.every((o: any) => o.createdAt >= from && o.createdAt <= to)).toBe(true);
  });

  it('refuses bad filters with 400, never 500', async () => {
    for (const q of ['nope=1', 'sort=nope', 'page=0', 'createdAt[between]=1', 'code=%00', 'limit=100000', 'status[]=%00']) {
      expect((await t.call(manager, 'GET', `/api/v2/order?${q}`)).status, q).toBe(400);
    }
    // a range bound that is no date matches nothing or everything, but never fails
    for (const q of ['createdAt[gte]=not-a-date', 'total[gte]=abc', 'createdAt[lte]=%27%3B--']) {
      expect((await t.call(manager, 'GET', `/api/v2/order?${q}`)).status, q).toBeLessThan(500);
    }
  });

  it('is forbidden without order.log.view or order.pool.view; another brand\'s order is a 404', async () => {
    expect((await t.call(operator, 'GET', '/api/v2/order')).status).toBe(403);
    expect((await t.call(manager, 'GET', `/api/v2/order/${foreignOrder}`)).status).toBe(404);
  });
});

describe('order logs (GET v2/order/log)', () => {
  it('answers the seeded logs of an order, paged and filtered by level and source', async () => {
    const withLogs = (await list(manager, '')).data.find((o: any) => o.logs?.length >= 3);
    expect(withLogs).toBeDefined();
    expect(withLogs.clientMeta.platform).toBeTruthy();
    const res = await t.call(manager, 'GET', `/api/v2/order/log?order=${withLogs._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ order: withLogs._id, total: withLogs.logs.length, page: 1 });
    expect(res.body.data.logs).toEqual(withLogs.logs);
    const paged = (await t.call(manager, 'GET', `/api/v2/order/log?order=${withLogs._id}&limit=1&page=2`)).body.data;
    expect(paged.logs).toEqual([withLogs.logs[1]]);
    const app = (await t.call(manager, 'GET', `/api/v2/order/log?order=${withLogs._id}&source=app&level=info`)).body.data;
    expect(app.total).toBe(1);
    expect(app.logs[0].source).toBe('app');
  });

  it('is tenant-scoped, needs order.log.view and refuses bad queries', async () => {
    expect((await t.call(manager, 'GET', `/api/v2/order/log?order=${foreignOrder}`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `/api/v2/order/log?order=${foreignOrder}`)).status).toBe(200);
    const own = (await list(manager, '')).data[0]._id;
    expect((await t.call(operator, 'GET', `/api/v2/order/log?order=${own}`)).status).toBe(403);
    for (const q of ['', 'order=xyz', `order=${own}&page=0`, `order=${own}&limit=5000`, `order=${own}&other=1`, 'order[]=1&order[]=2', `order=${'f'.repeat(24)}`]) {
      const res = await t.call(manager, 'GET', `/api/v2/order/log?${q}`);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });
});

describe('retry with a status (PATCH v2/order/{order}/retry)', () => {
  it('sets the status, appends a log entry and is audited', async () => {
    const order = (await list(admin, 'status[]=failed')).data.find((o: any) => o.venue !== foreignVenue);
    const res = await t.call(admin, 'PATCH', `/api/v2/order/${order._id}/retry`, { status: 'in_payment' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('in_payment');
    const last = res.body.data.logs.at(-1);
    expect(last).toMatchObject({ level: 'info', source: 'backoffice', by: 'Admin' });
    expect(last.message).toContain('in_payment');
    expect(last.message).toContain('failed');
    expect(res.body.data.logs).toHaveLength((order.logs?.length ?? 0) + 1);
    const audit = (await t.call(admin, 'GET', `/api/v1/audit?action[]=retry&limit=100`)).body.data.filter((a: any) => a.subject === order._id);
    expect(audit).toHaveLength(1);
    expect(audit[0].changes.status).toMatchObject({ before: 'failed', after: 'in_payment' });
  });

  it('keeps every entry when retries run at once', async () => {
    const order = (await list(admin, 'status[]=done')).data[0];
    const before = order.logs?.length ?? 0;
    const statuses = ['created', 'ready', 'in_payment', 'done', 'validated', 'failed'];
    const answers = await Promise.all(statuses.map((status) => t.call(admin, 'PATCH', `/api/v2/order/${order._id}/retry`, { status })));
    expect(answers.map((a) => a.status)).toEqual(statuses.map(() => 200));
    const logs = (await t.call(admin, 'GET', `/api/v2/order/log?order=${order._id}&source=backoffice&limit=100`)).body.data;
    expect(logs.total).toBe(statuses.length);
    const after = (await t.call(admin, 'GET', `/api/v2/order/${order._id}`)).body.data;
    expect(after.logs).toHaveLength(before + statuses.length);
  });

  it('refuses an unknown status with a 422 on status; needs order.retry; another brand is a 404', async () => {
    const order = (await list(manager, '')).data[0];
    const bad = await t.call(admin, 'PATCH', `/api/v2/order/${order._id}/retry`, { status: 'shipped' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ path: 'status', code: 'orderStatusUnknown' });
    expect((await t.call(admin, 'GET', `/api/v2/order/${order._id}`)).body.data.status).toBe(order.status);
    expect((await t.call(manager, 'PATCH', `/api/v2/order/${order._id}/retry`, { status: 'done' })).status).toBe(403);
    // a brand user holding order.retry still cannot reach another brand's order
    const role = (await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Order fixer', slug: 'order_fixer', permissions: ['order.retry', 'order.log.view'] })).body.data;
    const { customer_group: group } = await t.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', order.venue).executeTakeFirstOrThrow();
    const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Fixer', email: 'fixer@example.com', password: 'Secret123', role: role.slug, customerGroup: group });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const fixer = await t.login('fixer@example.com');
    expect((await t.call(fixer, 'PATCH', `/api/v2/order/${foreignOrder}/retry`, { status: 'done' })).status).toBe(404);
    expect((await t.call(fixer, 'PATCH', `/api/v2/order/${order._id}/retry`, { status: 'done' })).status).toBe(200);
  });

  it('answers bad input with 4xx, never 500', async () => {
    const order = (await list(admin, '')).data[0]._id;
    const bodies: unknown[] = [{}, { status: 42 }, { status: null }, { status: 'x'.repeat(100) }, { status: 'done', extra: 1 }, [], 'done', { status: '__proto__' }, { status: 'done\u0000' }];
    for (const body of bodies) {
      const res = await t.call(admin, 'PATCH', `/api/v2/order/${order}/retry`, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['nope', 'f'.repeat(24), '%00']) {
      const res = await t.call(admin, 'PATCH', `/api/v2/order/${id}/retry`, { status: 'done' });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});

describe('order test (POST v2/order/test/{venue})', () => {
  it('places a test order in the venue, marked and logged, audited as create', async () => {
    const venue = await t.venueId(manager, 'BM01');
    const res = await t.call(manager, 'POST', `/api/v2/order/test/${venue}`);
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({ venue, isTest: true, status: 'created', type: 'inside', currency: 'euro' });
    expect(order.items).toHaveLength(1);
    expect(Number.isInteger(order.total)).toBe(true);
    expect(order.total).toBe(order.items[0].unitPrice);
    expect(order.logs[0]).toMatchObject({ source: 'backoffice', by: 'Mia Manager' });
    expect((await list(manager, `code=${order.code}`)).data.map((o: any) => o._id)).toEqual([order._id]);
    const audit = (await t.call(admin, 'GET', `/api/v1/audit?action[]=create&limit=100`)).body.data.filter((a: any) => a.subject === order._id);
    expect(audit).toHaveLength(1);
  });

  it('fails with the test order notice when the venue has no active article; 404 for another brand; 403 without order.test', async () => {
    const res = await t.call(admin, 'POST', `/api/v2/order/test/${foreignVenue}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ path: 'venue', code: 'testOrderNoArticle' });
    expect((await t.call(manager, 'POST', `/api/v2/order/test/${foreignVenue}`)).status).toBe(404);
    const venue = await t.venueId(operator, 'BM01');
    expect((await t.call(operator, 'POST', `/api/v2/order/test/${venue}`)).status).toBe(403);
    for (const v of ['nope', 'f'.repeat(24)]) {
      const r = await t.call(admin, 'POST', `/api/v2/order/test/${v}`);
      expect(r.status, v).toBeGreaterThanOrEqual(400);
      expect(r.status, v).toBeLessThan(500);
    }
  });
});
