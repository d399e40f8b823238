import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { about, EXACT_UP_TO, SAMPLE_ROWS } from '../src/server/crud/searchTotal';
import { searchText } from '../src/server/search/searchText';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * A searched list's total is exact up to EXACT_UP_TO matches and an estimate above ("about N",
 * the answer's totalIsEstimate), in a venue holding more rows than the sample; the page itself is
 * the same either way. TEST_DB=postgres runs this file on PostgreSQL.
 */
let t: TestApp;
let manager: string;
let ba: string;
const F = '/api/v1/foodcard';
// more rows than the sample, so the sample is not the whole list
const ROWS = 4300;

async function search(q: string, limit = 25) {
  const res = await t.app.inject({ method: 'GET', url: `${F}/article/venue/${ba}?limit=${limit}&q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${manager}` } });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as { data: { _id: string }[]; total: number; totalIsEstimate?: boolean };
}

/** The venue's live articles whose stored text holds the query, in list order (sortOrder, then _id), read straight from the table. */
async function expected(q: string): Promise<string[]> {
  const rows = await t.db.kysely.selectFrom('article').select(['_id', 'doc']).where('venue', '=', ba).where('deleted_at', 'is', null).execute();
  return rows.map((r) => ({ id: r._id as string, d: typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc }))
    .filter((r) => String(r.d.search ?? '').includes(q))
    .sort((a, b) => (a.d.sortOrder ?? 0) - (b.d.sortOrder ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((r) => r.id);
}

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  ba = await t.venueId(admin, 'BA03');
  const cat = (await t.call(manager, 'POST', `${F}/category/venue/${ba}`, { name: { de: 'Schätzung', en: 'Estimate' } })).body.data._id;
  const group = (await t.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', ba).executeTakeFirstOrThrow()).customer_group;
  const at = new Date().toISOString();
  const rows = [];
  for (let i = 0; i < ROWS; i++) {
    const words = ['Burger', i % 5 === 0 ? 'Wrap' : 'Salat', i % 4 === 0 ? 'Curry' : 'Suppe', i % 500 === 7 ? 'Zq' : ''];
    const doc: Record<string, unknown> = { venue: ba, category: cat, number: `E${String(i).padStart(5, '0')}`, price: 2, sortOrder: 10_000 + (i * 37) % ROWS, name: { de: words.join(' ').trim() } };
    doc.search = searchText(doc);
    rows.push({ _id: newId(), venue: ba, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) });
  }
  for (let i = 0; i < rows.length; i += 500) await t.db.kysely.insertInto('article').values(rows.slice(i, i + 500)).execute();
});
afterAll(() => t.close());

it('holds more rows than the sample', () => expect(ROWS).toBeGreaterThan(SAMPLE_ROWS));

describe('the total of a searched list above the exact threshold', () => {
  it('is exact up to the threshold, with the same page as before', async () => {
    for (const q of ['wrap', 'zq', 'e0001']) {
      const truth = await expected(q);
      expect(truth.length, q).toBeLessThanOrEqual(EXACT_UP_TO);
      const body = await search(q);
      expect(body.total, q).toBe(truth.length);
      expect(body.totalIsEstimate, q).toBeUndefined();
      expect(body.data.map((r) => r._id), q).toEqual(truth.slice(0, 25));
    }
  });

  it('is an estimate above it ("about N"), never below the threshold, with the same page', async () => {
    for (const q of ['burger', 'curry', 'urg']) {
      const truth = await expected(q);
      expect(truth.length, q).toBeGreaterThan(EXACT_UP_TO);
      const body = await search(q);
      expect(body.totalIsEstimate, q).toBe(true);
      expect(body.total, q).toBeGreaterThan(EXACT_UP_TO);
      expect(Math.abs(body.total - truth.length) / truth.length, `${q}: ${body.total} for ${truth.length}`).toBeLessThan(0.35);
      expect(body.data.map((r) => r._id), q).toEqual(truth.slice(0, 25));
    }
  });

  it('follows writes: below the threshold again after a bulk delete', async () => {
    const curry = await expected('curry');
    const drop = curry.slice(0, curry.length - 900);
    const res = await t.call(manager, 'DELETE', `${F}/article/venue/${ba}/bulk`, { ids: drop });
    expect([200, 204], JSON.stringify(res.body)).toContain(res.status);
    const body = await search('curry');
    expect(body.totalIsEstimate).toBeUndefined();
    expect(body.total).toBe((await expected('curry')).length);
  });

  it('rounds estimates to two significant digits', () => {
    expect([about(42.4), about(1234), about(98_765), about(1001)]).toEqual([42, 1200, 99_000, 1000]);
  });
});
