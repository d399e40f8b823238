import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexName } from '../src/server/db/syncTables';
import { fieldExprSql } from '../src/server/db/fieldExpr';
import { refreshSearchText } from '../src/server/search/refreshSearchText';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * Free-text search and name sorting in the reader's language (Accept-Language) with German as
 * the fallback, on SQLite and PostgreSQL alike (TEST_DB=postgres runs this file there).
 */
let t: TestApp;
let manager: string;
let operator: string;
let ba: string;
let bm: string;
let cat: any;
const F = '/api/v1/foodcard';

/** A GET as a reader of `lang` (no header: the API's default, German). */
async function get(token: string, url: string, lang?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function create(path: string, body: object) {
  const res = await t.call(manager, 'POST', `${F}/${path}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const article = (name: object, extra: object = {}) => create(`article/venue/${ba}`, { name, category: cat._id, price: 2, ...extra });

beforeAll(async () => {
  t = await testApp();
  const admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  operator = await t.login('operator@example.com'); // BM01 and BH02, not BA03
  ba = await t.venueId(admin, 'BA03');
  bm = await t.venueId(admin, 'BM01');
  cat = await create(`category/venue/${ba}`, { name: { de: 'Kartoffelgerichte', en: 'Potato dishes', fr: 'Plats de pommes de terre' } });
});
afterAll(() => t.close());

describe('free-text search in the reader\'s language and German', () => {
  let fries: any;
  let dip: any;
  beforeAll(async () => {
    fries = await article({ de: 'Kartoffelstäbchen', en: 'Crinkle fries', fr: 'Frites maison' }, { number: 'KS-9' });
    dip = await create(`option/venue/${ba}`, { name: { de: 'Tunke', en: 'Sauce of the day', fr: 'Assaisonnement' } });
  });
  const ids = async (path: string, q: string, lang?: string) =>
    (await get(manager, `${F}/${path}/venue/${ba}?limit=100&q=${encodeURIComponent(q)}`, lang)).body.data.map((r: any) => r._id);

  it('an English reader finds an article by its English name, a French reader by its French one', async () => {
    expect(await ids('article', 'fries', 'en')).toContain(fries._id);
    expect(await ids('article', 'crinkle', 'en-GB,en;q=0.8')).toEqual([fries._id]);
    expect(await ids('article', 'maison', 'fr')).toEqual([fries._id]);
  });

  it('German always works, whatever the reader\'s language; the number too', async () => {
    for (const lang of ['en', 'fr', 'de', undefined]) {
      expect(await ids('article', 'kartoffelstäbchen', lang), String(lang)).toEqual([fries._id]);
      expect(await ids('article', 'ks-9', lang), String(lang)).toEqual([fries._id]);
    }
  });

  it('a prefix finds the name ("Sa" finds "Sauce"), case- and diacritic-insensitively', async () => {
    expect(await ids('option', 'Sa', 'en')).toContain(dip._id);
    expect(await ids('option', 'SAUCE OF', 'en')).toEqual([dip._id]);
    expect(await ids('article', 'STABCHEN', 'de')).toEqual([fries._id]);
  });

  it('a reference autocomplete (the category list\'s q) matches the reader\'s language', async () => {
    expect(await ids('category', 'potato', 'en')).toEqual([cat._id]);
    expect(await ids('category', 'kartoffel', 'en')).toEqual([cat._id]);
  });

  it('product combos are found by their name in any language and by their internal name', async () => {
    const combo = await create(`product-combo/venue/${ba}`, { name: { de: 'Spar-Menü', en: 'Saver meal' }, internalName: 'PC Mittag 7', price: 9 });
    const combos = (q: string) => ids('product-combo', q, 'en');
    expect(await combos('saver')).toEqual([combo._id]);
    expect(await combos('spar-menu')).toEqual([combo._id]);
    expect(await combos('mittag 7')).toEqual([combo._id]);
  });

  it('another venue\'s records never appear', async () => {
    // The operator searches their own venue for the same words: BA03's records stay out.
    const mine = (await get(operator, `${F}/article/venue/${bm}?limit=100&q=fries`, 'en')).body.data;
    expect(mine.map((r: any) => r._id)).not.toContain(fries._id);
    expect(mine.every((r: any) => r.venue === bm)).toBe(true);
    expect((await get(operator, `${F}/article/venue/${ba}?q=fries`, 'en')).status).toBe(404);
    expect((await get(operator, `${F}/article/venue/${ba}/all?q=fries`, 'en')).status).toBe(404);
  });

  it('records stored before the search covered every language are found after the next boot', async () => {
    // What an older version stored: the German name only.
    const k = t.db.kysely;
    await (t.db.dialect === 'postgres'
      ? sql`update "article" set "doc" = jsonb_set("doc", '{search}', to_jsonb('kartoffelstäbchen ks-9'::text)) where "_id" = ${fries._id}`
      : sql`update "article" set "doc" = json_set("doc", '$.search', 'kartoffelstäbchen ks-9') where "_id" = ${fries._id}`).execute(k);
    expect(await ids('article', 'crinkle', 'en')).toEqual([]);
    await k.deleteFrom('settings').where('key', '=', 'searchTextVersion').execute();
    await refreshSearchText(t.db, t.services.registry);
    expect(await ids('article', 'crinkle', 'en')).toEqual([fries._id]);
  });

  it('runs on the (venue, search) index, not a table scan', async () => {
    const entity = t.services.registry.get('article')!;
    const search = fieldExprSql(entity, 'search', t.db.dialect);
    const index = indexName(entity, false, ['venue', 'search', '_id']);
    const plan = t.db.dialect === 'postgres'
      ? (await sql.raw(`explain select "_id" from "article" where "deleted_at" is null and "venue" = '${ba}' and ${search} ilike '%fries%'`).execute(t.db.kysely)).rows.map((r: any) => r['QUERY PLAN'])
      // What the list issues on SQLite: the covering index is scanned instead of the rows.
      : (await sql.raw(`explain query plan select "_id" from "article" indexed by "${index}" where "deleted_at" is null and "venue" = '${ba}' and ${search} like '%fries%'`).execute(t.db.kysely)).rows.map((r: any) => r.detail);
    const text = plan.join('\n').toLowerCase();
    expect(text).toMatch(/ix_article_venue/);
    expect(text).not.toMatch(/^scan (table )?article$/m);
    expect(text).not.toContain('seq scan on article');
  });
});

describe('sorting by a translatable name', () => {
  let cat2: any;
  let roast: any;
  let curry: any;
  let strudel: any;
  beforeAll(async () => {
    cat2 = await create(`category/venue/${ba}`, { name: { de: 'Sortiert' } });
    const a = (name: object, extra: object = {}) => create(`article/venue/${ba}`, { name, category: cat2._id, price: 3, ...extra });
    roast = await a({ de: 'Bratkartoffeln', en: 'Roast potatoes', fr: 'Pommes sautées' });
    curry = await a({ de: 'Currywurst', en: '' }); // no English or French name: sorts by the German one
    strudel = await a({ de: 'Apfelstrudel', en: 'apple strudel', fr: 'Strudel aux pommes' });
  });
  const order = async (lang: string | undefined, direction = 'asc') =>
    (await get(manager, `${F}/article/venue/${ba}?category[]=${cat2._id}&sort=name&direction=${direction}`, lang)).body.data.map((r: any) => r._id);

  it('sorts by the reader\'s language, case-insensitively, with German where a name is missing', async () => {
    expect(await order('en')).toEqual([strudel._id, curry._id, roast._id]);
    expect(await order('en', 'desc')).toEqual([roast._id, curry._id, strudel._id]);
    expect(await order('fr')).toEqual([curry._id, roast._id, strudel._id]);
    expect(await order('de')).toEqual([strudel._id, roast._id, curry._id]);
    expect(await order(undefined)).toEqual([strudel._id, roast._id, curry._id]);
    // A language the content has no column for reads as German; so does a malformed header.
    expect(await order('sv-SE')).toEqual([strudel._id, roast._id, curry._id]);
    expect(await order(';;q=x,,')).toEqual([strudel._id, roast._id, curry._id]);
  });

  it('the inventory list sorts its products by the reader\'s language too', async () => {
    const made = await t.call(manager, 'POST', '/api/v1/general/inventory', { venue: ba, name: 'Sortiertest', stock: 4, articles: [roast._id, curry._id, strudel._id] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const products = async (lang: string) => (await get(manager, `/api/v1/general/inventory/venue/${ba}?search=sortiertest`, lang)).body.data.articles.map((p: any) => p.article._id);
    expect(await products('en')).toEqual([strudel._id, curry._id, roast._id]);
    expect(await products('de')).toEqual([strudel._id, roast._id, curry._id]);
  });

  it('the unpaged calls sort the same way; a non-text field still cannot be sorted', async () => {
    const all = (await get(manager, `${F}/article/venue/${ba}/all?category[]=${cat2._id}&sort=name&direction=asc`, 'en')).body.data.map((r: any) => r._id);
    expect(all).toEqual([strudel._id, curry._id, roast._id]);
    expect((await get(manager, `${F}/article/venue/${ba}?sort=allergens`, 'en')).status).toBe(400);
  });

  it('records with equal sort positions follow their name, then their id', async () => {
    const cat3 = await create(`category/venue/${ba}`, { name: { de: 'Gleichstand' } });
    const a = (name: object, sortOrder: number) => create(`article/venue/${ba}`, { name, category: cat3._id, price: 1, sortOrder });
    const pike = await a({ de: 'Zander', en: 'Bass' }, 5);
    const eel = await a({ de: 'Aal', en: 'Eel' }, 5);
    const middle = await a({ de: 'Mitte' }, 5);
    const first = await a({ de: 'Zz erst' }, 1);
    const twinA = await a({ de: 'Mitte' }, 5);
    const list = async (lang: string) => (await get(manager, `${F}/article/venue/${ba}?category[]=${cat3._id}`, lang)).body.data.map((r: any) => r._id);
    const twins = [middle._id, twinA._id].sort();
    expect(await list('de')).toEqual([first._id, eel._id, ...twins, pike._id]);
    expect(await list('en')).toEqual([first._id, pike._id, eel._id, ...twins]);
    // Tag lists (sort, then a plain-text name) follow the same rule.
    const tag = (name: string, identifier: string) => t.call(manager, 'POST', '/api/v1/general/tag/', { venue: ba, name, identifier, sort: 3 });
    const z = (await tag('Zimt', 'zimt_srt')).body.data;
    const b = (await tag('Basilikum', 'basil_srt')).body.data;
    const tags = (await get(manager, `/api/v1/general/tag/venue/${ba}?limit=100&q=_srt`, 'en')).body;
    expect(tags.data.map((r: any) => r._id)).toEqual([b._id, z._id]);
  });
});
