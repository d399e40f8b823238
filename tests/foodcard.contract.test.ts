import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTION_GROUP_REQUIRED } from '../src/server/entities/option/requiredOptionRule';
import { testApp, type TestApp } from './helpers/testApp';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

let t: TestApp;
let admin: string;
let manager: string;
let operator: string;
let staff: string;
let bm: string;
let bh: string;
const F = '/api/v1/foodcard';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  operator = await t.login('operator@example.com');
  staff = await t.login('staff@example.com');
  bm = await t.venueId(admin, 'BM01');
  bh = await t.venueId(admin, 'BH02');
});
afterAll(() => t.close());

async function newCategory(token: string, venue: string, de: string, extra: object = {}) {
  const res = await t.call(token, 'POST', `${F}/category/venue/${venue}`, { name: { de }, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function newArticle(token: string, venue: string, category: string, de: string, extra: object = {}) {
  const res = await t.call(token, 'POST', `${F}/article/venue/${venue}`, { name: { de }, category, price: 4.5, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

describe('demo foodcard', () => {
  it('every demo venue has categories listed by sortOrder and articles with allergens', async () => {
    const cats = await t.call(manager, 'GET', `${F}/category/venue/${bm}`);
    expect(cats.status).toBe(200);
    expect(cats.body.data.map((c: any) => c.name.de)).toEqual(['Burger', 'Beilagen', 'Getränke']);
    const articles = await t.call(manager, 'GET', `${F}/article/venue/${bm}?category[]=${cats.body.data[0]._id}`);
    expect(articles.body.data.map((a: any) => a.number)).toEqual(['101', '102', '103']);
    expect(articles.body.data[0].allergens).toContain('gluten_wheat');
  });
});

describe('categories', () => {
  it('reorder persists: sortOrder follows the order of the ids sent', async () => {
    const a = await newCategory(manager, bh, 'Sort A', { sortOrder: 50 });
    const b = await newCategory(manager, bh, 'Sort B', { sortOrder: 51 });
    const c = await newCategory(manager, bh, 'Sort C', { sortOrder: 52 });
    const all = (await t.call(manager, 'GET', `${F}/category/venue/${bh}?limit=100`)).body.data.map((x: any) => x._id);
    const rest = all.filter((id: string) => ![a._id, b._id, c._id].includes(id));
    const res = await t.call(manager, 'PATCH', `${F}/category/venue/${bh}/sort`, { ids: [c._id, a._id, b._id, ...rest] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (await t.call(manager, 'GET', `${F}/category/venue/${bh}?limit=100`)).body.data.map((x: any) => x.name.de);
    expect(list.slice(0, 3)).toEqual(['Sort C', 'Sort A', 'Sort B']);
  });

  it('a reorder naming a category of another venue changes nothing', async () => {
    const mine = await newCategory(manager, bh, 'Stay put', { sortOrder: 70 });
    const foreign = (await t.call(manager, 'GET', `${F}/category/venue/${bm}`)).body.data[0];
    const res = await t.call(manager, 'PATCH', `${F}/category/venue/${bh}/sort`, { ids: [mine._id, foreign._id] });
    expect(res.status).toBe(404);
    expect((await t.call(manager, 'GET', `${F}/category/${mine._id}`)).body.data.sortOrder).toBe(70);
  });

  it('photo upload takes one image and refuses other files; a category with articles cannot be deleted', async () => {
    const cat = await newCategory(manager, bh, 'Pictured');
    const form = (bytes: Buffer, name: string) => {
      const boundary = 'x-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
        bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${manager}` } };
    };
    const ok = await t.app.inject({ method: 'PATCH', url: `${F}/category/${cat._id}/photo`, ...form(PNG, 'a.png') });
    expect(ok.statusCode, ok.body).toBe(200);
    const image = JSON.parse(ok.body).data.image;
    expect(image).toMatch(/^[0-9a-f]{24}$/);
    const bad = await t.app.inject({ method: 'PATCH', url: `${F}/category/${cat._id}/icon`, ...form(Buffer.from('%PDF-1.4 hello'), 'a.pdf') });
    expect(bad.statusCode).toBe(422);
    expect((await t.call(manager, 'GET', `${F}/category/${cat._id}`)).body.data.icon).toBeUndefined();
    await newArticle(manager, bh, cat._id, 'Inside');
    const del = await t.call(manager, 'DELETE', `${F}/category/${cat._id}`);
    expect(del.status).toBe(422);
  });
});

describe('articles', () => {
  let cat: any;
  beforeAll(async () => {
    cat = await newCategory(manager, bh, 'Suche');
    await newArticle(manager, bh, cat._id, 'Großer Käse-Burger', { number: 'K-771' });
    await newArticle(manager, bh, cat._id, 'Kleiner Salat', { number: 'S-100' });
  });

  it('search is case- and diacritic-insensitive over the German name (umlauts too) and the number', async () => {
    const names = async (q: string) => (await t.call(manager, 'GET', `${F}/article/venue/${bh}?q=${encodeURIComponent(q)}`)).body.data.map((a: any) => a.name.de);
    // Without diacritics too: ß as ss, ä as a (readers without a German keyboard).
    expect(await names('GROSSER')).toEqual(['Großer Käse-Burger']);
    expect(await names('kase-b')).toEqual(['Großer Käse-Burger']);
    expect(await names('GROßER KÄSE')).toEqual(['Großer Käse-Burger']);
    expect(await names('käse')).toEqual(['Großer Käse-Burger']);
    expect(await names('k-771')).toEqual(['Großer Käse-Burger']);
    expect(await names('salat')).toEqual(['Kleiner Salat']);
    // The search never crosses venues: BM01 has no such article.
    expect((await t.call(manager, 'GET', `${F}/article/venue/${bm}?q=salat`)).body.data).toEqual([]);
  });

  it('a renamed article is found by its new name', async () => {
    const a = await newArticle(manager, bh, cat._id, 'Alter Name');
    await t.call(manager, 'PATCH', `${F}/article/${a._id}`, { name: { de: 'Neuer Name' } });
    const found = (await t.call(manager, 'GET', `${F}/article/venue/${bh}?q=neuer`)).body.data;
    expect(found.map((x: any) => x._id)).toEqual([a._id]);
  });

  it('an article must name a category of its own venue', async () => {
    const foreign = (await t.call(manager, 'GET', `${F}/category/venue/${bm}`)).body.data[0];
    const res = await t.call(manager, 'POST', `${F}/article/venue/${bh}`, { name: { de: 'X' }, category: foreign._id, price: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('category');
    const a = await newArticle(manager, bh, cat._id, 'Mover');
    const moved = await t.call(manager, 'PATCH', `${F}/article/${a._id}/category`, { category: foreign._id });
    expect(moved.status).toBe(422);
    const other = await newCategory(manager, bh, 'Ziel');
    const ok = await t.call(manager, 'PATCH', `${F}/article/${a._id}/category`, { category: other._id });
    expect(ok.status).toBe(200);
    expect(ok.body.data.category).toBe(other._id);
  });

  it('validation: allergen codes, additives 1 to 19, prices', async () => {
    const bad = await t.call(manager, 'POST', `${F}/article/venue/${bh}`, { name: { de: 'X' }, category: cat._id, price: 1, allergens: ['chalk'], additives: [20] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(expect.arrayContaining([expect.stringMatching(/^allergens/), expect.stringMatching(/^additives/)]));
    const price = await t.call(manager, 'POST', `${F}/article/venue/${bh}`, { name: { de: 'X' }, category: cat._id, price: -1 });
    expect(price.status).toBe(422);
  });

  it('bulk hide, activate, control article and price lock: one call each, all or nothing, audited', async () => {
    const a = await newArticle(manager, bh, cat._id, 'Bulk 1');
    const b = await newArticle(manager, bh, cat._id, 'Bulk 2');
    const hide = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/hide`, { ids: [a._id, b._id] });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    expect(hide.body.data.count).toBe(2);
    for (const id of [a._id, b._id]) expect((await t.call(manager, 'GET', `${F}/article/${id}`)).body.data.visible).toBe(false);
    for (const [call, field, value] of [['deactivate', 'isActive', false], ['control/activate', 'isControlArticle', true], ['price/lock', 'priceIsLocked', true]] as const) {
      expect((await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/${call}`, { ids: [a._id] })).status).toBe(200);
      expect((await t.call(manager, 'GET', `${F}/article/${a._id}`)).body.data[field]).toBe(value);
    }
    const audit = await t.call(admin, 'GET', `/api/v1/audit?venue=${bh}&limit=50`);
    expect(audit.body.data.filter((e: any) => e.action === 'hide' && [a._id, b._id].includes(e.subject))).toHaveLength(2);
    // An id of another venue fails the whole call: b stays hidden, nothing becomes visible.
    const foreign = (await t.call(manager, 'GET', `${F}/article/venue/${bm}`)).body.data[0];
    const mixed = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/visible`, { ids: [b._id, foreign._id] });
    expect(mixed.status).toBe(404);
    expect((await t.call(manager, 'GET', `${F}/article/${b._id}`)).body.data.visible).toBe(false);
    // At least one item must be selected.
    expect((await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/visible`, { ids: [] })).status).toBe(422);
  });

  it('each bulk call needs its own permission', async () => {
    const [a] = (await t.call(operator, 'GET', `${F}/article/venue/${bm}`)).body.data;
    expect((await t.call(operator, 'PATCH', `${F}/article/venue/${bm}/hide`, { ids: [a._id] })).status).toBe(200);
    expect((await t.call(operator, 'PATCH', `${F}/article/venue/${bm}/visible`, { ids: [a._id] })).status).toBe(200);
    expect((await t.call(operator, 'PATCH', `${F}/article/venue/${bm}/deactivate`, { ids: [a._id] })).status).toBe(403);
    expect((await t.call(operator, 'PATCH', `${F}/article/venue/${bm}/price/lock`, { ids: [a._id] })).status).toBe(403);
    expect((await t.call(staff, 'GET', `${F}/article/venue/${bm}`)).status).toBe(403);
  });

  it('copy within the venue: hidden, marked (Kopie); copy to venues: into the category of the same name, refs dropped', async () => {
    const src = (await t.call(manager, 'GET', `${F}/article/venue/${bm}?q=cheeseburger`)).body.data[0];
    const copy = await t.call(manager, 'POST', `${F}/article/${src._id}/copy`);
    expect(copy.status, JSON.stringify(copy.body)).toBe(201 === copy.status ? 201 : 200);
    expect(copy.body.data.name.de).toBe('Cheeseburger (Kopie)');
    expect(copy.body.data.visible).toBe(false);
    const ba = await t.venueId(manager, 'BA03');
    const none = await t.call(manager, 'POST', `${F}/article/copy`, { ids: [src._id], venues: [] });
    expect(none.status).toBe(422);
    const ids = async () => (await t.call(manager, 'GET', `${F}/article/venue/${bh}?q=cheeseburger`)).body.data.map((a: any) => a._id);
    const before = await ids();
    const res = await t.call(manager, 'POST', `${F}/article/copy`, { ids: [src._id], venues: [bh, ba] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(2);
    const inBh = (await t.call(manager, 'GET', `${F}/article/venue/${bh}?q=cheeseburger`)).body.data.filter((a: any) => !before.includes(a._id));
    expect(inBh).toHaveLength(1);
    expect(res.body.data.ids).toContain(inBh[0]._id);
    const burgerCat = (await t.call(manager, 'GET', `${F}/category/${inBh[0].category}`)).body.data;
    expect(burgerCat.venue).toBe(bh);
    expect(burgerCat.name.de).toBe('Burger');
    expect(inBh[0].dependencies).toBeUndefined();
    expect(inBh[0].allergens).toEqual(src.allergens);
  });

  it('copy to a venue the user may not access fails and copies nothing', async () => {
    const src = (await t.call(operator, 'GET', `${F}/article/venue/${bm}`)).body.data[0];
    const ba = await t.venueId(admin, 'BA03');
    const before = (await t.call(admin, 'GET', `${F}/article/venue/${ba}?limit=1`)).body.total;
    const res = await t.call(manager, 'POST', `${F}/article/copy`, { ids: [src._id], venues: [bh, '0123456789abcdef01234567'] });
    expect(res.status).toBe(404);
    expect((await t.call(admin, 'GET', `${F}/article/venue/${ba}?limit=1`)).body.total).toBe(before);
  });
});

describe('option groups: "This option group is required. At least 1 option article needs to be visible"', () => {
  let group: any;
  let items: any[];
  beforeAll(async () => {
    group = (await t.call(manager, 'POST', `${F}/option/venue/${bh}`, { name: { de: 'Dip' }, requiredAmount: 1 })).body.data;
    items = [];
    for (const de of ['Ketchup', 'Senf']) {
      const res = await t.call(manager, 'POST', `${F}/option-article/venue/${bh}`, { name: { de }, option: group._id, price: 0 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      items.push(res.body.data);
    }
  });

  it('hiding the last visible option article of a required group is refused with the spec message', async () => {
    expect((await t.call(manager, 'PATCH', `${F}/option-article/${items[0]._id}`, { visible: false })).status).toBe(200);
    const last = await t.call(manager, 'PATCH', `${F}/option-article/${items[1]._id}`, { visible: false });
    expect(last.status).toBe(422);
    expect(last.body.errors).toEqual([{ path: 'visible', message: OPTION_GROUP_REQUIRED, code: 'optionGroupRequired' }]);
    expect(OPTION_GROUP_REQUIRED).toBe('This option group is required. At least 1 option article needs to be visible');
    const del = await t.call(manager, 'DELETE', `${F}/option-article/${items[1]._id}`);
    expect(del.status).toBe(422);
  });

  it('a bulk hide of all of them rolls back as a whole', async () => {
    await t.call(manager, 'PATCH', `${F}/option-article/venue/${bh}/visible`, { ids: [items[0]._id] });
    const res = await t.call(manager, 'PATCH', `${F}/option-article/venue/${bh}/hide`, { ids: [items[0]._id, items[1]._id] });
    expect(res.status).toBe(422);
    for (const it of items) expect((await t.call(manager, 'GET', `${F}/option-article/${it._id}`)).body.data.visible).toBe(true);
  });

  it('making a group required while none of its articles is visible is refused; an optional group may hide all', async () => {
    const g = (await t.call(manager, 'POST', `${F}/option/venue/${bh}`, { name: { de: 'Extras' } })).body.data;
    const x = (await t.call(manager, 'POST', `${F}/option-article/venue/${bh}`, { name: { de: 'Käse' }, option: g._id, price: 1, visible: false })).body.data;
    expect(x.visible).toBe(false);
    const res = await t.call(manager, 'PATCH', `${F}/option/${g._id}`, { requiredAmount: 1 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'requiredAmount', message: OPTION_GROUP_REQUIRED, code: 'optionGroupRequired' }]);
  });

  it('a group that still holds option articles cannot be deleted; an empty one can', async () => {
    const res = await t.call(manager, 'DELETE', `${F}/option/${group._id}`);
    expect(res).toMatchObject({ status: 422, body: { code: 'OPTION_GROUP_NOT_EMPTY' } });
    const empty = (await t.call(manager, 'POST', `${F}/option/venue/${bh}`, { name: { de: 'Leer' } })).body.data;
    expect((await t.call(manager, 'DELETE', `${F}/option/${empty._id}`)).status).toBe(200);
  });

  it('copying a group copies its option articles', async () => {
    const res = await t.call(manager, 'POST', `${F}/option/${group._id}/copy`);
    expect([200, 201]).toContain(res.status);
    const members = (await t.call(manager, 'GET', `${F}/option-article/venue/${bh}?option[]=${res.body.data._id}`)).body.data;
    expect(members.map((m: any) => m.name.de).sort()).toEqual(['Ketchup', 'Senf']);
  });
});

describe('tags, trade groups, print groups', () => {
  it('list by venue, identifier rule, bulk hard delete with the spec body keys', async () => {
    for (const [base, key] of [['/api/v1/general/tag', 'tags'], ['/api/v1/general/constrain', 'constrains'], ['/api/v1/general/printgroup', 'printGroups']] as const) {
      const bad = await t.call(manager, 'POST', `${base}/`, { venue: bh, name: 'Bad', identifier: 'Not An Identifier' });
      expect(bad.status, base).toBe(422);
      const a = await t.call(manager, 'POST', `${base}/`, { venue: bh, name: 'One', identifier: 'one_x' });
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      const b = await t.call(manager, 'POST', `${base}/`, { venue: bh, name: 'Two', identifier: 'two_x' });
      const list = await t.call(manager, 'GET', `${base}/venue/${bh}`);
      expect(list.body.data.map((r: any) => r.identifier)).toEqual(expect.arrayContaining(['one_x', 'two_x']));
      const path = base.endsWith('tag') ? `${base}` : `${base}/hard`;
      const del = await t.call(manager, 'DELETE', path, { [key]: [a.body.data._id, b.body.data._id] });
      expect(del.status, `${base} ${JSON.stringify(del.body)}`).toBe(200);
      expect(del.body.data.count).toBe(2);
      const rows = await t.db.kysely.selectFrom(base.endsWith('tag') ? 'tag' : base.endsWith('constrain') ? 'constrain' : 'print_group').select('_id')
        .where('_id', 'in', [a.body.data._id, b.body.data._id]).execute();
      expect(rows).toEqual([]);
    }
  });

  it('a hard-deleted tag or print group leaves the lists of the articles and option groups that named it', async () => {
    const tag = (await t.call(manager, 'POST', '/api/v1/general/tag/', { venue: bh, name: 'Scharf', identifier: 'hot_x' })).body.data;
    const keep = (await t.call(manager, 'POST', '/api/v1/general/tag/', { venue: bh, name: 'Neu', identifier: 'new_x' })).body.data;
    const pg = (await t.call(manager, 'POST', '/api/v1/general/printgroup/', { venue: bh, name: 'Bar', identifier: 'bar_x' })).body.data;
    const cat = await newCategory(manager, bh, 'Tagged');
    const a = await newArticle(manager, bh, cat._id, 'Chili', { tags: [tag._id, keep._id], printgroups: [pg._id] });
    const g = (await t.call(manager, 'POST', `${F}/option/venue/${bh}`, { name: { de: 'Schärfe' }, tags: [tag._id] })).body.data;
    expect((await t.call(manager, 'DELETE', '/api/v1/general/tag', { tags: [tag._id] })).status).toBe(200);
    expect((await t.call(manager, 'DELETE', '/api/v1/general/printgroup/hard', { printGroups: [pg._id] })).status).toBe(200);
    const after = (await t.call(manager, 'GET', `${F}/article/${a._id}`)).body.data;
    expect(after.tags).toEqual([keep._id]);
    expect(after.printgroups).toEqual([]);
    expect((await t.call(manager, 'GET', `${F}/option/${g._id}`)).body.data.tags).toEqual([]);
  });

  it('recommendation tags only', async () => {
    const res = await t.call(manager, 'GET', `/api/v1/general/tag/venue/${bm}?recommendationTag[]=true`);
    expect(res.body.data.map((r: any) => r.identifier)).toEqual(['popular']);
  });
});

describe('search plan', () => {
  it('the article search runs on the (venue, search) index, not a table scan', async () => {
    const article = t.services.registry.get('article')!;
    const { fieldExprSql } = await import('../src/server/db/fieldExpr');
    const search = fieldExprSql(article, 'search', t.db.dialect);
    const like = t.db.dialect === 'postgres' ? 'ilike' : 'like';
    const q = `select "_id" from "article" where "deleted_at" is null and "venue" = '${bh}' and ${search} ${like} '%käse%'`;
    const rows = t.db.dialect === 'postgres'
      ? (await sql.raw(`explain ${q}`).execute(t.db.kysely)).rows.map((r: any) => r['QUERY PLAN'])
      : (await sql.raw(`explain query plan ${q}`).execute(t.db.kysely)).rows.map((r: any) => r.detail);
    const plan = rows.join('\n').toLowerCase();
    expect(plan).toMatch(/ix_article_venue/);
    expect(plan).not.toMatch(/^scan (table )?article$/m);
  });
});
