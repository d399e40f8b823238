import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * A search matching few rows that all sit at the end of the list's order (article numbers of the
 * last thousand, say): the page must find the matches first and sort them. PostgreSQL's planner
 * guesses matches are spread evenly and would otherwise walk the sort index, testing every row
 * before them (searchPage, listSql matchesFirst). TEST_DB=postgres runs this file on PostgreSQL.
 */
let t: TestApp;
let manager: string;
let venue: string;
const ROWS = 20_000;
const TAIL = 150;
const F = '/api/v1/foodcard';

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  venue = await t.venueId(admin, 'BA03');
  const cat = (await t.call(manager, 'POST', `${F}/category/venue/${venue}`, { name: { de: 'Ende', en: 'End', fr: 'Fin' } })).body.data._id;
  const group = (await t.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirstOrThrow()).customer_group;
  const at = new Date().toISOString();
  for (let from = 0; from < ROWS; from += 1000) {
    const rows = Array.from({ length: 1000 }, (_, k) => {
      const i = from + k;
      const doc: Record<string, unknown> = { venue, category: cat, number: `Q${String(i).padStart(6, '0')}`, price: 2, sortOrder: i, name: { de: `${i >= ROWS - TAIL ? 'Schlussgericht' : 'Gericht'} ${i}` } };
      doc.search = searchText(doc);
      return { _id: newId(), venue, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) };
    });
    await t.db.kysely.insertInto('article').values(rows).execute();
  }
  if (onPostgres) await t.db.kysely.executeQuery(CompiledQuery.raw('analyze "article"', []));
});
afterAll(() => t.close());

/** The statements the list call runs, caught on their way to the database. */
async function listCaught(query: string): Promise<{ body: any; statements: CompiledQuery[] }> {
  const statements: CompiledQuery[] = [];
  const read = t.db.read.bind(t.db);
  t.db.read = ((q: CompiledQuery) => (statements.push(q), read(q))) as typeof t.db.read;
  try {
    const res = await t.app.inject({ method: 'GET', url: `${F}/article/venue/${venue}?${query}`, headers: { authorization: `Bearer ${manager}` } });
    expect(res.statusCode, res.body).toBe(200);
    return { body: JSON.parse(res.body), statements };
  } finally {
    t.db.read = read;
  }
}

describe('a search whose few matches sit at the end of the order', () => {
  it('gives the first matches in order, by page and by cursor', async () => {
    const { body } = await listCaught('q=schlussgericht&sort=sortOrder&direction=asc&limit=5');
    expect(body.total).toBe(TAIL);
    expect(body.data.map((r: any) => r.sortOrder)).toEqual([0, 1, 2, 3, 4].map((k) => ROWS - TAIL + k));
    const next = await listCaught(`q=schlussgericht&sort=sortOrder&direction=asc&limit=5&after=${encodeURIComponent(body.pageInfo.endCursor)}`);
    expect(next.body.data.map((r: any) => r.sortOrder)).toEqual([5, 6, 7, 8, 9].map((k) => ROWS - TAIL + k));
    const last = await listCaught('q=schlussgericht&sort=sortOrder&direction=asc&limit=5&page=30');
    expect(last.body.data.map((r: any) => r.sortOrder)).toEqual([5, 4, 3, 2, 1].map((k) => ROWS - k));
  });

  // Skipped on SQLite on purpose: the plan checked here is PostgreSQL's; SQLite reads a trigram
  // search's matches by rowid from FTS5 and has no planner choice to check (the test above runs on both).
  it.skipIf(!onPostgres)('on PostgreSQL the page finds the matches before sorting them, never walking the sort index (PostgreSQL only: SQLite reads the FTS5 matches by rowid)', async () => {
    const { statements } = await listCaught('q=schlussgericht&sort=sortOrder&direction=asc&limit=5');
    const page = statements.find((s) => s.sql.startsWith('select "_id"'));
    expect(page?.sql).toContain('offset 0) as "article"');
    const plan = await t.db.kysely.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${page!.sql}`, [...page!.parameters]));
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).not.toContain('sortOrder__id');
  });
});
