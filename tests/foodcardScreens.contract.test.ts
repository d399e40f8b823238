import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

const A = '/api/v1/foodcard/article';
const C = '/api/v1/foodcard/category';

let t: TestApp;
let admin: string;
let venue: string;
let category: string;
let article: string;
/** holds article.view and article.update.simple only, for the seeded operator's venues */
let simpleEditor: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  category = (await t.call(admin, 'POST', `${C}/venue/${venue}`, { name: { de: 'Burger' } })).body.data._id;
  const created = await t.call(admin, 'POST', `${A}/venue/${venue}`, { name: { de: 'Käseburger' }, category, price: 9.5, number: 'B1' });
  expect(created.status).toBe(201);
  article = created.body.data._id;
  const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Menu helper', slug: 'menu_helper', permissions: ['venue.view', 'article.view', 'article.update.simple'] });
  expect(role.status).toBe(201);
  const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Mia', email: 'mia@example.com', password: 'Secret123', role: 'menu_helper', venues: [venue] });
  expect(user.status).toBe(201);
  simpleEditor = await t.login('mia@example.com');
});
afterAll(() => t.close());

describe('simple article edit', () => {
  it('changes the simple field set only, audited as updateSimple', async () => {
    const res = await t.call(simpleEditor, 'PATCH', `${A}/${article}/simple`, { price: 10.9, visible: false, name: { de: 'Cheeseburger', en: 'Cheeseburger' }, allergens: ['milk'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 10.9, visible: false, name: { de: 'Cheeseburger' }, allergens: ['milk'], number: 'B1' });
    // the search field follows the new German name
    const found = await t.call(admin, 'GET', `${A}/venue/${venue}?q=cheese`);
    expect(found.body.data.map((a: { _id: string }) => a._id)).toContain(article);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${article}&action[]=updateSimple`);
    expect(audit.body.data).toHaveLength(1);
  });

  it('refuses fields outside the simple set and the full update without article.update', async () => {
    for (const body of [{ number: 'X9' }, { category }, { taxInside: 7 }, { price: 1, internalNote: 'x' }]) {
      const res = await t.call(simpleEditor, 'PATCH', `${A}/${article}/simple`, body);
      expect(res.status).toBe(422);
    }
    expect((await t.call(simpleEditor, 'PATCH', `${A}/${article}`, { price: 2 })).status).toBe(403);
    expect((await t.call(simpleEditor, 'PATCH', `${A}/${article}/simple`, {})).status).toBe(422);
    expect((await t.call(admin, 'GET', `${A}/${article}`)).body.data.number).toBe('B1');
  });

  it('needs article.update.simple and stays in the tenant', async () => {
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'PATCH', `${A}/${article}/simple`, { price: 3 })).status).toBe(403);
    const other = await t.venueId(admin, 'BA03');
    const otherCategory = (await t.call(admin, 'POST', `${C}/venue/${other}`, { name: { de: 'Salate' } })).body.data._id;
    const foreign = (await t.call(admin, 'POST', `${A}/venue/${other}`, { name: { de: 'Salat' }, category: otherCategory, price: 5 })).body.data._id;
    expect((await t.call(simpleEditor, 'PATCH', `${A}/${foreign}/simple`, { price: 3 })).status).toBe(404);
    expect((await t.call(admin, 'PATCH', `${A}/${foreign}/simple`, { price: 3 })).status).toBe(200);
  });
});

describe('simple option group edit', () => {
  it('changes texts and flags only, with option.update.simple', async () => {
    const group = (await t.call(admin, 'POST', `/api/v1/foodcard/option/venue/${venue}`, { name: { de: 'Soßen' }, limit: 2 })).body.data._id;
    const res = await t.call(admin, 'PATCH', `/api/v1/foodcard/option/${group}/simple`, { name: { de: 'Saucen' }, visible: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: { de: 'Saucen' }, visible: false, limit: 2 });
    expect((await t.call(admin, 'PATCH', `/api/v1/foodcard/option/${group}/simple`, { limit: 5 })).status).toBe(422);
    expect((await t.call(simpleEditor, 'PATCH', `/api/v1/foodcard/option/${group}/simple`, { visible: true })).status).toBe(403);
  });
});

describe('machine translation', () => {
  const body = { from: 'de', to: 'en', texts: ['Käseburger', 'mit Pommes'] };

  it('answers a clear error while no provider is configured', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/foodcard/translation/machine', body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('MACHINE_TRANSLATION_MISSING');
    expect(res.body.message).toMatch(/no machine translation provider is configured/i);
  });

  // With a provider: tests/providers.contract.test.ts.

  it('needs foodcard.import', async () => {
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'POST', '/api/v1/foodcard/translation/machine', body)).status).toBe(403);
  });
});
