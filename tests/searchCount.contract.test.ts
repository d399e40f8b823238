import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * A searched list's total, checked against the substring test done here on the stored texts: a
 * venue holding most of the table (SQLite counts its trigram searches in the FTS5 table, less the
 * rows outside the venue) and a small one (counted on the venue's rows), around every kind of
 * write: create, update, bulk update, soft and hard delete, undelete, rows written straight to
 * the table, and filters beside the search. TEST_DB=postgres runs this file on PostgreSQL.
 */
let t: TestApp;
let manager: string;
let ba: string;
let bm: string;
let cat: string;
const F = '/api/v1/foodcard';
const WORDS = ['Burger', 'Salat', 'Suppe', 'Pizza', 'Lachs', 'Tofu', 'Curry', 'Wrap', 'Crème'];
const QUERIES = ['burger', 'urger s', 'pizza', 'creme', 'crème', 'zza l', 'c0', 'c01', 'c0123', 'u', 'ur', 'zzq', 'tofu 1', ' ', 'a'];

async function total(venue: string, q: string, extra = ''): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `${F}/article/venue/${venue}?limit=1&q=${encodeURIComponent(q)}${extra}`, headers: { authorization: `Bearer ${manager}` } });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body).total;
}

/** The venue's live articles whose stored text holds the query, read straight from the table. */
async function expected(venue: string, q: string, category?: string): Promise<number> {
  const rows = await t.db.kysely.selectFrom('article').select('doc').where('venue', '=', venue).where('deleted_at', 'is', null).execute();
  return rows.map((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc))
    .filter((d) => String(d.search ?? '').includes(q.toLowerCase()) && (!category || d.category === category)).length;
}

async function check(label: string): Promise<void> {
  for (const venue of [ba, bm]) {
    for (const q of QUERIES) expect(await total(venue, q), `${label}: "${q}" in ${venue === ba ? 'BA03' : 'BM01'}`).toBe(await expected(venue, q));
  }
}

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  ba = await t.venueId(admin, 'BA03');
  bm = await t.venueId(admin, 'BM01');
  cat = (await t.call(manager, 'POST', `${F}/category/venue/${ba}`, { name: { de: 'Zählung', en: 'Count' } })).body.data._id;
  const group = async (v: string) => (await t.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', v).executeTakeFirstOrThrow()).customer_group;
  const groups = { [ba]: await group(ba), [bm]: await group(bm) };
  const at = new Date().toISOString();
  const rows = [];
  for (let i = 0; i < 400; i++) {
    const venue = i % 10 === 0 ? bm : ba;
    const doc: Record<string, unknown> = {
      venue, category: cat, number: `C${String(i).padStart(4, '0')}`, price: 2, sortOrder: i,
      name: { de: `${WORDS[i % 9]} ${WORDS[(i * 4) % 9]} ${i}`, en: i % 3 ? `${WORDS[(i * 2) % 9]} salad` : '' },
    };
    doc.search = searchText(doc);
    rows.push({ _id: newId(), venue, customer_group: groups[venue], created_at: at, updated_at: at, deleted_at: i % 11 === 0 ? at : null, doc: JSON.stringify(doc) });
  }
  await t.db.kysely.insertInto('article').values(rows).execute();
});
afterAll(() => t.close());

describe('the total of a searched list', () => {
  it('counts what the substring test finds, in a large venue and a small one, beside deleted rows', async () => {
    await check('seeded');
  });

  it('follows creates, updates, bulk updates, soft and hard deletes and undeletes', async () => {
    const made = await t.call(manager, 'POST', `${F}/article/venue/${ba}`, { name: { de: 'Burger Pizza Spezial' }, category: cat, price: 3 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data._id as string;
    await check('created');
    expect((await t.call(manager, 'PATCH', `${F}/article/${id}`, { name: { de: 'Tofu Wrap' } })).status).toBe(200);
    await check('updated');
    const some = (await t.db.kysely.selectFrom('article').select('_id').where('venue', '=', ba).where('deleted_at', 'is', null).limit(5).execute()).map((r) => r._id);
    const bulk = await t.call(manager, 'PATCH', `${F}/article/venue/${ba}/bulk`, { ids: some, data: { name: { de: 'Crème Burger' } } });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    await check('bulk updated');
    expect((await t.call(manager, 'DELETE', `${F}/article/${id}`)).status).toBe(200);
    await check('deleted');
    await t.db.kysely.updateTable('article').set({ deleted_at: null }).where('_id', '=', id).execute();
    await check('undeleted');
    expect((await t.call(manager, 'DELETE', `${F}/article/venue/${ba}/bulk`, { ids: [id, some[0]], hard: true })).status).toBe(200);
    await check('hard deleted');
  });

  it('moves with rows written straight to the table, between venues too', async () => {
    const row = await t.db.kysely.selectFrom('article').selectAll().where('venue', '=', ba).where('deleted_at', 'is', null).limit(1).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await t.db.kysely.updateTable('article').set({ venue: bm, doc: JSON.stringify({ ...doc, venue: bm }) }).where('_id', '=', row._id).execute();
    await check('moved');
    const copy = { ...doc, name: { de: 'Pizza Burger' } };
    copy.search = searchText(copy);
    await t.db.kysely.insertInto('article').values({ ...row, _id: newId(), doc: JSON.stringify(copy) }).execute();
    await check('inserted');
  });

  it('counts with a filter beside the search', async () => {
    const other = (await t.call(manager, 'POST', `${F}/category/venue/${ba}`, { name: { de: 'Andere' } })).body.data._id as string;
    expect((await t.call(manager, 'POST', `${F}/article/venue/${ba}`, { name: { de: 'Burger Andere' }, category: other, price: 3 })).status).toBe(201);
    for (const q of ['burger', 'ur', 'andere']) {
      expect(await total(ba, q, `&category=${cat}`), q).toBe(await expected(ba, q, cat));
      expect(await total(ba, q, `&category=${other}`), q).toBe(await expected(ba, q, other));
    }
  });
});
