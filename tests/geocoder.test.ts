import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/server/errors';
import { createGeocoder } from '../src/server/geo/createGeocoder';
import { noGeocoder } from '../src/server/geo/Geocoder';
import { nominatimGeocoder } from '../src/server/geo/nominatimGeocoder';
import { deadUrl, providerServer, type ProviderServer } from './helpers/providerServer';

const address = { street: 'Friedrichstraße', number: '12', postalCode: '10117', city: 'Berlin', country: 'de' };

let nominatim: ProviderServer;
beforeAll(async () => {
  nominatim = await providerServer();
});
afterAll(() => nominatim.close());
beforeEach(() => {
  nominatim.requests.length = 0;
});

/** the failure a lookup ends in, as the API would send it */
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('Nominatim geocoder against a local Nominatim', () => {
  const geocoder = () => createGeocoder({ GEOCODER_URL: `${nominatim.url}/`, GEOCODER_EMAIL: 'ops@example.com', GEOCODER_TIMEOUT_MS: '1000' });

  it('sends a structured search and reads lat/lon strings', async () => {
    nominatim.answer = () => ({ json: [{ place_id: 1, lat: '52.5200066', lon: '13.404954', display_name: 'Berlin' }] });
    expect(await geocoder().lookup(address)).toEqual({ lat: 52.5200066, lng: 13.404954 });
    expect(nominatim.requests).toHaveLength(1);
    const [req] = nominatim.requests;
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/search');
    expect(Object.fromEntries(req.query)).toEqual({
      format: 'jsonv2', limit: '1', street: '12 Friedrichstraße', postalcode: '10117', city: 'Berlin', countrycodes: 'de', email: 'ops@example.com',
    });
    // Nominatim's usage policy refuses stock library User-Agents.
    expect(req.headers['user-agent']).toBe('backoffice-admin geocoder (ops@example.com)');
  });

  it('leaves empty parts out and passes a country name as country', async () => {
    nominatim.answer = () => ({ json: [{ lat: '48.1', lon: '11.5' }] });
    expect(await nominatimGeocoder({ url: nominatim.url, timeoutMs: 1000 }).lookup({ city: 'München', country: 'Deutschland' })).toEqual({ lat: 48.1, lng: 11.5 });
    expect(Object.fromEntries(nominatim.requests[0].query)).toEqual({ format: 'jsonv2', limit: '1', city: 'München', country: 'Deutschland' });
    expect(nominatim.requests[0].headers['user-agent']).toBe('backoffice-admin geocoder');
  });

  it('an empty result is "not found"', async () => {
    nominatim.answer = () => ({ json: [] });
    expect(await geocoder().lookup(address)).toBeNull();
  });

  it('a refusal, a non-JSON answer, a wrong shape or nonsense coordinates are GEOCODER_FAILED (502)', async () => {
    nominatim.answer = () => ({ status: 503, raw: '<html>Service unavailable</html>' });
    let err = await failure(geocoder().lookup(address));
    expect(err).toMatchObject({ code: 'GEOCODER_FAILED', status: 502 });
    expect(err.message).toContain('HTTP 503');
    expect(err.message).toMatch(/enter the GPS coordinates manually/);

    nominatim.answer = () => ({ status: 429, json: { error: { code: 429, message: 'Too many requests' } } });
    expect((await failure(geocoder().lookup(address))).message).toContain('HTTP 429');

    nominatim.answer = () => ({ raw: 'not json' });
    err = await failure(geocoder().lookup(address));
    expect(err.code).toBe('GEOCODER_FAILED');
    expect(err.message).toContain('not JSON');

    for (const json of [{ error: 'x' }, [{ lat: 'north', lon: '13.4' }], [{ lat: '95', lon: '13.4' }], [{}]]) {
      nominatim.answer = () => ({ json });
      err = await failure(geocoder().lookup(address));
      expect(err.code, JSON.stringify(json)).toBe('GEOCODER_FAILED');
      expect(err.message).toContain('unexpected shape');
    }
  });

  it('no answer in time is GEOCODER_FAILED', async () => {
    nominatim.answer = () => ({ hang: true });
    const err = await failure(geocoder().lookup(address));
    expect(err.code).toBe('GEOCODER_FAILED');
    expect(err.message).toContain('no answer within 1 s');
  });

  it('a server that is not there is GEOCODER_FAILED', async () => {
    const err = await failure(createGeocoder({ GEOCODER_URL: await deadUrl() }).lookup(address));
    expect(err.code).toBe('GEOCODER_FAILED');
    expect(err.message).toContain('not reachable: ECONNREFUSED');
  });
});

describe('createGeocoder', () => {
  it('without GEOCODER_URL there is no provider: every address is not found', async () => {
    expect(createGeocoder({})).toBe(noGeocoder);
    expect(createGeocoder({ GEOCODER_URL: '  ' })).toBe(noGeocoder);
    expect(await noGeocoder.lookup(address)).toBeNull();
  });

  it('a malformed GEOCODER_URL fails at boot', () => {
    expect(() => createGeocoder({ GEOCODER_URL: 'nominatim.openstreetmap.org' })).toThrow(/GEOCODER_URL is not a URL/);
  });
});
