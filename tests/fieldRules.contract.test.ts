import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The §5 rules of both spec documents that compare fields, declared in the schemas as `x-rules`
 * (src/core/fieldRules.ts) and checked by the one server mechanism (src/server/rules/
 * assertFieldRules.ts); the formats upper case and phone; the venue flags only an administrator
 * sets (`x-admin-only`). Every rule with a passing and a failing value: a 422 on the dotted path.
 */
let t: TestApp;
let admin: string;
let manager: string;
let bm: string;
let category: string;

const V = '/api/v1/general/venue';
const F = '/api/v1/foodcard';
const PROMO = '/api/v1/general/promoCode';
const UPSELL = '/api/v1/general/upsells';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  bm = await t.venueId(admin, 'BM01');
  category = (await t.call(admin, 'GET', `${F}/category/venue/${bm}`)).body.data[0]._id;
});
afterAll(() => t.close());

/** The one field error of a 422 answer at `path`. */
function errorAt(res: { status: number; body: any }, path: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  const found = (res.body.errors ?? []).find((e: any) => e.path === path);
  expect(found, JSON.stringify(res.body.errors)).toBeDefined();
  return found;
}

const ok = (res: { status: number; body: any }) => expect([200, 201], JSON.stringify(res.body)).toContain(res.status);

describe('time before (an interval of an article\'s available hours)', () => {
  const article = (monday: object[]) => ({ name: { de: `Zeit ${Math.random()}` }, category, price: 3, availableHours: { monday } });

  it('refuses a start after the end, on the dotted path, and accepts one before or at it', async () => {
    const bad = await t.call(admin, 'POST', `${F}/article/venue/${bm}`, article([{ from: '11:00', to: '14:00' }, { from: '22:00', to: '18:00' }]));
    expect(errorAt(bad, 'availableHours.monday.1.from')).toMatchObject({ code: 'validation.timeBefore', params: { target: 'to' } });
    ok(await t.call(admin, 'POST', `${F}/article/venue/${bm}`, article([{ from: '18:00', to: '22:00' }])));
    ok(await t.call(admin, 'POST', `${F}/article/venue/${bm}`, article([{ from: '18:00', to: '18:00' }])));
  });

  it('checks an update that writes the hours, and leaves other edits of the record alone', async () => {
    const created = await t.call(admin, 'POST', `${F}/article/venue/${bm}`, article([{ from: '08:00', to: '09:00' }]));
    const id = created.body.data._id;
    const bad = await t.call(admin, 'PATCH', `${F}/article/${id}`, { availableHours: { monday: [{ from: '10:00', to: '09:59' }] } });
    expect(errorAt(bad, 'availableHours.monday.0.from').code).toBe('validation.timeBefore');
    ok(await t.call(admin, 'PATCH', `${F}/article/${id}`, { price: 4 }));
  });
});

describe('date before (a promotion\'s validity)', () => {
  const promo = (from: string, to: string) => ({ name: 'Dates', code: `D${Date.now()}${Math.floor(Math.random() * 1000)}`, type: 'relative', percent: 0.1, venue: bm, from, to });

  it('refuses a start after the end and accepts the right order', async () => {
    const bad = await t.call(admin, 'POST', PROMO, promo('2030-05-02T00:00:00.000Z', '2030-05-01T00:00:00.000Z'));
    expect(errorAt(bad, 'from')).toMatchObject({ code: 'validation.dateBefore', message: 'Choose a date that is not later than the compared date' });
    const good = await t.call(admin, 'POST', PROMO, promo('2030-05-01T00:00:00.000Z', '2030-05-02T00:00:00.000Z'));
    ok(good);
    // an update moving only the end before the start is refused as well
    const moved = await t.call(admin, 'PATCH', `${PROMO}/${good.body.data._id}`, { to: '2030-04-01T00:00:00.000Z' });
    expect(errorAt(moved, 'from').code).toBe('validation.dateBefore');
  });

  it('holds for generated codes too (they are created through the same service)', async () => {
    const bad = await t.call(admin, 'POST', `${PROMO}/generate`, { name: 'Gen', type: 'relative', percent: 0.1, venue: bm, generateAmount: 2, from: '2030-05-02T00:00:00.000Z', to: '2030-05-01T00:00:00.000Z' });
    expect(errorAt(bad, 'from').code).toBe('validation.dateBefore');
  });
});

describe('smaller or equal, smaller, greater or equal against a target', () => {
  it('a promotion\'s minimum quantity is at most its maximum', async () => {
    const body = (minQuantity: number, maxQuantity: number) => ({ name: 'Qty', code: `Q${Date.now()}${Math.floor(Math.random() * 1000)}`, type: 'relative', percent: 0.1, venue: bm, minQuantity, maxQuantity });
    expect(errorAt(await t.call(admin, 'POST', PROMO, body(5, 2)), 'minQuantity').code).toBe('validation.lessOrEqual');
    ok(await t.call(admin, 'POST', PROMO, body(2, 2)));
  });

  it('a venue\'s delivery radius is at most its maximum radius', async () => {
    expect(errorAt(await t.call(admin, 'PATCH', `${V}/${bm}`, { deliveryRadius: 12, maxRadius: 10 }), 'deliveryRadius').code).toBe('validation.lessOrEqual');
    ok(await t.call(admin, 'PATCH', `${V}/${bm}`, { deliveryRadius: 10, maxRadius: 10 }));
    // writing only the target is checked against the stored value
    expect(errorAt(await t.call(admin, 'PATCH', `${V}/${bm}`, { maxRadius: 9 }), 'deliveryRadius').code).toBe('validation.lessOrEqual');
  });

  it('a venue holds back fewer slots than it takes orders per interval (none held back always passes)', async () => {
    expect(errorAt(await t.call(admin, 'PATCH', `${V}/${bm}`, { reserved: 5, maxOrders: 5 }), 'reserved').code).toBe('validation.lessThan');
    ok(await t.call(admin, 'PATCH', `${V}/${bm}`, { reserved: 4, maxOrders: 5 }));
    ok(await t.call(admin, 'PATCH', `${V}/${bm}`, { reserved: 0, maxOrders: 0 }));
  });

  it('an option group\'s limit is at least its required amount, unless 0 (no limit)', async () => {
    const group = (limit: number) => ({ name: { de: `Gruppe ${limit} ${Math.random()}` }, limit, requiredAmount: 2 });
    expect(errorAt(await t.call(admin, 'POST', `${F}/option/venue/${bm}`, group(1)), 'limit').code).toBe('validation.greaterOrEqual');
    ok(await t.call(admin, 'POST', `${F}/option/venue/${bm}`, group(2)));
    ok(await t.call(admin, 'POST', `${F}/option/venue/${bm}`, group(0)));
  });
});

describe('unique dependency (the value equals none of its targets)', () => {
  it('an article upsell\'s large PLU differs from the small one (spaces aside)', async () => {
    const other = await t.venueId(admin, 'BH02');
    const bad = await t.call(admin, 'POST', UPSELL, { venue: other, type: 'upgrade', pluSmall: 'S1', pluLarge: ' S1 ' });
    expect(errorAt(bad, 'pluLarge')).toMatchObject({ code: 'validation.uniqueAmong', params: { target: 'pluSmall' } });
    ok(await t.call(admin, 'POST', UPSELL, { venue: other, type: 'upgrade', pluSmall: 'S1', pluLarge: 'L1' }));
  });
});

describe('postal codes are entered together with a city', () => {
  it('a postal code without a city is refused on the city; with one it is stored', async () => {
    const bad = await t.call(admin, 'POST', V, { name: 'Postal', readableId: 'PC01', postalCode: '50667' });
    expect(errorAt(bad, 'city')).toMatchObject({ code: 'required', params: { target: 'postalCode' } });
    ok(await t.call(admin, 'POST', V, { name: 'Postal', readableId: 'PC01', postalCode: '50667', city: 'Köln' }));
    // clearing the city of a venue with a postal code is refused as well
    expect(errorAt(await t.call(admin, 'PATCH', `${V}/${bm}`, { postalCode: '10115', city: '' }), 'city').code).toBe('required');
  });
});

describe('formats: upper case only, phone up to 15 digits', () => {
  it('a generated code\'s prefix is upper case', async () => {
    const body = (prefix: string) => ({ name: 'Upper', type: 'relative', percent: 0.1, venue: bm, generateAmount: 1, prefix });
    expect(errorAt(await t.call(admin, 'POST', `${PROMO}/generate`, body('ab')), 'prefix').code).toBe('validation.upperCase');
    ok(await t.call(admin, 'POST', `${PROMO}/generate`, body('AB')));
  });

  it('a phone is + and up to 15 digits', async () => {
    ok(await t.call(admin, 'PATCH', `${V}/${bm}`, { phone: '+12345' }));
    ok(await t.call(admin, 'PATCH', `${V}/${bm}`, { phone: '+123456789012345' }));
    const bad = await t.call(admin, 'PATCH', `${V}/${bm}`, { phone: '+1234567890123456' });
    expect(errorAt(bad, 'phone').code).toBe('validation.phone');
    expect(errorAt(await t.call(admin, 'PATCH', `${V}/${bm}`, { phone: '4912345' }), 'phone').code).toBe('validation.phone');
  });
});

describe('venue flags only an administrator sets', () => {
  it('a brand manager cannot change the sync flags; an admin can; sending the stored value is no change', async () => {
    const before = (await t.call(admin, 'GET', `${V}/${bm}`)).body.data;
    const refused = await t.call(manager, 'PATCH', `${V}/${bm}`, { syncPossible: false });
    expect(errorAt(refused, 'syncPossible')).toMatchObject({ code: 'adminOnly', message: 'can be changed by an administrator only' });
    expect((await t.call(admin, 'GET', `${V}/${bm}`)).body.data.syncPossible).toBe(before.syncPossible ?? true);
    ok(await t.call(manager, 'PATCH', `${V}/${bm}`, { syncPossible: before.syncPossible ?? true, fullName: 'Managed' }));
    const lifted = await t.call(admin, 'PATCH', `${V}/${bm}`, { syncPossible: false, syncInProgress: true });
    ok(lifted);
    expect(lifted.body.data).toMatchObject({ syncPossible: false, syncInProgress: true });
    expect(errorAt(await t.call(manager, 'PATCH', `${V}/${bm}`, { syncInProgress: false }), 'syncInProgress').code).toBe('adminOnly');
  });
});
