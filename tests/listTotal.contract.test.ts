import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The total of a list is counted once and kept until the table is written (ListTotals under the
 * database's row version): it must be right after every kind of write, including raw SQL that
 * bypasses the items service and writes by a second server instance on the same database
 * (SQLite file or PostgreSQL; TEST_DB=postgres runs this file there).
 */
let a: TestApp;
let b: TestApp;
let admin: string;
let ba: string;
let cats: string[];
const F = '/api/v1/foodcard';

const listUrl = (cat: string, extra = '') => `${F}/article/venue/${ba}?category[]=${cat}&limit=2${extra}`;

/** Each category's list total, as each instance answers it, against the rows that really match. */
async function expectTotalsRight(step: string) {
  for (const cat of cats) {
    const truth = (await a.call(admin, 'GET', `${F}/article/venue/${ba}/all?category[]=${cat}`)).body.data.length;
    for (const [name, t] of [['a', a], ['b', b]] as const) {
      for (const extra of ['', '&page=2', '&sort=price&direction=asc']) {
        const res = await t.call(admin, 'GET', listUrl(cat, extra));
        expect(res.status).toBe(200);
        expect(res.body.total, `${step}: ${name} ${extra}`).toBe(truth);
      }
    }
  }
}

async function create(t: TestApp, cat: string): Promise<string> {
  const res = await t.call(admin, 'POST', `${F}/article/venue/${ba}`, { name: { de: 'Zählung' }, category: cat, price: 1 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

beforeAll(async () => {
  a = await testApp({ shared: true });
  b = await a.sibling();
  admin = await a.login('admin@example.com');
  ba = await a.venueId(admin, 'BA03');
  cats = [];
  for (const name of ['Eins', 'Zwei']) cats.push((await a.call(admin, 'POST', `${F}/category/venue/${ba}`, { name: { de: name } })).body.data._id);
  for (let i = 0; i < 5; i++) await create(a, cats[0]);
  await expectTotalsRight('start');
}, 400_000);
afterAll(() => a.close());

describe('cached list totals', () => {
  it('are right after a create, update, soft delete and hard delete', async () => {
    const id = await create(a, cats[0]);
    await expectTotalsRight('create');
    expect((await a.call(admin, 'PATCH', `${F}/article/${id}`, { category: cats[1] })).status).toBe(200);
    await expectTotalsRight('update');
    expect((await a.call(admin, 'DELETE', `${F}/article/${id}`)).status).toBe(200);
    await expectTotalsRight('soft delete');
    const other = await create(a, cats[1]);
    await expectTotalsRight('create 2');
    expect((await a.call(admin, 'DELETE', `${F}/article/${other}/hard`)).status).toBe(200);
    await expectTotalsRight('hard delete');
  });

  it('are right after a bulk update and a bulk delete, soft and hard', async () => {
    const ids = [await create(a, cats[0]), await create(a, cats[0]), await create(a, cats[0])];
    await expectTotalsRight('creates');
    expect((await a.call(admin, 'PATCH', `${F}/article/venue/${ba}/bulk`, { ids, data: { category: cats[1] } })).status).toBe(200);
    await expectTotalsRight('bulk update');
    expect((await a.call(admin, 'DELETE', `${F}/article/venue/${ba}/bulk`, { ids: ids.slice(0, 1) })).status).toBe(200);
    await expectTotalsRight('bulk delete');
    expect((await a.call(admin, 'DELETE', `${F}/article/venue/${ba}/bulk`, { ids: ids.slice(1), hard: true })).status).toBe(200);
    await expectTotalsRight('bulk hard delete');
  });

  it('are right after raw SQL that bypasses the items service', async () => {
    const id = await create(a, cats[0]);
    await expectTotalsRight('create');
    await sql`update "article" set "deleted_at" = ${new Date().toISOString()} where "_id" = ${id}`.execute(a.db.kysely);
    await expectTotalsRight('raw soft delete');
    await sql`delete from "article" where "_id" = ${id}`.execute(b.db.kysely);
    await expectTotalsRight('raw delete by the other instance');
  });

  it('are right on one instance right after a write through the other', async () => {
    const id = await create(b, cats[0]);
    await expectTotalsRight('create on b');
    expect((await b.call(admin, 'PATCH', `${F}/article/${id}`, { category: cats[1] })).status).toBe(200);
    await expectTotalsRight('update on b');
    expect((await a.call(admin, 'DELETE', `${F}/article/${id}`)).status).toBe(200);
    await expectTotalsRight('delete on a');
    await create(a, cats[1]);
    await expectTotalsRight('create on a');
  });

  it('are not kept from a count made while a write was open, then rolled back', async () => {
    const before = (await a.call(admin, 'GET', listUrl(cats[0]))).body.total;
    await a.db.kysely.transaction().execute(async (trx) => {
      await sql`update "article" set "deleted_at" = ${new Date().toISOString()} where "venue" = ${ba}`.execute(trx);
      // A list read meanwhile (another connection on PostgreSQL; on SQLite the same one, which sees the open write).
      await a.call(admin, 'GET', listUrl(cats[0]));
      await b.call(admin, 'GET', listUrl(cats[0])).catch(() => undefined);
      throw new Error('roll back');
    }).catch((err) => expect(String(err)).toContain('roll back'));
    expect((await a.call(admin, 'GET', listUrl(cats[0]))).body.total).toBe(before);
    await expectTotalsRight('after the rollback');
  });
});
