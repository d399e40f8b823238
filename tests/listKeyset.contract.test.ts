import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Keyset paging of the generic list (after= / before= with pageInfo cursors), on SQLite and
 * PostgreSQL alike (TEST_DB=postgres runs this file there): pages skip and repeat no row while
 * rows come and go between two requests, in every kind of order (NULL sort values, translated
 * names in the reader's language, ties broken by the name and the id).
 */
let t: TestApp;
let manager: string;
let ba: string;
let cat: string;
const F = '/api/v1/foodcard';
let list: string;
let serial = 0;

async function get(url: string, lang = 'de') {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${manager}`, 'accept-language': lang } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** Articles with repeated prices and sort positions, some without a sort position or number (NULL keys). */
async function article(): Promise<string> {
  const i = serial++;
  const body: Record<string, unknown> = {
    name: { de: `Gericht ${String.fromCharCode(65 + (i % 7))}`, en: i % 3 ? `Dish ${i % 5}` : '' },
    category: cat,
    price: (i % 4) + 1,
  };
  if (i % 3) body.sortOrder = i % 5;
  if (i % 2) body.number = `N-${i % 6}`;
  const res = await t.call(manager, 'POST', `${F}/article/venue/${ba}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

async function remove(id: string) {
  expect((await t.call(manager, 'DELETE', `${F}/article/${id}`)).status).toBe(200);
}

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  ba = await t.venueId(admin, 'BA03');
  const res = await t.call(manager, 'POST', `${F}/category/venue/${ba}`, { name: { de: 'Keyset' } });
  cat = res.body.data._id;
  list = `${F}/article/venue/${ba}?category[]=${cat}`;
  for (let i = 0; i < 30; i++) await article();
}, 120_000);
afterAll(() => t.close());

const ORDERS = [
  { sort: '', direction: '' }, // the entity's default: sortOrder ascending, NULLs included
  { sort: 'sortOrder', direction: 'desc' },
  { sort: 'number', direction: 'asc' },
  { sort: 'number', direction: 'desc' },
  { sort: 'name', direction: 'asc' },
  { sort: 'name', direction: 'desc' },
  { sort: 'price', direction: 'asc' },
  { sort: 'createdAt', direction: 'desc' },
];
const LANGS = ['de', 'en'];

const orderParams = (o: { sort: string; direction: string }) => `${o.sort ? `&sort=${o.sort}` : ''}${o.direction ? `&direction=${o.direction}` : ''}`;

async function ids(o: { sort: string; direction: string }, lang: string): Promise<string[]> {
  const res = await get(`${list}&limit=1000${orderParams(o)}`, lang);
  expect(res.status).toBe(200);
  return res.body.data.map((r: any) => r._id);
}

describe('keyset pages', () => {
  for (const o of ORDERS) {
    for (const lang of LANGS) {
      it(`walk forward and back in the offset order (${o.sort || 'default'} ${o.direction || ''}, ${lang})`, async () => {
        const expected = await ids(o, lang);
        const pages: string[][] = [];
        const first = await get(`${list}&limit=4${orderParams(o)}`, lang);
        expect(first.body.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: true });
        let page = first.body;
        pages.push(page.data.map((r: any) => r._id));
        while (page.pageInfo.hasNextPage) {
          page = (await get(`${list}&limit=4${orderParams(o)}&after=${page.pageInfo.endCursor}`, lang)).body;
          expect(page.pageInfo.hasPreviousPage).toBe(true);
          pages.push(page.data.map((r: any) => r._id));
        }
        expect(pages.flat()).toEqual(expected);
        // The offset pages agree with the keyset ones.
        expect((await get(`${list}&limit=4&page=3${orderParams(o)}`, lang)).body.data.map((r: any) => r._id)).toEqual(pages[2]);
        // Back from the last page by its start cursor: the same pages in reverse.
        const back: string[][] = [];
        let before = page.pageInfo.startCursor;
        for (;;) {
          const prev = (await get(`${list}&limit=4${orderParams(o)}&before=${before}`, lang)).body;
          expect(prev.pageInfo.hasNextPage).toBe(true);
          back.unshift(prev.data.map((r: any) => r._id));
          if (!prev.pageInfo.hasPreviousPage) break;
          before = prev.pageInfo.startCursor;
        }
        expect(back).toEqual(pages.slice(0, -1));
      });
    }
  }

  it('skip and repeat no row while rows are added and deleted between pages', async () => {
    for (const o of ORDERS) {
      const present = await ids(o, 'en');
      const deleted = new Set<string>();
      const seen: string[] = [];
      let page = (await get(`${list}&limit=5${orderParams(o)}`, 'en')).body;
      seen.push(...page.data.map((r: any) => r._id));
      let step = 0;
      while (page.pageInfo.hasNextPage) {
        // Between two requests: a new row, a deleted row already seen, one not seen yet.
        await article();
        const gone = [seen[seen.length - 1], present.find((id) => !seen.includes(id) && !deleted.has(id))].filter((x): x is string => !!x);
        if (step++ % 2 === 0) for (const id of gone) {
          await remove(id);
          deleted.add(id);
        }
        page = (await get(`${list}&limit=5${orderParams(o)}&after=${page.pageInfo.endCursor}`, 'en')).body;
        seen.push(...page.data.map((r: any) => r._id));
      }
      expect(new Set(seen).size, `${o.sort} ${o.direction}: no row twice`).toBe(seen.length);
      for (const id of present) if (!deleted.has(id)) expect(seen, `${o.sort} ${o.direction}: ${id} listed`).toContain(id);
    }
  }, 120_000);

  it('continue after and before every row, on both sides of the NULL sort values', async () => {
    // A cursor on the last non-NULL value or among the NULLs reads the rest of its own part and
    // then the other part (listSql afterParts): every position in every nullable order is tried.
    for (const o of ORDERS.filter((x) => x.sort === '' || x.sort === 'sortOrder' || x.sort === 'number')) {
      const expected = await ids(o, 'de');
      for (let i = 0; i < expected.length; i++) {
        const at = (await get(`${list}&limit=1&page=${i + 1}${orderParams(o)}`)).body;
        expect(at.data.map((r: any) => r._id)).toEqual([expected[i]]);
        const after = (await get(`${list}&limit=1000${orderParams(o)}&after=${at.pageInfo.endCursor}`)).body;
        expect(after.data.map((r: any) => r._id), `${o.sort} ${o.direction} after row ${i}`).toEqual(expected.slice(i + 1));
        const before = (await get(`${list}&limit=1000${orderParams(o)}&before=${at.pageInfo.startCursor}`)).body;
        expect(before.data.map((r: any) => r._id), `${o.sort} ${o.direction} before row ${i}`).toEqual(expected.slice(0, i));
      }
    }
  }, 120_000);

  it('answer pageInfo on offset pages too, and empty pages with null cursors', async () => {
    const page2 = (await get(`${list}&limit=2&page=2`)).body;
    expect(page2.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(typeof page2.pageInfo.startCursor).toBe('string');
    const beyond = (await get(`${list}&limit=2&page=10000`)).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: null, endCursor: null });
  });

  it('refuse a malformed, tampered or foreign cursor with 400, never a 500', async () => {
    const page = (await get(`${list}&limit=2&sort=price&direction=asc`)).body;
    const cursor: string = page.pageInfo.endCursor;
    const raw = Buffer.from(cursor, 'base64url');
    const tampered = Buffer.from(raw);
    tampered[tampered.length - 2] ^= 1;
    const forged = Buffer.concat([raw.subarray(0, 12), Buffer.from('["x",1]')]).toString('base64url');
    const bad = [
      `&sort=price&direction=asc&after=${tampered.toString('base64url')}`,
      `&sort=price&direction=asc&after=${forged}`,
      '&sort=price&direction=asc&after=not*base64',
      '&sort=price&direction=asc&before=AAAA',
      `&sort=price&direction=desc&after=${cursor}`, // another direction
      `&sort=name&direction=asc&after=${cursor}`, // another sort
      `&sort=price&direction=asc&after=${cursor}&before=${cursor}`,
      `&sort=price&direction=asc&after=${cursor}&after=${cursor}`,
    ];
    for (const q of bad) {
      const res = await get(`${list}&limit=2${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('INVALID_QUERY');
    }
    // A cursor of another entity's list with the same order is refused too.
    const cats = (await get(`${F}/category/venue/${ba}?limit=1&sort=createdAt&direction=desc`)).body;
    expect((await get(`${list}&limit=2&sort=createdAt&direction=desc&after=${cats.pageInfo.endCursor}`)).status).toBe(400);
    // The unpaged calls take no cursor.
    expect((await get(`${F}/article/venue/${ba}/all?after=${cursor}`)).status).toBe(400);
  });
});
