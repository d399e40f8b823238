import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { testApp, type TestApp } from './helpers/testApp';

// More records than one read (500 ids) and one write statement (1,000 rows): chunking is exercised.
const N = 1200;
const F = '/api/v1/foodcard';

let t: TestApp;
let admin: string;
let manager: string;
let bm: string;
let bh: string;
let category: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  bm = await t.venueId(admin, 'BM01');
  bh = await t.venueId(admin, 'BH02');
  category = (await t.call(manager, 'POST', `${F}/category/venue/${bh}`, { name: { de: 'Bulk' } })).body.data._id;
});
afterAll(() => t.close());

const parse = (doc: unknown) => (typeof doc === 'string' ? JSON.parse(doc) : doc) as Record<string, any>;
const table = (entity: string) => t.services.registry.get(entity)!.table;

/** `n` copies of a record created through the API, written straight to its table (a seed, not the thing tested). */
async function seed(entity: string, path: string, venue: string, body: Record<string, unknown>, n: number): Promise<string[]> {
  const created = await t.call(manager, 'POST', `${F}/${path}/venue/${venue}`, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const row = await t.db.kysely.selectFrom(table(entity)).selectAll().where('_id', '=', created.body.data._id).executeTakeFirstOrThrow();
  const ids = [row._id as string];
  const rows = [];
  for (let i = 1; i < n; i++) {
    const doc: Record<string, any> = { ...parse(row.doc), number: `B${i}` };
    doc.search = searchText(doc);
    const id = newId();
    ids.push(id);
    rows.push({ ...row, _id: id, doc: JSON.stringify(doc) });
  }
  for (let i = 0; i < rows.length; i += 200) await t.db.kysely.insertInto(table(entity)).values(rows.slice(i, i + 200)).execute();
  return ids;
}

/** The stored rows of these ids (deleted ones too), by id. */
async function stored(entity: string, ids: readonly string[]): Promise<Map<string, { doc: Record<string, any>; deleted: boolean }>> {
  const rows = await t.db.kysely.selectFrom(table(entity)).select(['_id', 'doc', 'deleted_at']).where('_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r._id as string, { doc: parse(r.doc), deleted: r.deleted_at !== null }]));
}

/** Audit entries of one action on these records. */
async function auditOf(action: string, ids: readonly string[]): Promise<Record<string, any>[]> {
  const wanted = new Set(ids);
  const rows = await t.db.kysely.selectFrom(table('audit')).select('doc').execute();
  return rows.map((r) => parse(r.doc)).filter((d) => d.action === action && wanted.has(d.subject));
}

describe('batched bulk writes (more than one chunk)', () => {
  let articles: string[];
  let foreign: string;

  beforeAll(async () => {
    articles = await seed('article', 'article', bh, { name: { de: 'Bulk' }, category, price: 4.5, isActive: false }, N);
    foreign = (await t.call(manager, 'GET', `${F}/article/venue/${bm}`)).body.data[0]._id;
  });

  it('bulk activate writes every article and one audit entry per article with its before and after', async () => {
    const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/activate`, { ids: articles });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(N);
    const rows = await stored('article', articles);
    expect([...rows.values()].filter((r) => r.doc.isActive === true)).toHaveLength(N);
    const audit = await auditOf('activate', articles);
    expect(audit).toHaveLength(N);
    expect(new Set(audit.map((e) => e.subject)).size).toBe(N);
    for (const e of audit) {
      expect(e.changes).toEqual({ isActive: { before: false, after: true } });
      expect(e.venue).toBe(bh);
      expect(e.resource).toBe('article');
    }
  });

  it('bulk price lock of every article: written and audited per article', async () => {
    const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/price/lock`, { ids: articles });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect([...(await stored('article', articles)).values()].filter((r) => r.doc.priceIsLocked === true)).toHaveLength(N);
    const audit = await auditOf('priceLock', articles);
    expect(audit).toHaveLength(N);
    expect(audit.every((e) => e.changes.priceIsLocked.before === false && e.changes.priceIsLocked.after === true)).toBe(true);
  });

  it('an id of another venue fails the whole call: no article changes, no audit entry', async () => {
    const mixed = [...articles.slice(0, 700), foreign, ...articles.slice(700)];
    for (const call of ['deactivate', 'price/unlock']) {
      const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/${call}`, { ids: mixed });
      expect(res.status, call).toBe(404);
    }
    const rows = [...(await stored('article', articles)).values()];
    expect(rows.filter((r) => r.doc.isActive !== true || r.doc.priceIsLocked !== true)).toHaveLength(0);
    expect(await auditOf('deactivate', articles)).toHaveLength(0);
    expect(await auditOf('priceUnlock', articles)).toHaveLength(0);
    const del = await t.call(manager, 'DELETE', `${F}/article/venue/${bh}/bulk`, { ids: mixed });
    expect(del.status).toBe(404);
    expect([...(await stored('article', articles)).values()].filter((r) => r.deleted)).toHaveLength(0);
    expect(await auditOf('delete', articles)).toHaveLength(0);
  });

  it("a reference to another venue's record fails the whole bulk PATCH: nothing changes", async () => {
    const other = (await t.call(manager, 'GET', `${F}/category/venue/${bm}`)).body.data[0]._id;
    const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/bulk`, { ids: articles, data: { category: other } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ path: 'category', code: 'notInVenue' });
    expect([...(await stored('article', articles)).values()].filter((r) => r.doc.category !== category)).toHaveLength(0);
    expect(await auditOf('update', articles)).toHaveLength(0);
  });

  it("bulk PATCH runs the hooks per article (the search text follows each one's name and number) and audits each", async () => {
    const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/bulk`, { ids: articles, data: { name: { de: 'Zwiebelkuchen' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await stored('article', articles);
    for (const r of rows.values()) expect(r.doc.search).toBe(searchText({ ...r.doc }));
    expect([...rows.values()].filter((r) => r.doc.search.includes('zwiebelkuchen'))).toHaveLength(N);
    const audit = await auditOf('update', articles);
    expect(audit).toHaveLength(N);
    expect(audit.every((e) => e.changes.name.before.de === 'Bulk' && e.changes.name.after.de === 'Zwiebelkuchen' && e.changes.search)).toBe(true);
  });

  it('a bulk PATCH the database applies itself (one patch for all) sets and clears fields exactly as a merge in memory would', async () => {
    const before = await stored('article', articles);
    const set = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/bulk`, { ids: articles, data: { description: { de: 'Alt' } } });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const clear = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/bulk`, { ids: articles, data: { description: null, visible: false } });
    expect(clear.status, JSON.stringify(clear.body)).toBe(200);
    const after = await stored('article', articles);
    for (const [id, row] of after) {
      const expected: Record<string, any> = { ...before.get(id)!.doc, visible: false };
      delete expected.description;
      expect(row.doc).toEqual(expected);
    }
    const audit = await auditOf('update', articles);
    const cleared = audit.filter((e) => e.changes.description?.after === null);
    expect(cleared).toHaveLength(N);
    expect(cleared.every((e) => e.changes.description.before.de === 'Alt' && e.changes.visible.after === false)).toBe(true);
  });

  it('bulk delete and hard delete: every article, one audit entry each', async () => {
    const soft = await t.call(manager, 'DELETE', `${F}/article/venue/${bh}/bulk`, { ids: articles });
    expect(soft.status, JSON.stringify(soft.body)).toBe(200);
    expect([...(await stored('article', articles)).values()].filter((r) => r.deleted)).toHaveLength(N);
    const audit = await auditOf('delete', articles);
    expect(audit).toHaveLength(N);
    expect(audit.every((e) => e.title?.de === 'Zwiebelkuchen' && e.venue === bh)).toBe(true);
    const hard = await t.call(admin, 'DELETE', `${F}/article/venue/${bh}/bulk`, { ids: articles, hard: true });
    expect(hard.status, JSON.stringify(hard.body)).toBe(200);
    expect((await stored('article', articles)).size).toBe(0);
    expect(await auditOf('hardDelete', articles)).toHaveLength(N);
  });
});

describe('batched bulk writes keep a required option group visible', () => {
  let group: string;
  let members: string[];

  beforeAll(async () => {
    const res = await t.call(manager, 'POST', `${F}/option/venue/${bh}`, { name: { de: 'Pflicht' }, requiredAmount: 1, limit: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    group = res.body.data._id;
    members = await seed('optionArticle', 'option-article', bh, { name: { de: 'Wahl' }, option: group, price: 0, visible: true }, N);
  });

  it('hiding every visible option article of a required group fails the whole call: none hidden, no audit entry', async () => {
    const res = await t.call(manager, 'PATCH', `${F}/option-article/venue/${bh}/hide`, { ids: members });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ path: 'visible', code: 'optionGroupRequired' });
    expect([...(await stored('optionArticle', members)).values()].filter((r) => r.doc.visible !== true)).toHaveLength(0);
    expect(await auditOf('hide', members)).toHaveLength(0);
    const patch = await t.call(manager, 'PATCH', `${F}/option-article/venue/${bh}/bulk`, { ids: members, data: { visible: false } });
    expect(patch.status).toBe(422);
    expect(await auditOf('update', members)).toHaveLength(0);
  });

  it('all but one may be hidden; then deleting the visible one with the hidden ones fails the whole call', async () => {
    const [keep, ...rest] = members;
    const res = await t.call(manager, 'PATCH', `${F}/option-article/venue/${bh}/hide`, { ids: rest });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await auditOf('hide', rest)).toHaveLength(N - 1);
    const del = await t.call(manager, 'DELETE', `${F}/option-article/venue/${bh}/bulk`, { ids: members });
    expect(del.status).toBe(422);
    expect(del.body.errors[0]).toMatchObject({ path: 'visible', code: 'optionGroupRequired' });
    expect([...(await stored('optionArticle', members)).values()].filter((r) => r.deleted)).toHaveLength(0);
    expect(await auditOf('delete', members)).toHaveLength(0);
    // The hidden ones leave no visible article behind: they may go.
    const ok = await t.call(manager, 'DELETE', `${F}/option-article/venue/${bh}/bulk`, { ids: rest });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await auditOf('delete', rest)).toHaveLength(N - 1);
    expect((await stored('optionArticle', [keep])).get(keep)!.deleted).toBe(false);
  });

  it('making a group required whose option articles are all hidden fails the bulk PATCH of groups', async () => {
    const other = (await t.call(manager, 'POST', `${F}/option/venue/${bh}`, { name: { de: 'Leer' } })).body.data._id;
    await seed('optionArticle', 'option-article', bh, { name: { de: 'Versteckt' }, option: other, price: 0, visible: false }, 3);
    const res = await t.call(manager, 'PATCH', `${F}/option/venue/${bh}/bulk`, { ids: [group, other], data: { requiredAmount: 1 } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ path: 'requiredAmount', code: 'optionGroupRequired' });
    expect((await stored('option', [other])).get(other)!.doc.requiredAmount ?? 0).toBe(0);
  });
});
