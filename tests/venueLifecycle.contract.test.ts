import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';
import { missingHours } from '../resources/venue/lifecycle';
import { de, en, fr } from '../src/admin/i18n';
import { polyglotProvider } from '../src/admin/i18n/i18nProviderCore';

let t: TestApp;
let admin: string;
let venue: string;
const base = () => `/api/v1/general/venue/${venue}`;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(() => t.close());

describe('venue lifecycle calls', () => {
  it('verify and publish set their flags (and can take them back), each audited by name', async () => {
    expect((await t.call(admin, 'PATCH', `${base()}/verify`, {})).body.data.verified).toBe(true);
    // publishing needs opening hours (tests/venueRules.contract.test.ts)
    await t.call(admin, 'PATCH', base(), { openingHours: { regular: { monday: [{ from: '09:00', to: '17:00' }] } } });
    expect((await t.call(admin, 'PATCH', `${base()}/publish`, {})).body.data.isPublished).toBe(true);
    expect((await t.call(admin, 'PATCH', `${base()}/publish`, { isPublished: false })).body.data.isPublished).toBe(false);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${venue}&action[]=verify&action[]=publish`);
    expect(audit.body.data.map((e: any) => e.action).sort()).toEqual(['publish', 'publish', 'verify']);
  });

  it("the publish step's refusal reaches the user in their language (by its code, not the server's English)", async () => {
    const fresh = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Hourless step', readableId: 'HL24' })).body.data._id;
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${fresh}/publish`, {});
    expect(res.status).toBe(422);
    // what the publish screen lists, each linking to its tab
    const missing = missingHours(res.body.errors);
    expect(missing.map((m) => m.path)).toEqual(['openingHours']);
    const i18n = polyglotProvider('en', (l) => ({ de, en, fr })[l]);
    const shown = async (locale: 'de' | 'en' | 'fr') => {
      await i18n.changeLocale(locale);
      return i18n.translate(missing[0].text.message, missing[0].text.args);
    };
    expect(await shown('en')).toBe('Please set opening hours first!');
    for (const locale of ['de', 'fr'] as const) {
      const text = await shown(locale);
      expect(text, locale).not.toBe('Please set opening hours first!');
      expect(text, locale).toBe(i18n.translate(`serverRules.${res.body.errors[0].code}`));
    }
  });

  it('panic until a time, and lifting it with null', async () => {
    const end = new Date(Date.now() + 3600_000).toISOString();
    expect((await t.call(admin, 'PATCH', `${base()}/panic`, { panicEndAt: end })).body.data.panicEndAt).toBe(end);
    expect((await t.call(admin, 'PATCH', `${base()}/panic`, { panicEndAt: 'soon' })).status).toBe(422);
    const lifted = await t.call(admin, 'PATCH', `${base()}/panic`, { panicEndAt: null });
    expect(lifted.body.data).not.toHaveProperty('panicEndAt');
  });

  it('service activation through both spec calls, each with its own permission', async () => {
    expect((await t.call(admin, 'PATCH', `${base()}/service/activate`)).body.data.isServiceActivated).toBe(true);
    expect((await t.call(admin, 'PATCH', `${base()}/service/deactivate`)).body.data.isServiceActivated).toBe(false);
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/activate/${venue}/true`)).body.data.isServiceActivated).toBe(true);
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/activate/${venue}/maybe`)).status).toBe(400);
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'PATCH', `/api/v1/general/venue/activate/${venue}/false`)).status).toBe(403);
    expect((await t.call(operator, 'PATCH', `${base()}/verify`, {})).status).toBe(403);
  });

  it('loyalty flag, archive and lifting a sync lock use the generic update', async () => {
    const res = await t.call(admin, 'PATCH', base(), { piggyLoyaltyEnabled: true, archived: true, syncPossible: true, syncInProgress: false });
    expect(res.body.data).toMatchObject({ piggyLoyaltyEnabled: true, archived: true, syncPossible: true, syncInProgress: false });
  });

  it('a brand manager cannot touch a venue of another brand', async () => {
    const other = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Elsewhere', readableId: 'EW01' })).body.data._id;
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'PATCH', `/api/v1/general/venue/${other}/publish`, {})).status).toBe(404);
    expect((await t.call(manager, 'PATCH', `/api/v1/general/venue/${other}/panic`, { panicEndAt: null })).status).toBe(404);
  });
});

describe('VAT numbers', () => {
  it('a number held by another brand\'s venue is refused with the spec message; the same brand may share it', async () => {
    await t.call(admin, 'PATCH', base(), { vatNumber: 'DE123456789' });
    const sibling = await t.venueId(admin, 'BH02');
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${sibling}`, { vatNumber: 'DE 123 456 789' })).status).toBe(200);
    const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Rival', slug: 'rival' })).body.data._id;
    const rivalVenue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Rival', readableId: 'RV01', customerGroup: group })).body.data._id;
    // The admin holds venue.vat.id.reuse; a brand manager does not.
    const manager = await t.login('manager@example.com');
    const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Rival boss', email: 'rival@example.com', password: 'Secret123', role: 'manager', customerGroup: group });
    expect(res.status).toBe(201);
    const rival = await t.login('rival@example.com');
    const refused = await t.call(rival, 'PATCH', `/api/v1/general/venue/${rivalVenue}`, { vatNumber: 'de123456789' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ path: 'vatNumber', message: 'VAT number invalid or in use.', code: 'vatInvalidOrInUse' }]);
    expect((await t.call(rival, 'POST', '/api/v1/general/validation/vatNumber', { vatNumber: 'DE123456789' })).body).toEqual({ valid: true, unique: false });
    expect((await t.call(manager, 'POST', '/api/v1/general/validation/vatNumber/venue', { vatNumber: 'DE123456789', venue })).body).toEqual({ valid: true, unique: true });
    expect((await t.call(rival, 'POST', '/api/v1/general/validation/vatNumberGermany', { vatNumberGermany: '12' })).body.valid).toBe(false);
  });
});
