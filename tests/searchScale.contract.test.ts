import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIN_PENDING_LIST_KB } from '../src/server/search/fullTextIndex';
import { newId } from '../src/server/crud/newId';
import { searchWhere } from '../src/server/crud/searchWhere';
import { syncTables } from '../src/server/db/syncTables';
import { searchText } from '../src/server/search/searchText';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The article search on its substring indexes (SQLite FTS5 trigram, PostgreSQL pg_trgm): what it
 * finds in each interface language, and that the index follows every kind of write, including
 * writes that go straight to the table. TEST_DB=postgres runs this file on PostgreSQL.
 */
let t: TestApp;
let manager: string;
let ba: string;
let bm: string;
let cat: string;
const F = '/api/v1/foodcard';

async function ids(q: string, lang = 'de', venue = ba): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `${F}/article/venue/${venue}?limit=100&q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${manager}`, 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  const body = JSON.parse(res.body);
  expect(body.total).toBe(body.data.length);
  return body.data.map((r: any) => r._id);
}

async function article(name: object, extra: object = {}, venue = ba): Promise<string> {
  const res = await t.call(manager, 'POST', `${F}/article/venue/${venue}`, { name, category: cat, price: 2, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  ba = await t.venueId(admin, 'BA03');
  bm = await t.venueId(admin, 'BM01');
  const res = await t.call(manager, 'POST', `${F}/category/venue/${ba}`, { name: { de: 'Suchtest', en: 'Search test', fr: 'Test' } });
  cat = res.body.data._id;
});
afterAll(() => t.close());

describe('article search on the substring index', () => {
  let roll: string, quiche: string, pretzel: string, odd: string;
  beforeAll(async () => {
    roll = await article({ de: 'Würstchenbrötchen', en: 'Hotdog roll', fr: 'Pain saucisse' }, { number: 'WB-17' });
    quiche = await article({ de: 'Speckkuchen', en: 'Bacon tart', fr: 'Quiche lorraine' });
    pretzel = await article({ de: 'Laugenbrezel', en: '', fr: '' });
    odd = await article({ de: '100% Saft_pur "frisch"', en: 'Juice', fr: 'Jus' });
  });

  it('finds the English name in the English UI, the German and French names in theirs, German in every UI', async () => {
    expect(await ids('hotdog', 'en')).toEqual([roll]);
    expect(await ids('quiche lor', 'fr')).toEqual([quiche]);
    expect(await ids('speckkuchen', 'de')).toEqual([quiche]);
    for (const lang of ['de', 'en', 'fr']) expect(await ids('laugenbrez', lang), lang).toEqual([pretzel]);
  });

  it('matches mid-word, case-insensitively, with or without umlauts and accents, and the number', async () => {
    expect(await ids('ürstchenbr')).toEqual([roll]);
    expect(await ids('WÜRSTCHEN', 'en')).toEqual([roll]);
    expect(await ids('wurstchen')).toEqual([roll]);
    expect(await ids('brötch')).toEqual([roll]);
    expect(await ids('kuch')).toEqual([quiche]);
    expect(await ids('wb-17')).toEqual([roll]);
    expect(await ids('lorraine quiche', 'fr')).toEqual([]);
  });

  it('takes %, _, quotes and backslashes literally', async () => {
    expect(await ids('100%')).toEqual([odd]);
    expect(await ids('t_pur')).toEqual([odd]);
    expect(await ids('"frisch"')).toEqual([odd]);
    expect(await ids('0% s')).toEqual([odd]);
    expect(await ids('%%%')).toEqual([]);
    expect(await ids('___')).toEqual([]);
    expect(await ids('a_b')).toEqual([]);
    expect(await ids('\\\\\\')).toEqual([]);
    expect(await ids('" OR "')).toEqual([]);
    expect(await ids('*')).toEqual([]);
  });

  it('one and two letters still search substrings', async () => {
    expect(await ids('ü')).toEqual(expect.arrayContaining([roll]));
    expect(await ids('Qu', 'fr')).toEqual([quiche]);
    expect(await ids('%')).toEqual([odd]);
    expect(await ids('_')).toEqual([odd]);
    expect(await ids('zq')).toEqual([]);
  });

  it('stays inside the venue', async () => {
    const other = await article({ de: 'Würstchenbrötchen', en: 'Hotdog roll' }, {}, bm).catch(() => null);
    expect(await ids('hotdog', 'en')).toEqual([roll]);
    if (other) expect(await ids('hotdog', 'en', bm)).toEqual([other]);
  });

  it('follows updates, soft and hard deletes and bulk writes', async () => {
    const id = await article({ de: 'Zwiebelkuchen', en: 'Onion tart' });
    expect(await ids('zwiebel')).toEqual([id]);
    expect((await t.call(manager, 'PATCH', `${F}/article/${id}`, { name: { de: 'Flammkuchen', en: 'Tarte flambée' } })).status).toBe(200);
    expect(await ids('zwiebel')).toEqual([]);
    expect(await ids('flammk')).toEqual([id]);
    expect(await ids('flambee', 'fr')).toEqual([id]);
    const bulk = await t.call(manager, 'PATCH', `${F}/article/venue/${ba}/bulk`, { ids: [id, pretzel], data: { name: { de: 'Sammelname', en: 'Batch name' } } });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect((await ids('sammelna')).sort()).toEqual([id, pretzel].sort());
    expect(await ids('laugenbrez')).toEqual([]);
    expect((await t.call(manager, 'DELETE', `${F}/article/${id}`)).status).toBe(200);
    expect(await ids('sammelna')).toEqual([pretzel]);
    expect((await t.call(manager, 'DELETE', `${F}/article/venue/${ba}/bulk`, { ids: [pretzel], hard: true })).status).toBe(200);
    expect(await ids('sammelna')).toEqual([]);
    // A new article may reuse the rowid of a hard-deleted one: it is found by its own name only.
    const next = await article({ de: 'Nachfolger' });
    expect(await ids('nachfolg')).toEqual([next]);
    expect(await ids('sammelna')).toEqual([]);
  });

  it('follows writes that go straight to the table, and an index made for an existing table', async () => {
    const row = await t.db.kysely.selectFrom('article').selectAll().where('_id', '=', roll).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    const id = newId();
    const copy = { ...doc, name: { de: 'Rohkostteller' }, number: 'RK-1' };
    copy.search = searchText(copy);
    await t.db.kysely.insertInto('article').values({ ...row, _id: id, doc: JSON.stringify(copy) }).execute();
    expect(await ids('rohkost')).toEqual([id]);
    copy.name = { de: 'Gemüseplatte' };
    copy.search = searchText(copy);
    await t.db.kysely.updateTable('article').set({ doc: JSON.stringify(copy) }).where('_id', '=', id).execute();
    expect(await ids('rohkost')).toEqual([]);
    expect(await ids('gemuseplat')).toEqual([id]);
    // A database from before the index (PostgreSQL: with the index on the plain text it replaced):
    // the next boot builds it from the stored texts.
    if (t.db.dialect === 'sqlite') await sql.raw('DROP TABLE "article_fts"').execute(t.db.kysely);
    else {
      await sql.raw('DROP INDEX "ix_article_search_joined"').execute(t.db.kysely);
      const trgm = (await sql<{ s: string }>`select n.nspname as s from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(t.db.kysely)).rows[0].s;
      await sql.raw(`CREATE INDEX "ix_article_search_trgm" ON "article" USING gin (("doc"->>'search') "${trgm}".gin_trgm_ops) WHERE "deleted_at" IS NULL`).execute(t.db.kysely);
    }
    await syncTables(t.db, t.services.registry);
    expect(await ids('gemuseplat')).toEqual([id]);
    expect(await ids('hotdog', 'en')).toEqual([roll]);
    await t.db.kysely.deleteFrom('article').where('_id', '=', id).execute();
    expect(await ids('gemuseplat')).toEqual([]);
  });

  it('has the trigram index: FTS5 answers 3+ letters on SQLite, a GIN pg_trgm index on the joined words exists on PostgreSQL', async () => {
    if (t.db.dialect === 'sqlite') {
      const plan = await sql.raw(`explain query plan select "_id" from "article" where "deleted_at" is null and "venue" = '${ba}' and "article"."rowid" in (select "rowid" from "article_fts" where "article_fts" match '"hotdog"')`).execute(t.db.kysely);
      expect(plan.rows.map((r: any) => r.detail).join('\n')).toMatch(/article_fts VIRTUAL TABLE/);
    } else {
      // The planner picks it by table size (the bench measures that); here: it exists, on the stored text, for live rows.
      const def = await sql<{ n: string; d: string }>`select indexname as n, indexdef as d from pg_indexes where tablename = 'article' and indexdef like '%gin_trgm_ops%' and schemaname = current_schema()`.execute(t.db.kysely);
      // one index only: the one on the plain text, from before, is gone
      expect(def.rows.map((r) => r.n)).toEqual(['ix_article_search_joined']);
      expect(def.rows[0].d).toMatch(/USING gin \(translate\(\(doc ->> 'search'::text\), ' '::text, 'q'::text\) \S*gin_trgm_ops\) WITH \(gin_pending_list_limit='512'\) WHERE \(deleted_at IS NULL\)/);
      // The search condition as built names the index's own expression: with every other index of
      // the table gone and whole-table scans ruled out (in a transaction rolled back), the planner
      // reads this one, by the trigrams across the space too.
      const where = searchWhere(t.services.registry.get('article')!, 'r frit', 'postgres', ba)!;
      let text = '';
      await t.db.kysely.transaction().execute(async (trx) => {
        const keys = await sql<{ n: string }>`select conname as n from pg_constraint where conrelid = '"article"'::regclass and contype in ('p', 'u')`.execute(trx);
        for (const { n } of keys.rows) await sql.raw(`alter table "article" drop constraint "${n}" cascade`).execute(trx);
        const others = await sql<{ n: string }>`select indexname as n from pg_indexes where tablename = 'article' and schemaname = current_schema() and indexname <> 'ix_article_search_joined'`.execute(trx);
        for (const { n } of others.rows) await sql.raw(`drop index "${n}"`).execute(trx);
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await sql<{ 'QUERY PLAN': string }>`explain select "_id" from "article" where "deleted_at" is null and ${where}`.execute(trx);
        text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        throw new Error('rolled back');
      }).catch((e: Error) => { if (e.message !== 'rolled back') throw e; });
      expect(text).toContain('ix_article_search_joined');
      expect(text).toContain("'%rqfrit%'");
    }
  });

  // PostgreSQL only: SQLite's FTS5 table has no pending list; its writes merge as they go.
  it.skipIf(process.env.TEST_DB !== 'postgres')('keeps the trigram index\'s pending list short on PostgreSQL, also for an index made before (skipped on SQLite: its FTS5 table has no pending list)', async () => {
    const options = async () => (await sql<{ o: string[] | null }>`select reloptions as o from pg_class where oid = to_regclass('"ix_article_search_joined"')`.execute(t.db.kysely)).rows[0]?.o ?? [];
    expect(await options()).toContain(`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`);
    // as an index made by an earlier version: the default limit (4 MB); the next start sets it
    await sql`alter index "ix_article_search_joined" reset (gin_pending_list_limit)`.execute(t.db.kysely);
    expect(await options()).not.toContain(`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`);
    await syncTables(t.db, t.services.registry);
    expect(await options()).toContain(`gin_pending_list_limit=${GIN_PENDING_LIST_KB}`);
  });
});
