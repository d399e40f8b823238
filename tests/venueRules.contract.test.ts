import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GPS_NOT_FOUND } from '../src/server/entities/venue/gpsLookup';
import { testApp, type TestApp } from './helpers/testApp';

const V = '/api/v1/general/venue';
const hours = { regular: { monday: [{ from: '09:00', to: '17:00' }] } };

let t: TestApp;
let admin: string;
let venue: string;
/** a venue of another brand, and a manager of that brand holding every venue right */
let otherVenue: string;
let otherManager: string;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other brand', slug: 'other_brand' })).body.data._id;
  otherVenue = (await t.call(admin, 'POST', V, { name: 'Other place', readableId: 'OT01', customerGroup: group })).body.data._id;
  const role = await t.call(admin, 'POST', '/api/v1/auth/role', {
    name: 'Other manager', slug: 'other_manager',
    permissions: ['venue.view', 'venue.create', 'venue.update', 'venue.publish', 'venue.create.simple', 'venue.update.simple', 'venue.checkoutIntegration.view', 'venue.checkoutIntegration.update'],
  });
  expect(role.status).toBe(201);
  const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Olga', email: 'olga@example.com', password: 'Secret123', role: 'other_manager', customerGroup: group });
  expect(user.status).toBe(201);
  otherManager = await t.login('olga@example.com');
});
afterAll(() => t.close());

describe('simple venue create and edit', () => {
  it('creates and edits with the simple field set only', async () => {
    const created = await t.call(admin, 'POST', `${V}/simple`, { name: 'Simple', readableId: 'SI01', city: 'Köln', phone: '+4912345678', openingHours: hours });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Simple', city: 'Köln', openingHours: hours });
    expect((await t.call(admin, 'POST', `${V}/simple`, { name: 'X', readableId: 'SI02', provisionRate: 3 })).status).toBe(422);
    const id = created.body.data._id;
    const edited = await t.call(admin, 'PATCH', `${V}/${id}/simple`, { fullName: 'Simple GmbH', city: null });
    expect(edited.status).toBe(200);
    expect(edited.body.data.fullName).toBe('Simple GmbH');
    expect(edited.body.data).not.toHaveProperty('city');
    expect((await t.call(admin, 'PATCH', `${V}/${id}/simple`, { deliveryEnabled: true })).status).toBe(422);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=updateSimple`);
    expect(audit.body.data).toHaveLength(1);
  });

  it('needs its own permissions and stays in the tenant', async () => {
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'POST', `${V}/simple`, { name: 'No', readableId: 'NO01' })).status).toBe(403);
    const mine = (await t.call(operator, 'GET', `${V}/list`)).body.data[0]._id;
    expect((await t.call(operator, 'PATCH', `${V}/${mine}/simple`, { fullName: 'Operated' })).status).toBe(200);
    expect((await t.call(operator, 'PATCH', `${V}/${mine}`, { fullName: 'Full' })).status).toBe(403);
    expect((await t.call(otherManager, 'PATCH', `${V}/${venue}/simple`, { fullName: 'Hijack' })).status).toBe(404);
    const own = await t.call(otherManager, 'POST', `${V}/simple`, { name: 'Mine', readableId: 'OT02' });
    expect(own.status).toBe(201);
    expect((await t.call(admin, 'GET', `${V}/${own.body.data._id}`)).body.data.customerGroup).toBe((await t.call(admin, 'GET', `${V}/${otherVenue}`)).body.data.customerGroup);
  });
});

describe('opening hours rules', () => {
  it('special hours are not saved without regular hours (opening and delivery hours)', async () => {
    for (const field of ['openingHours', 'deliveryHours']) {
      const res = await t.call(admin, 'PATCH', `${V}/${venue}`, { [field]: { special: [{ date: '2026-12-24', closed: true }] } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ path: `${field}.special`, message: 'Special hours are not saved without regular hours.', code: 'specialWithoutRegular' }]);
    }
    const create = await t.call(admin, 'POST', V, { name: 'Sp', readableId: 'SP01', openingHours: { regular: { monday: [] }, special: [{ date: '2026-12-24' }] } });
    expect(create.status).toBe(422);
    const ok = await t.call(admin, 'PATCH', `${V}/${venue}`, { openingHours: { ...hours, special: [{ date: '2026-12-24', hours: [{ from: '10:00', to: '12:00' }] }] } });
    expect(ok.status).toBe(200);
  });

  it('every range runs from before to', async () => {
    const res = await t.call(admin, 'PATCH', `${V}/${venue}`, { openingHours: { regular: { monday: [{ from: '09:00', to: '12:00' }, { from: '18:00', to: '17:00' }] } } });
    expect(res.status).toBe(422);
    expect(res.body.errors[0].path).toBe('openingHours.regular.monday.1.to');
    expect(res.body.errors[0].message).toMatch(/before the end time/);
    const special = await t.call(admin, 'PATCH', `${V}/${venue}/simple`, { openingHours: { ...hours, special: [{ date: '2026-12-24', hours: [{ from: '10:00', to: '10:00' }] }] } });
    expect(special.status).toBe(422);
    expect(special.body.errors[0].path).toBe('openingHours.special.0.hours.0.to');
    expect((await t.call(admin, 'PATCH', `${V}/${venue}`, { openingHours: { regular: { monday: [{ from: '9:00', to: '12:00' }] } } })).status).toBe(422);
  });

  it('publishing needs opening hours, and delivery hours when delivery is on', async () => {
    const fresh = (await t.call(admin, 'POST', V, { name: 'Hourless', readableId: 'HL01' })).body.data._id;
    const res = await t.call(admin, 'PATCH', `${V}/${fresh}/publish`, {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'openingHours', message: 'Please set opening hours first!', code: 'openingHoursNeeded' }]);
    await t.call(admin, 'PATCH', `${V}/${fresh}`, { openingHours: hours, deliveryEnabled: true });
    const delivery = await t.call(admin, 'PATCH', `${V}/${fresh}/publish`, {});
    expect(delivery.status).toBe(422);
    expect(delivery.body.errors).toEqual([{ path: 'deliveryHours', message: 'Please set delivery hours first!', code: 'deliveryHoursNeeded' }]);
    await t.call(admin, 'PATCH', `${V}/${fresh}`, { deliveryHours: hours });
    expect((await t.call(admin, 'PATCH', `${V}/${fresh}/publish`, {})).body.data.isPublished).toBe(true);
    // unpublishing needs no hours
    await t.call(admin, 'PATCH', `${V}/${fresh}`, { openingHours: null });
    expect((await t.call(admin, 'PATCH', `${V}/${fresh}/publish`, { isPublished: false })).body.data.isPublished).toBe(false);
  });
});

describe('GPS lookup', () => {
  it('without a geocoding provider the spec message lands on latitude', async () => {
    const res = await t.call(admin, 'POST', `${V}/${venue}/gps`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'latitude', message: GPS_NOT_FOUND, code: 'gpsNotFound' }]);
    // coordinates stay editable by hand
    expect((await t.call(admin, 'PATCH', `${V}/${venue}`, { latitude: 52.5, longitude: 13.4 })).body.data).toMatchObject({ latitude: 52.5, longitude: 13.4 });
  });
  // With a provider: tests/providers.contract.test.ts.
});

describe('checkout integration', () => {
  const payload = { serviceUrl: 'https://pos.example.com', revenueCenters: '1,2', excludedTenders: 'cash, gift card' };

  it('stores, reads and copies properties per integration type', async () => {
    const empty = await t.call(admin, 'GET', `${V}/${venue}/getCheckoutIntegration?integrationType=simphony`);
    expect(empty.body).toEqual({ data: { integrationType: 'simphony', payload: {} } });
    const set = await t.call(admin, 'PATCH', `${V}/${venue}/setCheckoutIntegration`, { integrationType: 'simphony', payload });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ integrationType: 'simphony', payload });
    await t.call(admin, 'PATCH', `${V}/${venue}/setCheckoutIntegration`, { integrationType: 'other', payload: { a: 1 } });
    expect((await t.call(admin, 'GET', `${V}/${venue}/getCheckoutIntegration?integrationType=simphony`)).body.data.payload).toEqual(payload);
    expect((await t.call(admin, 'GET', `${V}/${venue}`)).body.data.checkoutIntegration).toEqual({ simphony: payload, other: { a: 1 } });

    const target = await t.venueId(admin, 'BH02');
    const copy = await t.call(admin, 'PATCH', `${V}/checkoutIntegration/copy`, { from: venue, to: target, integrationType: 'simphony' });
    expect(copy.status).toBe(200);
    expect((await t.call(admin, 'GET', `${V}/${target}/getCheckoutIntegration?integrationType=simphony`)).body.data.payload).toEqual(payload);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${target}&action[]=copyCheckoutIntegration`);
    expect(audit.body.data).toHaveLength(1);
  });

  it('excluded tenders must be a comma-separated list; the property is not writable through the generic update', async () => {
    const bad = await t.call(admin, 'PATCH', `${V}/${venue}/setCheckoutIntegration`, { integrationType: 'simphony', payload: { excludedTenders: 'cash,,card' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('payload.excludedTenders');
    expect((await t.call(admin, 'PATCH', `${V}/${venue}/setCheckoutIntegration`, { integrationType: 'simphony', payload: { excludedTenders: 3 } })).status).toBe(422);
    expect((await t.call(admin, 'PATCH', `${V}/${venue}/setCheckoutIntegration`, { integrationType: 'simphony' })).status).toBe(422);
    expect((await t.call(admin, 'PATCH', `${V}/${venue}`, { checkoutIntegration: {} })).status).toBe(422);
  });

  it('permissions and tenant isolation', async () => {
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'GET', `${V}/${venue}/getCheckoutIntegration?integrationType=simphony`)).status).toBe(403);
    expect((await t.call(otherManager, 'GET', `${V}/${venue}/getCheckoutIntegration?integrationType=simphony`)).status).toBe(404);
    expect((await t.call(otherManager, 'PATCH', `${V}/${venue}/setCheckoutIntegration`, { integrationType: 'x', payload: {} })).status).toBe(404);
    expect((await t.call(otherManager, 'GET', `${V}/${otherVenue}/getCheckoutIntegration?integrationType=simphony`)).status).toBe(200);
    // both ends of a copy must be in scope
    expect((await t.call(otherManager, 'PATCH', `${V}/checkoutIntegration/copy`, { from: venue, to: otherVenue, integrationType: 'simphony' })).status).toBe(404);
    expect((await t.call(otherManager, 'PATCH', `${V}/checkoutIntegration/copy`, { from: otherVenue, to: venue, integrationType: 'simphony' })).status).toBe(404);
    expect((await t.call(otherManager, 'GET', `${V}/${otherVenue}/getCheckoutIntegration?integrationType=simphony`)).body.data.payload).toEqual({});
  });
});
