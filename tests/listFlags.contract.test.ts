import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The spec's list flags (part 2 §7 "articles=true", part 1 §9 "many list calls add a hidden flag
 * set to true"): every generic list accepts both; `articles=true` embeds a category's live
 * articles, `hidden=false` leaves out hidden records; elsewhere they change nothing.
 */
let t: TestApp;
let admin: string;
let manager: string;
let bh: string;
let category: string;
let shown: string;
let hidden: string;
const F = '/api/v1/foodcard';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  bh = await t.venueId(admin, 'BH02');
  category = (await t.call(manager, 'POST', `${F}/category/venue/${bh}`, { name: { de: 'Flaggen' }, sortOrder: 0 })).body.data._id;
  const article = async (de: string, extra: object) => (await t.call(manager, 'POST', `${F}/article/venue/${bh}`, { name: { de }, category, price: 2, ...extra })).body.data._id;
  shown = await article('Sichtbar', { sortOrder: 2 });
  hidden = await article('Versteckt', { sortOrder: 1, visible: false });
  const gone = await article('Gelöscht', { sortOrder: 3 });
  await t.call(manager, 'DELETE', `${F}/article/${gone}`);
});
afterAll(() => t.close());

describe('articles=true', () => {
  it('each category row carries its live articles in sort order; without the flag none', async () => {
    const res = await t.call(manager, 'GET', `${F}/category/venue/${bh}?articles=true&limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = res.body.data.find((c: any) => c._id === category);
    expect(row.articles.map((a: any) => a._id)).toEqual([hidden, shown]);
    expect(row.articles[0]).toMatchObject({ category, venue: bh, name: { de: 'Versteckt' } });
    // categories without articles carry an empty list; the other demo categories their own
    expect(res.body.data.every((c: any) => Array.isArray(c.articles))).toBe(true);
    expect(res.body.data.flatMap((c: any) => c.articles).every((a: any) => a.category !== undefined)).toBe(true);
    const plain = await t.call(manager, 'GET', `${F}/category/venue/${bh}?limit=100`);
    expect(plain.body.data.find((c: any) => c._id === category)).not.toHaveProperty('articles');
    const off = await t.call(manager, 'GET', `${F}/category/venue/${bh}?articles=false&limit=100`);
    expect(off.body.data.find((c: any) => c._id === category)).not.toHaveProperty('articles');
  });

  it('with hidden=false the embedded articles leave out hidden ones', async () => {
    const res = await t.call(manager, 'GET', `${F}/category/venue/${bh}?articles=true&hidden=false&limit=100`);
    expect(res.body.data.find((c: any) => c._id === category).articles.map((a: any) => a._id)).toEqual([shown]);
  });

  it('is accepted and changes nothing on lists articles do not point at', async () => {
    for (const url of ['/api/v1/general/venue/list', '/api/v1/general/customergroup', '/api/v1/audit']) {
      const flagged = await t.call(admin, 'GET', `${url}?articles=true&hidden=true`);
      expect(flagged.status, `${url}: ${JSON.stringify(flagged.body)}`).toBe(200);
      const plain = await t.call(admin, 'GET', url);
      expect(flagged.body.total).toBe(plain.body.total);
      expect(flagged.body.data.map((r: any) => r._id)).toEqual(plain.body.data.map((r: any) => r._id));
      expect(flagged.body.data.some((r: any) => 'articles' in r)).toBe(false);
    }
  });

  it('needs the right to read articles', async () => {
    const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Category reader', slug: 'category_reader', permissions: ['category.view'] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const group = (await t.call(admin, 'GET', `/api/v1/general/venue/${bh}`)).body.data.customerGroup;
    const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Cleo', email: 'cleo@example.com', password: 'Secret123', role: 'category_reader', customerGroup: group });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const cleo = await t.login('cleo@example.com');
    expect((await t.call(cleo, 'GET', `${F}/category/venue/${bh}`)).status).toBe(200);
    const res = await t.call(cleo, 'GET', `${F}/category/venue/${bh}?articles=true`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('a bad flag value is a 400; an entity\'s own articles field keeps its filter', async () => {
    expect((await t.call(manager, 'GET', `${F}/category/venue/${bh}?articles=maybe`)).body.code).toBe('INVALID_QUERY');
    expect((await t.call(manager, 'GET', `${F}/category/venue/${bh}?hidden=perhaps`)).body.code).toBe('INVALID_QUERY');
    const subs = await t.call(admin, 'GET', `/api/v1/general/subscription?articles[]=${shown}`);
    expect(subs.status, JSON.stringify(subs.body)).toBe(200);
    expect(subs.body.total).toBe(0);
  });
});

describe('the hidden flag', () => {
  it('hidden=true (and no flag) lists hidden records too; hidden=false leaves them out', async () => {
    const ids = async (q: string) => (await t.call(manager, 'GET', `${F}/article/venue/${bh}?category[]=${category}${q}`)).body.data.map((a: any) => a._id).sort();
    expect(await ids('')).toEqual([hidden, shown].sort());
    expect(await ids('&hidden=true')).toEqual([hidden, shown].sort());
    expect(await ids('&hidden=false')).toEqual([shown]);
    // an explicit visible filter decides itself
    expect(await ids('&hidden=false&visible[]=false')).toEqual([hidden]);
  });
});
