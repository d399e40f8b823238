import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GPS_NOT_FOUND } from '../src/server/entities/venue/gpsLookup';
import { createGeocoder } from '../src/server/geo/createGeocoder';
import { createTranslator } from '../src/server/translation/createTranslator';
import { providerServer, type ProviderRequest, type ProviderServer } from './helpers/providerServer';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The GPS and machine translation calls through the API with the real adapters, configured the
 * way the environment configures them, against local servers answering like Nominatim and DeepL.
 * Without a provider: tests/venueRules.contract.test.ts and tests/foodcardScreens.contract.test.ts.
 */
const V = '/api/v1/general/venue';
const T = '/api/v1/foodcard/translation/machine';

let t: TestApp;
let nominatim: ProviderServer;
let deepl: ProviderServer;
let admin: string;
let venue: string;

beforeAll(async () => {
  nominatim = await providerServer();
  deepl = await providerServer();
  t = await testApp({
    geocoder: createGeocoder({ GEOCODER_URL: nominatim.url, GEOCODER_EMAIL: 'ops@example.com', GEOCODER_TIMEOUT_MS: '2000' }),
    translator: createTranslator({ TRANSLATOR_URL: deepl.url, TRANSLATOR_API: 'deepl', TRANSLATOR_KEY: 'dl-key', TRANSLATOR_TIMEOUT_MS: '2000' }),
  });
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(async () => {
  await t.close();
  await nominatim.close();
  await deepl.close();
});
beforeEach(() => {
  nominatim.requests.length = 0;
  deepl.requests.length = 0;
});

/** answers like DeepL's /v2/translate */
function translateLikeDeepl(req: ProviderRequest) {
  if (req.path !== '/v2/translate' || req.headers.authorization !== 'DeepL-Auth-Key dl-key') return { status: 403, json: { message: 'Authorization failure' } };
  return { json: { translations: req.json.text.map((s: string) => ({ text: `[${req.json.target_lang}] ${s}` })) } };
}

describe('GPS lookup through a Nominatim server', () => {
  const position = async () => {
    const { latitude, longitude } = (await t.call(admin, 'GET', `${V}/${venue}`)).body.data;
    return { latitude, longitude };
  };

  it("stores the position found for the venue's address", async () => {
    nominatim.answer = () => ({ json: [{ lat: '52.5163', lon: '13.3889' }] });
    const res = await t.call(admin, 'POST', `${V}/${venue}/gps`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ latitude: 52.5163, longitude: 13.3889 });
    expect(await position()).toEqual({ latitude: 52.5163, longitude: 13.3889 });
    expect(nominatim.requests).toHaveLength(1);
    expect(nominatim.requests[0].path).toBe('/search');
    expect(Object.fromEntries(nominatim.requests[0].query)).toEqual({
      format: 'jsonv2', limit: '1', street: '12 Friedrichstraße', postalcode: '10117', city: 'Berlin', countrycodes: 'de', email: 'ops@example.com',
    });
  });

  it('nothing found: the spec message on latitude, the stored position kept', async () => {
    nominatim.answer = () => ({ json: [] });
    const before = await position();
    const res = await t.call(admin, 'POST', `${V}/${venue}/gps`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'latitude', message: GPS_NOT_FOUND, code: 'gpsNotFound' }]);
    expect(await position()).toEqual(before);
  });

  it('a failing or silent provider is a 502 GEOCODER_FAILED, not a 500, and changes nothing', async () => {
    const before = await position();
    for (const reply of [{ status: 503, raw: 'down' }, { raw: '{"broken' }, { hang: true }]) {
      nominatim.answer = () => reply;
      const res = await t.call(admin, 'POST', `${V}/${venue}/gps`);
      expect(res.status, JSON.stringify(reply)).toBe(502);
      expect(res.body).toMatchObject({ statusCode: 502, error: 'Bad Gateway', code: 'GEOCODER_FAILED' });
      expect(res.body.message).toMatch(/^The GPS lookup service failed \(.+\)\. Try again later or enter the GPS coordinates manually\.$/);
    }
    expect(await position()).toEqual(before);
  });

  it('a caller without venue.update never reaches the provider', async () => {
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'POST', `${V}/${venue}/gps`)).status).toBe(403);
    expect(nominatim.requests).toHaveLength(0);
  });
});

describe('machine translation through a DeepL server', () => {
  it('translates in order with the configured key and DeepL language codes', async () => {
    deepl.answer = translateLikeDeepl;
    const res = await t.call(admin, 'POST', T, { from: 'de', to: 'en', texts: ['Käseburger', 'mit Pommes'] });
    expect(res.status).toBe(200);
    expect(res.body.data.texts).toEqual(['[EN-GB] Käseburger', '[EN-GB] mit Pommes']);
    expect(deepl.requests).toHaveLength(1);
    expect(deepl.requests[0].json).toMatchObject({ text: ['Käseburger', 'mit Pommes'], source_lang: 'DE', target_lang: 'EN-GB' });
  });

  it('blank texts stay blank and are not sent; the same language costs no request', async () => {
    deepl.answer = translateLikeDeepl;
    const res = await t.call(admin, 'POST', T, { from: 'de', to: 'fr', texts: ['', 'Suppe', '  '] });
    expect(res.body.data.texts).toEqual(['', '[FR] Suppe', '  ']);
    expect(deepl.requests.map((r) => r.json.text)).toEqual([['Suppe']]);
    expect((await t.call(admin, 'POST', T, { from: 'de', to: 'de', texts: ['Suppe'] })).body.data.texts).toEqual(['Suppe']);
    expect(deepl.requests).toHaveLength(1);
  });

  it('the screen’s 500 texts go to DeepL 50 at a time', async () => {
    deepl.answer = translateLikeDeepl;
    const texts = Array.from({ length: 500 }, (_, i) => `Gericht ${i}`);
    const res = await t.call(admin, 'POST', T, { from: 'de', to: 'pt', texts });
    expect(res.status).toBe(200);
    expect(res.body.data.texts).toEqual(texts.map((s) => `[PT-PT] ${s}`));
    expect(deepl.requests).toHaveLength(10);
    expect(deepl.requests.every((r) => r.json.text.length === 50)).toBe(true);
  });

  it('a refusing, broken or silent provider is a 502 TRANSLATOR_FAILED, not a 500', async () => {
    for (const reply of [{ status: 456, json: { message: 'Quota exceeded' } }, { raw: 'nope' }, { json: { translations: [] } }, { hang: true }]) {
      deepl.answer = () => reply;
      const res = await t.call(admin, 'POST', T, { from: 'de', to: 'en', texts: ['Suppe'] });
      expect(res.status, JSON.stringify(reply)).toBe(502);
      expect(res.body).toMatchObject({ statusCode: 502, code: 'TRANSLATOR_FAILED' });
      expect(res.body.message).toMatch(/^The machine translation service failed \(.+\)\. Try again later or enter the translations by hand\.$/);
    }
    deepl.answer = () => ({ status: 456, json: { message: 'Quota exceeded' } });
    expect((await t.call(admin, 'POST', T, { from: 'de', to: 'en', texts: ['Suppe'] })).body.message).toContain('HTTP 456: Quota exceeded');
  });
});
