import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures';
import { multipartBody } from './helpers/multipartBody';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

/**
 * Subscriptions and subscription categories (spec part 2 §2-§4, §7): every call under
 * general/subscription and general/subscriptioncategory, the tenant scope of the records and of
 * what they name, bad input (422 naming the field, nothing written), and adding or removing a
 * subscription twice.
 */
let t: TestApp;
let admin: string;
let manager: string;
let brandB: string;
let venue: string;
let other: string;
let venueB: string;
let groupA: string;
let groupB: string;
const art: Record<string, string> = {};

const SUB = '/api/v1/general/subscription';
const CAT = '/api/v1/general/subscriptioncategory';

async function made(res: { status: number; body: any }): Promise<any> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}
const paths = (res: { body: any }) => (res.body.errors ?? []).map((e: any) => e.path);
const count = async (entity: string) => Number((await t.db.kysely.selectFrom(t.services.registry.get(entity)?.table ?? entity).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const audits = async (subject: string, action: string) =>
  (await t.call(admin, 'GET', `/api/v1/audit?subject[]=${subject}&action[]=${action}`)).body.data as any[];

async function article(token: string, v: string, name: string): Promise<string> {
  const category = (await made(await t.call(token, 'POST', `/api/v1/foodcard/category/venue/${v}`, { name: { de: `Kat ${name}` } })))._id;
  return (await made(await t.call(token, 'POST', `/api/v1/foodcard/article/venue/${v}`, { name: { de: name }, category, price: 4.2 })))._id;
}

async function upload(token: string, url: string) {
  const { payload, headers } = multipartBody([{ content: fixtures.png, contentType: 'image/png', filename: 'abo.png' }]);
  const res = await t.app.inject({ method: 'PATCH', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  venue = await t.venueId(admin, 'BM01');
  other = await t.venueId(admin, 'BH02');
  groupA = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data.customerGroup;
  groupB = (await made(await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Abo Brand B', slug: 'abo_brand_b' })))._id;
  venueB = (await made(await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Abo Venue B', readableId: 'AB77', customerGroup: groupB })))._id;
  await made(await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'B', email: 'abo-b@example.com', password: PASSWORD, role: 'manager', customerGroup: groupB }));
  brandB = await t.login('abo-b@example.com');
  art.burger = await article(admin, venue, 'Abo-Burger');
  art.fries = await article(admin, venue, 'Abo-Pommes');
  art.otherVenue = await article(admin, other, 'Hafen-Burger');
  art.brandB = await article(admin, venueB, 'B-Burger');
});
afterAll(() => t.close());

describe('subscriptions (general/subscription)', () => {
  it('create, list, show, update and delete; prices are numbers like article prices', async () => {
    const body = {
      venue, name: { de: 'Mittagstisch-Abo', en: 'Lunch table plan' }, price: 49.9, factor: 1, unit: 'month', maxPricePerOrder: 14, maxPricePerArticle: 10,
      maxArticlesPerOrder: 2, maxOrdersPerDay: 1, minimumOrderOffset: 30, automaticallyRenew: true, tax: 7, articles: [art.burger, art.fries],
      linkedCustomerGroup: groupA, useMasterFoodcard: true,
    };
    const created = await made(await t.call(manager, 'POST', SUB, body));
    expect(created).toMatchObject({ ...body, isActive: true, customerGroup: groupA });
    expect((await audits(created._id, 'create')).length).toBe(1);

    const list = await t.call(manager, 'GET', `${SUB}?venue[]=${venue}&q=mittagstisch`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: any) => s._id)).toEqual([created._id]);
    expect((await t.call(manager, 'GET', `${SUB}/${created._id}`)).body.data.price).toBe(49.9);
    expect((await t.call(manager, 'GET', `${SUB}/all?venue[]=${venue}`)).body.data.map((s: any) => s._id)).toContain(created._id);
    // The venue's brand is kept on the record, so a category's picker lists that brand's only.
    expect((await t.call(admin, 'GET', `${SUB}/all?customerGroup[]=${groupA}`)).body.data.map((s: any) => s._id)).toContain(created._id);
    expect((await t.call(admin, 'GET', `${SUB}/all?customerGroup[]=${groupB}`)).body.data.map((s: any) => s._id)).not.toContain(created._id);

    const patched = await t.call(manager, 'PATCH', `${SUB}/${created._id}`, { price: 39.5, articles: [art.fries], isActive: false });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({ price: 39.5, articles: [art.fries], isActive: false });

    const img = await upload(manager, `${SUB}/${created._id}/image`);
    expect(img.status, JSON.stringify(img.body)).toBe(200);
    expect(img.body.data.image).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await audits(created._id, 'uploadImage')).length).toBe(1);

    expect((await t.call(manager, 'DELETE', `${SUB}/${created._id}`)).status).toBe(200);
    expect((await t.call(manager, 'GET', `${SUB}/${created._id}`)).status).toBe(404);
  });

  it('bad input is a 422 naming the field, and nothing is written', async () => {
    const base = { venue, name: { de: 'Fehler-Abo' }, price: 5 };
    const cases: [Record<string, unknown>, string][] = [
      [{ price: -1 }, 'price'],
      [{ price: 'teuer' }, 'price'],
      [{ unit: 'decade' }, 'unit'],
      [{ factor: 0 }, 'factor'],
      [{ tax: 120 }, 'tax'],
      [{ maxOrdersPerDay: 1.5 }, 'maxOrdersPerDay'],
      [{ articles: [art.burger, art.otherVenue] }, 'articles.1'],
      [{ articles: [art.brandB] }, 'articles.0'],
      [{ articles: ['nope'] }, 'articles.0'],
      [{ linkedCustomerGroup: groupB }, 'linkedCustomerGroup'],
      [{ maxPricePerOrder: 5, maxPricePerArticle: 6 }, 'maxPricePerArticle'],
      [{ image: 'abc' }, 'image'],
      [{ customerGroup: groupA }, 'customerGroup'],
      [{ colour: 'red' }, 'colour'],
    ];
    const before = await count('subscription');
    const auditBefore = await count('audit');
    for (const [extra, field] of cases) {
      const res = await t.call(manager, 'POST', SUB, { ...base, ...extra });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(paths(res), field).toContain(field);
    }
    const missing = await t.call(manager, 'POST', SUB, { venue, price: 3 });
    expect(missing.status).toBe(422);
    expect(paths(missing)).toContain('name');
    expect(await count('subscription')).toBe(before);

    const sub = await made(await t.call(manager, 'POST', SUB, base));
    const snapshot = (await t.call(manager, 'GET', `${SUB}/${sub._id}`)).body.data;
    for (const [patch, field] of [[{ venue: other }, 'venue'], [{ articles: [art.otherVenue] }, 'articles.0'], [{ maxPricePerOrder: 1, maxPricePerArticle: 2 }, 'maxPricePerArticle']] as const) {
      const res = await t.call(manager, 'PATCH', `${SUB}/${sub._id}`, patch);
      expect(res.status, field).toBe(422);
      expect(paths(res)).toEqual([field]);
    }
    expect((await t.call(manager, 'GET', `${SUB}/${sub._id}`)).body.data).toEqual(snapshot);
    expect(await count('audit')).toBe(auditBefore + 1);
  });

  it('another brand neither sees nor changes them, nor creates them in a foreign venue', async () => {
    const sub = await made(await t.call(manager, 'POST', SUB, { venue, name: { de: 'Nur A' }, price: 1 }));
    expect((await t.call(brandB, 'GET', `${SUB}?limit=1000`)).body.data.map((s: any) => s._id)).not.toContain(sub._id);
    expect((await t.call(brandB, 'GET', `${SUB}/${sub._id}`)).status).toBe(404);
    expect((await t.call(brandB, 'PATCH', `${SUB}/${sub._id}`, { price: 2 })).status).toBe(404);
    expect((await t.call(brandB, 'DELETE', `${SUB}/${sub._id}`)).status).toBe(404);
    expect((await upload(brandB, `${SUB}/${sub._id}/image`)).status).toBe(404);
    const before = await count('subscription');
    expect((await t.call(brandB, 'POST', SUB, { venue, name: { de: 'Eindringling' }, price: 1 })).status).toBe(404);
    expect(await count('subscription')).toBe(before);
    expect((await t.call(manager, 'GET', `${SUB}/${sub._id}`)).body.data.price).toBe(1);
    // Signed out: 401.
    expect((await t.call(null, 'GET', SUB)).status).toBe(401);
  });
});

describe('subscription categories (general/subscriptioncategory)', () => {
  let subA: any;
  let subA2: any;
  let subB: any;

  beforeAll(async () => {
    subA = await made(await t.call(manager, 'POST', SUB, { venue, name: { de: 'Kaffee-Abo' }, price: 9.9, unit: 'week' }));
    subA2 = await made(await t.call(manager, 'POST', SUB, { venue: other, name: { de: 'Hafen-Abo' }, price: 19 }));
    subB = await made(await t.call(brandB, 'POST', SUB, { venue: venueB, name: { de: 'B-Abo' }, price: 5 }));
  });

  it('create, list, show, update and delete; the brand is the caller\'s', async () => {
    const cat = await made(await t.call(manager, 'POST', CAT, { name: { de: 'Firmen-Abos' }, venues: [venue, other], subscriptions: [subA._id], canCombine: true }));
    expect(cat).toMatchObject({ customerGroup: groupA, venues: [venue, other], subscriptions: [subA._id], canCombine: true, isActive: true });
    expect((await t.call(manager, 'GET', `${CAT}?q=firmen`)).body.data.map((c: any) => c._id)).toContain(cat._id);
    expect((await t.call(manager, 'GET', `${CAT}/${cat._id}`)).body.data.name).toEqual({ de: 'Firmen-Abos' });
    const patched = await t.call(manager, 'PATCH', `${CAT}/${cat._id}`, { isActive: false, description: { de: 'Für Firmen' } });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ isActive: false, description: { de: 'Für Firmen' } });
    const img = await upload(manager, `${CAT}/${cat._id}/image`);
    expect(img.status).toBe(200);
    expect(typeof img.body.data.image).toBe('string');
    expect((await t.call(manager, 'DELETE', `${CAT}/${cat._id}`)).status).toBe(200);
    expect((await t.call(manager, 'GET', `${CAT}/${cat._id}`)).status).toBe(404);

    // A category serves the whole brand: an operator of some of its venues (no linked group) reads
    // them but writes none.
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'POST', CAT, { name: { de: 'Operator-Kategorie' }, venues: [venue] })).status).toBe(403);
    expect((await t.call(operator, 'GET', CAT)).status).toBe(200);
    // An admin names the brand or a venue of it.
    expect((await made(await t.call(admin, 'POST', CAT, { name: { de: 'Admin-Kategorie' }, venues: [venueB] }))).customerGroup).toBe(groupB);
  });

  it('bad input is a 422 naming the field, and nothing is written', async () => {
    const before = await count('subscriptionCategory');
    const cases: [string, Record<string, unknown>, string][] = [
      ['manager', { venues: [venue, venueB] }, 'venues.1'],
      ['manager', { subscriptions: [subB._id] }, 'subscriptions.0'],
      ['manager', { subscriptions: [subA._id, subA._id] }, 'subscriptions'],
      ['manager', { customerGroup: groupB }, 'customerGroup'],
      ['manager', { canCombine: 'ja' }, 'canCombine'],
      ['manager', { name: 'Nur Text' }, 'name'],
      ['admin', {}, 'customerGroup'],
      ['admin', { customerGroup: groupA, subscriptions: [subB._id] }, 'subscriptions.0'],
    ];
    for (const [who, extra, field] of cases) {
      const res = await t.call(who === 'admin' ? admin : manager, 'POST', CAT, { name: { de: 'Fehler' }, ...extra });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(paths(res), field).toContain(field);
    }
    expect(await count('subscriptionCategory')).toBe(before);
  });

  it('add and remove a subscription, each twice: the second call changes nothing', async () => {
    const cat = await made(await t.call(manager, 'POST', CAT, { name: { de: 'Wechsel' } }));
    const add = (id: string, token = manager, cid = cat._id) => t.call(token, 'POST', `${CAT}/${cid}/addSubscription`, { subscription: id });
    const remove = (id: string, token = manager, cid = cat._id) => t.call(token, 'POST', `${CAT}/${cid}/removeSubscription`, { subscription: id });

    const first = await add(subA._id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.subscriptions).toEqual([subA._id]);
    const again = await add(subA._id);
    expect(again.status).toBe(200);
    expect(again.body.data.subscriptions).toEqual([subA._id]);
    expect(again.body.data.updatedAt).toBe(first.body.data.updatedAt);
    expect((await add(subA2._id)).body.data.subscriptions).toEqual([subA._id, subA2._id]);
    expect((await audits(cat._id, 'addSubscription')).length).toBe(2);

    const out = await remove(subA._id);
    expect(out.status).toBe(200);
    expect(out.body.data.subscriptions).toEqual([subA2._id]);
    const outAgain = await remove(subA._id);
    expect(outAgain.status).toBe(200);
    expect(outAgain.body.data.subscriptions).toEqual([subA2._id]);
    expect((await audits(cat._id, 'removeSubscription')).length).toBe(1);
    const audit = (await audits(cat._id, 'removeSubscription'))[0];
    expect(audit.changes.subscriptions).toEqual({ before: [subA._id, subA2._id], after: [subA2._id] });
  });

  it('refuses a subscription of another brand, an unknown one or a bad body, and other brands\' categories; nothing is written', async () => {
    const cat = await made(await t.call(manager, 'POST', CAT, { name: { de: 'Geschützt' }, subscriptions: [subA._id] }));
    const snapshot = (await t.call(manager, 'GET', `${CAT}/${cat._id}`)).body.data;
    const auditBefore = await count('audit');

    const foreign = await t.call(manager, 'POST', `${CAT}/${cat._id}/addSubscription`, { subscription: subB._id });
    expect(foreign.status).toBe(422);
    expect(paths(foreign)).toEqual(['subscriptions.1']);
    const unknown = await t.call(manager, 'POST', `${CAT}/${cat._id}/addSubscription`, { subscription: 'eeeeeeeeeeeeeeeeeeeeeeee' });
    expect(unknown.status).toBe(422);
    for (const body of [{}, { subscription: 'x' }, { subscription: subA2._id, extra: 1 }]) {
      const res = await t.call(manager, 'POST', `${CAT}/${cat._id}/addSubscription`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(paths(res).join()).toMatch(/subscription|extra/);
    }
    // Brand B cannot read or change A's category, by any call.
    expect((await t.call(brandB, 'GET', `${CAT}/${cat._id}`)).status).toBe(404);
    expect((await t.call(brandB, 'GET', `${CAT}?limit=1000`)).body.data.map((c: any) => c._id)).not.toContain(cat._id);
    expect((await t.call(brandB, 'POST', `${CAT}/${cat._id}/addSubscription`, { subscription: subB._id })).status).toBe(404);
    expect((await t.call(brandB, 'POST', `${CAT}/${cat._id}/removeSubscription`, { subscription: subA._id })).status).toBe(404);
    expect((await t.call(brandB, 'PATCH', `${CAT}/${cat._id}`, { isActive: false })).status).toBe(404);
    expect((await t.call(brandB, 'DELETE', `${CAT}/${cat._id}`)).status).toBe(404);
    // B cannot put A's subscription into its own category either.
    const catB = await made(await t.call(brandB, 'POST', CAT, { name: { de: 'B-Kategorie' } }));
    expect(catB.customerGroup).toBe(groupB);
    expect((await t.call(brandB, 'POST', `${CAT}/${catB._id}/addSubscription`, { subscription: subA._id })).status).toBe(422);
    expect((await t.call(brandB, 'POST', `${CAT}/${catB._id}/addSubscription`, { subscription: subB._id })).body.data.subscriptions).toEqual([subB._id]);

    expect((await t.call(manager, 'GET', `${CAT}/${cat._id}`)).body.data).toEqual(snapshot);
    expect(await count('audit')).toBe(auditBefore + 2); // B's category and its one add
    expect((await t.call(manager, 'POST', `${CAT}/eeeeeeeeeeeeeeeeeeeeeeee/addSubscription`, { subscription: subA._id })).status).toBe(404);
  });

  it('a deleted subscription leaves the categories holding it', async () => {
    const gone = await made(await t.call(manager, 'POST', SUB, { venue, name: { de: 'Auslaufend' }, price: 3 }));
    const cat = await made(await t.call(manager, 'POST', CAT, { name: { de: 'Mit Auslauf' }, subscriptions: [subA._id, gone._id] }));
    expect((await t.call(manager, 'DELETE', `${SUB}/${gone._id}`)).status).toBe(200);
    expect((await t.call(manager, 'GET', `${CAT}/${cat._id}`)).body.data.subscriptions).toEqual([subA._id]);
    expect((await audits(cat._id, 'removeSubscription')).length).toBe(1);
  });

  it('the demo brand has a category with its subscriptions', async () => {
    const cats = (await t.call(manager, 'GET', `${CAT}?q=firmen-abos`)).body.data;
    expect(cats.length).toBeGreaterThan(0);
    const demo = cats.find((c: any) => c.name.de === 'Firmen-Abos');
    expect(demo.subscriptions.length).toBe(2);
    for (const id of demo.subscriptions) expect((await t.call(manager, 'GET', `${SUB}/${id}`)).body.data.venue).toBe(venue);
  });
});
