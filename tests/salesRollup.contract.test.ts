import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { rebuildSalesDaily, salesDailyFromScratch, storedSalesDaily } from '../src/server/reporting/salesDaily';
import { salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { testApp, type TestApp } from './helpers/testApp';

// The daily roll-up is kept by triggers in every writing transaction; after each kind of write it
// must equal what a rebuild from the orders and payments computes.

let t: TestApp;
let admin: string;
let set: SalesSet;

async function sameAsRebuild(step: string): Promise<void> {
  const stored = await storedSalesDaily(t.db);
  expect(stored.length, step).toBeGreaterThan(0);
  expect(stored, step).toEqual(await salesDailyFromScratch(t.db));
}

const docOf = async (table: string, id: string) => {
  const row = await t.db.kysely.selectFrom(table).select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
  return typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
};

beforeAll(async () => {
  t = await testApp({ shared: true });
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'r');
});
afterAll(() => t.close());

describe('the daily sales roll-up equals a rebuild', () => {
  it('after the seed, imports (raw inserts) and a rebuild', async () => {
    await sameAsRebuild('seeded');
    const before = await storedSalesDaily(t.db);
    await rebuildSalesDaily(t.db.kysely, t.db.dialect);
    expect(await storedSalesDaily(t.db)).toEqual(before);
  });

  it('after order writes through the API: retry with a status, a test order', async () => {
    const done = set.orders.filter((o) => !o.deleted && o.status === 'done').slice(0, 3);
    const open = set.orders.filter((o) => !o.deleted && o.status === 'created').slice(0, 3);
    for (const o of done) expect((await t.call(admin, 'PATCH', `/api/v2/order/${o._id}/retry`, { status: 'failed' })).status).toBe(200);
    for (const o of open) expect((await t.call(admin, 'PATCH', `/api/v2/order/${o._id}/retry`, { status: 'validated' })).status).toBe(200);
    await sameAsRebuild('retry');
    const venue = (await t.call(admin, 'GET', '/api/v1/general/venue/list?limit=100')).body.data.find((v: any) => v.readableId === 'BM01')._id;
    const test = await t.call(admin, 'POST', `/api/v2/order/test/${venue}`);
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect((await t.call(admin, 'PATCH', `/api/v2/order/${test.body.data._id}/retry`, { status: 'done' })).status).toBe(200);
    await sameAsRebuild('test order');
  });

  it('after refunds through the API and a pending refund settled', async () => {
    const paid = set.orders.filter((o) => !o.deleted && o.status === 'done').slice(5, 9);
    for (const o of paid) {
      const res = await t.call(admin, 'PATCH', `/api/v3/payment/${o._id}/refund`, { isExternal: true, amount: 10 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await sameAsRebuild('refunds');
    const pending = set.refunds.find((r) => r.pending)!;
    const payment = await t.db.kysely.selectFrom('payment').select('_id').where(sql.raw(t.db.dialect === 'sqlite' ? `json_extract("doc", '$.order')` : `"doc"->>'order'`), '=', pending.order).executeTakeFirstOrThrow();
    const doc = await docOf('payment', payment._id);
    doc.refunds = doc.refunds.map((r: any) => ({ ...r, pending: undefined }));
    await t.db.kysely.updateTable('payment').set({ doc: JSON.stringify(doc) }).where('_id', '=', payment._id).execute();
    await sameAsRebuild('pending settled');
  });

  it('after deletes (soft and hard), bulk writes and a venue changing its time zone', async () => {
    const [a, b] = set.orders.filter((o) => !o.deleted && o.status === 'validated');
    await t.db.kysely.updateTable('order').set({ deleted_at: new Date().toISOString() }).where('_id', '=', a._id).execute();
    await t.db.kysely.deleteFrom('order').where('_id', '=', b._id).execute();
    await sameAsRebuild('deletes');
    // one statement over many rows: every counted order of a venue becomes validated and changes its method
    const venue = set.venues[1]._id;
    const json = t.db.dialect === 'sqlite'
      ? sql`json_set("doc", '$.status', 'validated', '$.paymentMethod', 'paypal')`
      : sql`"doc" || '{"status": "validated", "paymentMethod": "paypal"}'::jsonb`;
    await sql`update "order" set "doc" = ${json} where "venue" = ${venue}`.execute(t.db.kysely);
    await sql`delete from "payment" where "venue" = ${set.venues[2]._id}`.execute(t.db.kysely);
    await sameAsRebuild('bulk');
    const rows = Array.from({ length: 300 }, (_, i) => ({
      _id: newId(), venue, customer_group: set.groups[0], created_at: new Date(Date.UTC(2026, 1, 1 + (i % 28), i % 24)).toISOString(), updated_at: '2026-03-01T00:00:00.000Z', deleted_at: null,
      doc: JSON.stringify({ venue, status: i % 5 ? 'done' : 'failed', type: 'takeaway', paymentMethod: 'sepa', total: 1000 + i, net: 840 + i, tip: i % 2 ? 100 : 0, currency: 'euro' }),
    }));
    await t.db.kysely.insertInto('order').values(rows).execute();
    await sameAsRebuild('bulk insert');
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${set.venues[0]._id}`, { timezone: 'Pacific/Auckland' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await sameAsRebuild('time zone');
  });

  it('with two server instances writing at once on one database', async () => {
    const other = await t.sibling();
    const otherAdmin = await other.login('admin@example.com');
    const orders = set.orders.filter((o) => !o.deleted && o.venue === set.venues[3]._id && (o.status === 'done' || o.status === 'created'));
    await Promise.all(orders.map((o, i) => (i % 2 ? other.call(otherAdmin, 'PATCH', `/api/v2/order/${o._id}/retry`, { status: o.status === 'done' ? 'validated' : 'done' })
      : t.call(admin, 'PATCH', `/api/v2/order/${o._id}/retry`, { status: o.status === 'done' ? 'failed' : 'done' }))));
    const refunds = set.orders.filter((o) => !o.deleted && o.status === 'done' && o.venue === set.venues[3]._id).slice(0, 4);
    await Promise.all(refunds.map((o, i) => (i % 2 ? other : t).call(i % 2 ? otherAdmin : admin, 'PATCH', `/api/v3/payment/${o._id}/refund`, { isExternal: true, amount: 5 })));
    await sameAsRebuild('two instances');
    const url = `/api/v1/statistic/analytics/${set.venues[3]._id}/?from=2026-01-01&to=2026-03-31`;
    expect((await other.call(otherAdmin, 'GET', url)).body.data.totals).toEqual((await t.call(admin, 'GET', url)).body.data.totals);
  });
});
