import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * A searched list reads its page either by sorting every match or, when matches are dense, by
 * walking the sort index and testing each row (SQLite; searchWalk). Both must give the same rows
 * in the same order: small pages (which walk) are checked against one page holding every match
 * (which sorts), by number and by cursor, for common, rare, short and absent terms, with deleted
 * rows and another venue's rows beside them. TEST_DB=postgres runs this file on PostgreSQL.
 */
let t: TestApp;
let manager: string;
let ba: string;
let bm: string;
const F = '/api/v1/foodcard';
const WORDS = ['Burger', 'Salat', 'Suppe', 'Pizza', 'Lachs', 'Tofu', 'Curry', 'Wrap'];

async function list(query: string, lang = 'de'): Promise<any> {
  const res = await t.app.inject({ method: 'GET', url: `${F}/article/venue/${ba}?${query}`, headers: { authorization: `Bearer ${manager}`, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body);
}

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  ba = await t.venueId(admin, 'BA03');
  bm = await t.venueId(admin, 'BM01');
  const cat = (await t.call(manager, 'POST', `${F}/category/venue/${ba}`, { name: { de: 'Lauf', en: 'Walk', fr: 'Marche' } })).body.data._id;
  const venueRow = async (v: string) => (await t.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', v).executeTakeFirstOrThrow()).customer_group;
  const groups = { [ba]: await venueRow(ba), [bm]: await venueRow(bm) };
  const at = new Date().toISOString();
  const rows = [];
  for (let i = 0; i < 360; i++) {
    const venue = i % 9 === 0 ? bm : ba;
    // sortOrder repeats, so the name and _id break ties; some English names are empty
    const doc: Record<string, unknown> = {
      venue, category: cat, number: `W${String(i).padStart(4, '0')}`, price: 2, sortOrder: i % 17,
      name: { de: `${WORDS[i % 8]} ${WORDS[(i * 3) % 8]} ${i}`, en: i % 5 ? `Dish ${WORDS[(i * 5) % 8]} ${i}` : '' },
    };
    doc.search = searchText(doc);
    rows.push({ _id: newId(), venue, customer_group: groups[venue], created_at: at, updated_at: at, deleted_at: i % 13 === 0 ? at : null, doc: JSON.stringify(doc) });
  }
  await t.db.kysely.insertInto('article').values(rows).execute();
});
afterAll(() => t.close());

describe('a searched list read along the sort index', () => {
  const cases: [string, string][] = [
    ['burger', 'sortOrder'], ['urger s', 'sortOrder'], ['u', 'sortOrder'], ['ur', 'sortOrder'], ['w00', 'number'],
    ['pizza', 'createdAt'], ['dish', 'sortOrder'], ['w0123', 'sortOrder'], ['zzq', 'sortOrder'], ['lachs', 'name'],
  ];
  for (const [q, sort] of cases) {
    it(`gives every match once, in order: "${q}" by ${sort}`, async () => {
      for (const direction of ['asc', 'desc']) {
        for (const lang of ['de', 'en']) {
          const base = `q=${encodeURIComponent(q)}&sort=${sort}&direction=${direction}`;
          const all = await list(`${base}&limit=500`, lang);
          const expected = all.data.map((r: any) => r._id);
          expect(all.total).toBe(expected.length);
          const byNumber: string[] = [];
          for (let page = 1; page <= Math.ceil(expected.length / 7) && page <= 6; page++) {
            const res = await list(`${base}&limit=7&page=${page}`, lang);
            expect(res.total).toBe(expected.length);
            byNumber.push(...res.data.map((r: any) => r._id));
          }
          expect(byNumber).toEqual(expected.slice(0, byNumber.length));
          const byCursor: string[] = [];
          let res = await list(`${base}&limit=7`, lang);
          for (let step = 0; step < 6; step++) {
            byCursor.push(...res.data.map((r: any) => r._id));
            if (!res.pageInfo.hasNextPage) break;
            res = await list(`${base}&limit=7&after=${encodeURIComponent(res.pageInfo.endCursor)}`, lang);
          }
          expect(byCursor).toEqual(expected.slice(0, byCursor.length));
          if (res.pageInfo.hasPreviousPage && res.data.length) {
            const back = await list(`${base}&limit=7&before=${encodeURIComponent(res.pageInfo.startCursor)}`, lang);
            const at = expected.indexOf(res.data[0]._id);
            expect(back.data.map((r: any) => r._id)).toEqual(expected.slice(Math.max(0, at - 7), at));
          }
        }
      }
    });
  }
});
