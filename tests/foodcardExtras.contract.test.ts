import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, parseCall } from '../src/core/apiSpec';
import { notificationFor } from '../src/admin/providers/errorCatalogue';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * Product combos, inventory, upsells and basket recommendations (spec part 2 §2, §3, §7): CRUD,
 * their rules, references into another venue, and who may call them.
 */
let t: TestApp;
let admin: string;
let venue: string;
let other: string;
const ids: Record<string, string> = {};

const COMBO = '/api/v1/foodcard/product-combo';
const UPSELL = '/api/v1/general/upsells';
const INVENTORY = '/api/v1/general/inventory';
const REC = '/api/v1/general/cartrecommendation';

async function made(res: { status: number; body: any }): Promise<string> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data._id;
}

const article = async (v: string, category: string, name: string, extra: Record<string, unknown> = {}) =>
  made(await t.call(admin, 'POST', `/api/v1/foodcard/article/venue/${v}`, { name: { de: name }, category, price: 3.5, ...extra }));
const articleDoc = async (id: string) => (await t.call(admin, 'GET', `/api/v1/foodcard/article/${id}`)).body.data;
const paths = (res: { body: any }) => (res.body.errors ?? []).map((e: any) => e.path);

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  other = await t.venueId(admin, 'BH02');
  const category = await made(await t.call(admin, 'POST', `/api/v1/foodcard/category/venue/${venue}`, { name: { de: 'Getränke' } }));
  const foreignCategory = await made(await t.call(admin, 'POST', `/api/v1/foodcard/category/venue/${other}`, { name: { de: 'Fremd' } }));
  ids.cola = await article(venue, category, 'Cola', { number: '101' });
  ids.fanta = await article(venue, category, 'Fanta', { number: '102' });
  ids.hidden = await article(venue, category, 'Versteckt', { number: '103', visible: false });
  ids.fries = await article(venue, category, 'Pommes', { number: '104' });
  ids.burger = await article(venue, category, 'Burger', { number: '105' });
  ids.foreign = await article(other, foreignCategory, 'Fremdartikel', { number: '101' });
  ids.option = await made(await t.call(admin, 'POST', `/api/v1/foodcard/option/venue/${venue}`, { name: { de: 'Soßen' } }));
  ids.ketchup = await made(await t.call(admin, 'POST', `/api/v1/foodcard/option-article/venue/${venue}`, { name: { de: 'Ketchup' }, option: ids.option, price: 0.5, optionNumber: 'K1' }));
});
afterAll(() => t.close());

describe('product combos (venue update)', () => {
  it('create, read, update, delete; slots name articles or option groups of the venue', async () => {
    const id = await made(await t.call(admin, 'POST', `${COMBO}/venue/${venue}`, { name: { de: 'Burger-Menü' }, internalName: 'menu1', price: 9.9 }));
    const created = (await t.call(admin, 'GET', `${COMBO}/${id}`)).body.data;
    expect(created).toMatchObject({ venue, isActive: false, price: 9.9, slots: [] });

    const slots = [{ name: { de: 'Hauptgericht' }, articles: [ids.burger] }, { articles: [ids.cola, ids.fanta], options: [ids.option] }];
    const updated = await t.call(admin, 'PATCH', `${COMBO}/${id}`, { slots, isActive: true });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.slots[1]).toMatchObject({ articles: [ids.cola, ids.fanta], options: [ids.option], quantity: 1 });

    const list = await t.call(admin, 'GET', `${COMBO}/venue/${venue}?q=menu1`);
    expect(list.body.data.map((c: any) => c._id)).toEqual([id]);
    expect((await t.call(admin, 'GET', `${COMBO}/venue/${other}`)).body.data).toEqual([]);

    expect((await t.call(admin, 'DELETE', `${COMBO}/${id}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `${COMBO}/${id}`)).status).toBe(404);
  });

  it('refuses empty slots, articles or option groups of another venue, and activating fewer than two slots', async () => {
    const base = { name: { de: 'X' }, price: 5 };
    const empty = await t.call(admin, 'POST', `${COMBO}/venue/${venue}`, { ...base, slots: [{ name: { de: 'leer' } }] });
    expect(empty.status).toBe(422);
    expect(paths(empty)).toEqual(['slots.0.articles']);
    const foreign = await t.call(admin, 'POST', `${COMBO}/venue/${venue}`, { ...base, slots: [{ articles: [ids.cola, ids.foreign] }] });
    expect(foreign.status).toBe(422);
    expect(paths(foreign)).toEqual(['slots.0.articles.1']);
    const lone = await t.call(admin, 'POST', `${COMBO}/venue/${venue}`, { ...base, slots: [{ articles: [ids.cola] }], isActive: true });
    expect(lone.status).toBe(422);
    expect(paths(lone)).toEqual(['isActive']);
  });

  it('a brand manager (venue update) may, staff may not', async () => {
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'GET', `${COMBO}/venue/${venue}`)).status).toBe(200);
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'GET', `${COMBO}/venue/${venue}`)).status).toBe(403);
    expect((await t.call(staff, 'POST', `${COMBO}/venue/${venue}`, { name: { de: 'X' }, price: 1, slots: [] })).status).toBe(403);
  });
});

describe('upsells: one per type and venue', () => {
  const byType = (type: string, v = venue) => `${UPSELL}/venue/${v}/type/${type}`;

  it('GET by type answers 404 while the type has none, and the admin shows no notice for it', async () => {
    const res = await t.call(admin, 'GET', byType('goal'));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    // The admin calls the URL the schema declares; its error catalogue stays silent on that 404 only.
    const entity = t.services.registry.get('upsell')!;
    const url = '/api/' + fillPath(parseCall(entity.def['x-api']!.base, entity.def['x-actions']!.byType.call).path, { venue, type: 'goal' });
    expect(url).toBe(byType('goal'));
    expect(notificationFor(404, url)).toBeNull();
    expect(notificationFor(500, url)).toBe('errors.internal');
    expect(notificationFor(404, `${REC}/${venue}`)).toBe('errors.notFound');
    expect((await t.call(admin, 'GET', byType('discount'))).status).toBe(400);
  });

  it('storing replaces the type\'s upsell; the other types are untouched; deleting clears the type', async () => {
    const first = await made(await t.call(admin, 'POST', UPSELL, { venue, type: 'addon', article: ids.fries, position: 1, mov: 10 }));
    const upgrade = await made(await t.call(admin, 'POST', UPSELL, { venue, type: 'upgrade', pluSmall: 'S1', pluLarge: 'L1' }));
    const second = await made(await t.call(admin, 'POST', UPSELL, { venue, type: 'addon', article: ids.cola, position: 2 }));
    expect(second).not.toBe(first);

    const current = await t.call(admin, 'GET', byType('addon'));
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ _id: second, type: 'addon', article: ids.cola, position: 2, isMaster: false });
    expect((await t.call(admin, 'GET', `${UPSELL}/${first}`)).status).toBe(404);
    const list = (await t.call(admin, 'GET', `${UPSELL}/venue/${venue}`)).body.data;
    expect(list.map((u: any) => [u.type, u._id])).toEqual([['addon', second], ['upgrade', upgrade]]);
    // The replaced one is audited as deleted.
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${first}&action[]=delete`);
    expect(audit.body.data).toHaveLength(1);

    const updated = await t.call(admin, 'PATCH', `${UPSELL}/${second}`, { mov: 12.5, isMaster: true });
    expect(updated.body.data).toMatchObject({ mov: 12.5, isMaster: true });

    expect((await t.call(admin, 'DELETE', `${UPSELL}/${second}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', byType('addon'))).status).toBe(404);
    expect((await t.call(admin, 'GET', byType('upgrade'))).body.data._id).toBe(upgrade);
    // Another venue has its own set.
    expect((await t.call(admin, 'GET', byType('upgrade', other))).status).toBe(404);
  });

  it('each type needs its fields; the article is one of the venue', async () => {
    const goal = await t.call(admin, 'POST', UPSELL, { venue, type: 'goal' });
    expect(goal.status).toBe(422);
    expect(paths(goal)).toEqual(['roundTo', 'pluToAdd']);
    expect((await t.call(admin, 'POST', UPSELL, { venue, type: 'goal', roundTo: 1, pluToAdd: 'DON1' })).status).toBe(201);
    const same = await t.call(admin, 'POST', UPSELL, { venue, type: 'upgrade', pluSmall: 'A', pluLarge: 'A' });
    expect(paths(same)).toEqual(['pluLarge']);
    const foreign = await t.call(admin, 'POST', UPSELL, { venue, type: 'addon', article: ids.foreign });
    expect(foreign.status).toBe(422);
    expect(paths(foreign)).toEqual(['article']);
    const upsell = (await t.call(admin, 'GET', byType('goal'))).body.data;
    const cleared = await t.call(admin, 'PATCH', `${UPSELL}/${upsell._id}`, { roundTo: null });
    expect(paths(cleared)).toEqual(['roundTo']);
  });
});

describe('upsells: who reads and writes them', () => {
  it('any tenant member reads its own venues\' upsells (the menu item needs no permission); writes need the upsell rights', async () => {
    const staff = await t.login('staff@example.com');
    const own = (await t.call(staff, 'GET', '/api/v1/general/venue/list')).body.data.map((v: any) => v._id);
    expect(own).toHaveLength(1);
    const read = await t.call(staff, 'GET', `${UPSELL}/venue/${own[0]}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(Array.isArray(read.body.data)).toBe(true);
    // 200 with the type's upsell, 404 while it has none: either way not refused.
    expect([200, 404]).toContain((await t.call(staff, 'GET', `${UPSELL}/venue/${own[0]}/type/goal`)).status);
    // The scope still applies: a venue outside the member's is not found.
    const outside = [venue, other].find((v) => !own.includes(v))!;
    expect((await t.call(staff, 'GET', `${UPSELL}/venue/${outside}`)).status).toBe(404);
    const before = (await t.call(admin, 'GET', `${UPSELL}/venue/${own[0]}`)).body.data;
    const write = await t.call(staff, 'POST', UPSELL, { venue: own[0], type: 'upgrade', pluSmall: 'S9', pluLarge: 'L9' });
    expect(write.status).toBe(403);
    expect((await t.call(admin, 'GET', `${UPSELL}/venue/${own[0]}`)).body.data).toEqual(before);
  });

  it('a self-registered account without a brand reads none', async () => {
    const reg = await t.call(null, 'POST', '/api/v1/auth/register', { name: 'Nobody', email: 'nobody-upsell@example.com', password: PASSWORD, privacyAccepted: true });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const nobody = await t.login('nobody-upsell@example.com');
    expect((await t.call(nobody, 'GET', `${UPSELL}/venue/${venue}`)).status).toBe(403);
    expect((await t.call(nobody, 'GET', `${UPSELL}/venue/${venue}/type/goal`)).status).toBe(403);
  });
});

describe('inventory', () => {
  let colaEntry: string;

  it('an entry counts one stock for its articles and option articles and mirrors it into their stock', async () => {
    colaEntry = await made(await t.call(admin, 'POST', INVENTORY, { venue, name: 'Cola-Flaschen', stock: 5, articles: [ids.cola], options: [ids.ketchup] }));
    expect((await articleDoc(ids.cola)).stock).toBe(5);
    expect((await t.call(admin, 'GET', `/api/v1/foodcard/option-article/${ids.ketchup}`)).body.data.stock).toBe(5);
    await made(await t.call(admin, 'POST', INVENTORY, { venue, stock: 3, articles: [ids.fanta, ids.fries] }));

    const res = await t.call(admin, 'PATCH', `${INVENTORY}/venue/${venue}/inventory/${colaEntry}`, { stock: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await articleDoc(ids.cola)).stock).toBe(7);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${ids.cola}&action[]=inventory`);
    expect(audit.body.data.length).toBe(2);
  });

  it('GET venue/{venue}: products grouped into articles and options, with search and ignoreByNumber', async () => {
    const grouped = async (query = '') => {
      const res = await t.call(admin, 'GET', `${INVENTORY}/venue/${venue}${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data as { articles: any[]; options: any[] };
    };
    const all = await grouped();
    expect(all.articles.map((p) => [p.article.name.de, p.article.number, p.stock])).toEqual([['Cola', '101', 7], ['Fanta', '102', 3], ['Pommes', '104', 3]]);
    expect(all.options).toEqual([{ entry: colaEntry, entryName: 'Cola-Flaschen', stock: 7, article: { _id: ids.ketchup, optionNumber: 'K1', name: { de: 'Ketchup' } } }]);

    expect((await grouped('?search=FAN')).articles.map((p) => p.article._id)).toEqual([ids.fanta]);
    expect((await grouped('?search=104')).articles.map((p) => p.article._id)).toEqual([ids.fries]);
    // The entry's name finds all its products.
    const byEntry = await grouped('?search=flaschen');
    expect([byEntry.articles.length, byEntry.options.length]).toEqual([1, 1]);
    const ignored = await grouped('?ignoreByNumber=101,%20104&ignoreByNumber=K1');
    expect(ignored.articles.map((p) => p.article._id)).toEqual([ids.fanta]);
    expect(ignored.options).toEqual([]);
    expect((await t.call(admin, 'GET', `${INVENTORY}/venue/${venue}?sort=stock`)).status).toBe(400);
    expect((await grouped()).articles).toHaveLength(3);
    expect((await t.call(admin, 'GET', `${INVENTORY}/venue/${other}`)).body.data).toEqual({ articles: [], options: [] });
  });

  it('a product is in one entry; products are of the venue; an entry has one', async () => {
    const twice = await t.call(admin, 'POST', INVENTORY, { venue, stock: 1, articles: [ids.burger, ids.cola] });
    expect(twice.status).toBe(422);
    expect(paths(twice)).toEqual(['articles.1']);
    const foreign = await t.call(admin, 'POST', INVENTORY, { venue, stock: 1, articles: [ids.foreign] });
    expect(paths(foreign)).toEqual(['articles.0']);
    const none = await t.call(admin, 'POST', INVENTORY, { venue, stock: 1, articles: [] });
    expect(paths(none)).toEqual(['articles']);
    // Through the other venue's path the entry is not found.
    expect((await t.call(admin, 'PATCH', `${INVENTORY}/venue/${other}/inventory/${colaEntry}`, { stock: 1 })).status).toBe(404);
  });

  it('a product taken out of the entry, or the deleted entry, is no longer tracked', async () => {
    const res = await t.call(admin, 'PATCH', `${INVENTORY}/venue/${venue}/inventory/${colaEntry}`, { articles: [] });
    expect(res.status).toBe(200);
    expect((await articleDoc(ids.cola)).stock).toBeUndefined();
    expect((await t.call(admin, 'DELETE', `${INVENTORY}/${colaEntry}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `/api/v1/foodcard/option-article/${ids.ketchup}`)).body.data.stock).toBeUndefined();
    expect((await t.call(admin, 'GET', `${INVENTORY}/venue/${venue}`)).body.data.options).toEqual([]);
  });
});

describe('basket recommendations', () => {
  let general: string;

  it('CRUD under general/cartrecommendation; one per order type and sub order type', async () => {
    general = await made(await t.call(admin, 'POST', REC, { venue, orderType: 'inside', articles: [ids.fanta, ids.hidden, ids.fries] }));
    const table = await made(await t.call(admin, 'POST', REC, { venue, orderType: 'inside', subOrderType: 'table', articles: [ids.fries] }));
    expect((await t.call(admin, 'GET', `${REC}/${general}`)).body.data).toMatchObject({ subOrderType: '', articles: [ids.fanta, ids.hidden, ids.fries] });
    const byVenue = (await t.call(admin, 'GET', `${REC}/venue/${venue}`)).body.data.map((r: any) => r._id);
    expect(byVenue.sort()).toEqual([general, table].sort());
    expect((await t.call(admin, 'GET', REC)).body.data.map((r: any) => r._id).sort()).toEqual([general, table].sort());

    const dup = await t.call(admin, 'POST', REC, { venue, orderType: 'inside', articles: [ids.cola] });
    expect(dup.status).toBe(422);
    expect(paths(dup)).toEqual(['orderType', 'subOrderType']);
    const foreign = await t.call(admin, 'POST', REC, { venue, orderType: 'takeaway', articles: [ids.foreign] });
    expect(paths(foreign)).toEqual(['articles.0']);
    expect(paths(await t.call(admin, 'PATCH', `${REC}/${table}`, { articles: [ids.foreign] }))).toEqual(['articles.0']);
    expect((await t.call(admin, 'PATCH', `${REC}/${table}`, { articles: [ids.fries, ids.burger] })).body.data.articles).toEqual([ids.fries, ids.burger]);
    expect((await t.call(admin, 'DELETE', `${REC}/${table}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `${REC}/${table}`)).status).toBe(404);
  });

  it('POST result: the matching recommendation, then what the basket articles recommend, minus the basket, offered articles only', async () => {
    const result = async (body: Record<string, unknown>) => {
      const res = await t.call(admin, 'POST', `${REC}/result`, { venue, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as any[]).map((a) => a.name.de);
    };
    await t.call(admin, 'PATCH', `/api/v1/foodcard/article/${ids.burger}`, { recommendations: [ids.cola, ids.fries, ids.hidden] });
    await made(await t.call(admin, 'POST', REC, { venue, orderType: 'inside', subOrderType: 'counter', articles: [ids.cola] }));

    // The general recommendation (hidden Versteckt left out) plus the burger's, without the basket's own fries.
    expect(await result({ orderType: 'inside', articles: [ids.burger, ids.fries] })).toEqual(['Fanta', 'Cola']);
    // A sub order type with its own recommendation uses it; one without falls back to the general one.
    expect(await result({ orderType: 'inside', subOrderType: 'counter', articles: [] })).toEqual(['Cola']);
    expect(await result({ orderType: 'inside', subOrderType: 'terrace', articles: [] })).toEqual(['Fanta', 'Pommes']);
    // No recommendation for delivery: only the basket articles' own.
    expect(await result({ orderType: 'delivery', articles: [ids.burger] })).toEqual(['Cola', 'Pommes']);
    // Inactive or not available for the order type: left out.
    await t.call(admin, 'PATCH', `/api/v1/foodcard/article/${ids.cola}`, { availability: { delivery: false } });
    await t.call(admin, 'PATCH', `/api/v1/foodcard/article/${ids.fries}`, { isActive: false });
    expect(await result({ orderType: 'delivery', articles: [ids.burger] })).toEqual([]);
    // Basket articles of another venue recommend nothing here.
    expect(await result({ orderType: 'takeaway', articles: [ids.foreign] })).toEqual([]);
    const bad = await t.call(admin, 'POST', `${REC}/result`, { venue, orderType: 'boat', articles: [] });
    expect(bad.status).toBe(422);
    expect(paths(bad)).toEqual(['orderType']);
  });
});

describe('permissions and venues', () => {
  it('staff (none of these permissions) gets 403 everywhere but the upsell reads (login only)', async () => {
    const staff = await t.login('staff@example.com');
    const calls: [string, string, unknown?][] = [
      ['POST', UPSELL, { venue, type: 'addon' }],
      ['GET', `${INVENTORY}/venue/${venue}`], ['GET', `${INVENTORY}/venue/${venue}/list`], ['POST', INVENTORY, { venue, stock: 1, articles: [ids.cola] }],
      ['GET', `${REC}/venue/${venue}`], ['POST', `${REC}/result`, { venue, orderType: 'inside', articles: [] }],
      ['POST', REC, { venue, orderType: 'takeaway', articles: [ids.cola] }],
    ];
    for (const [method, url, body] of calls) expect((await t.call(staff, method as 'GET', url, body)).status, `${method} ${url}`).toBe(403);
  });

  it('a user of one venue can neither read nor write another venue\'s records (404)', async () => {
    const perms = ['upsell', 'recommendations', 'inventory'].flatMap((r) => ['view', 'create', 'update', 'delete'].map((a) => `${r}.${a}`));
    expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Menu keeper', slug: 'menu_keeper', permissions: perms })).status).toBe(201);
    expect((await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Keeper', email: 'keeper@example.com', password: PASSWORD, role: 'menu_keeper', venues: [other] })).status).toBe(201);
    const keeper = await t.login('keeper@example.com');
    const goal = (await t.call(admin, 'GET', `${UPSELL}/venue/${venue}/type/goal`)).body.data;

    expect((await t.call(keeper, 'GET', `${UPSELL}/venue/${venue}/type/goal`)).status).toBe(404);
    expect((await t.call(keeper, 'GET', `${UPSELL}/${goal._id}`)).status).toBe(404);
    expect((await t.call(keeper, 'POST', UPSELL, { venue, type: 'goal', roundTo: 2, pluToAdd: 'X' })).status).toBe(404);
    expect((await t.call(admin, 'GET', `${UPSELL}/venue/${venue}/type/goal`)).body.data._id).toBe(goal._id);
    expect((await t.call(keeper, 'GET', `${INVENTORY}/venue/${venue}`)).status).toBe(404);
    expect((await t.call(keeper, 'POST', INVENTORY, { venue, stock: 1, articles: [ids.burger] })).status).toBe(404);
    expect((await t.call(keeper, 'POST', `${REC}/result`, { venue, orderType: 'inside', articles: [] })).status).toBe(404);
    expect((await t.call(keeper, 'GET', REC)).body.data).toEqual([]);
    // In its own venue, references into the other venue are refused.
    const own = await t.call(keeper, 'POST', REC, { venue: other, orderType: 'inside', articles: [ids.cola] });
    expect(own.status).toBe(422);
    expect((await t.call(keeper, 'POST', REC, { venue: other, orderType: 'inside', articles: [ids.foreign] })).status).toBe(201);
  });
});
