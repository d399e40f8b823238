import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpDelfiClient } from '../src/server/entities/venue/delfi/httpDelfiClient';
import { createDelfiClient } from '../src/server/entities/venue/delfi/createDelfiClient';
import { fakeDelfi } from './helpers/fakeDelfi';
import { deadUrl, providerServer, type ProviderServer } from './helpers/providerServer';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The delivery-information service's calls (spec part 1 §7, GET/POST/PATCH v1/delfi/venueInfo)
 * through the API, forwarded by the real HTTP adapter to a local server answering like the
 * service: read, create, update, tenant scope, permissions, validation, and every way the
 * service can fail (refusal, no answer, an odd answer, nobody listening, not configured).
 */
const KEY = 'delfi-test-key';
let t: TestApp;
let server: ProviderServer;
let delfi: ReturnType<typeof fakeDelfi>;
let admin: string;
let manager: string;
let staff: string;
let venue: string;
let foreign: string;

const url = (v = venue) => `/api/v1/delfi/venueInfo/${v}`;
const INFO = {
  deliveryEnabled: true,
  deliveryTime: 35,
  deliveryRadius: 4.5,
  deliveryPostalCodes: ['10115', '10117'],
  movDelivery: 15,
  deliveryFee: 2.5,
  deliveryFeeTiers: [{ from: 30, fee: 1 }, { from: 50, fee: 0 }],
  contact: { name: 'Dispatch desk', phone: '+4930123456', email: 'dispatch@example.com' },
};

beforeAll(async () => {
  delfi = fakeDelfi(KEY);
  server = await providerServer((req) => delfi.answer(req));
  t = await testApp({ delfi: httpDelfiClient({ url: server.url, key: KEY, timeoutMs: 1500 }) });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  venue = await t.venueId(admin, 'BM01');
  const group = await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Delfi Other', slug: 'delfi_other' });
  const other = await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Elsewhere', readableId: 'DLF9', customerGroup: group.body.data._id });
  expect(other.status, JSON.stringify(other.body)).toBe(201);
  foreign = other.body.data._id;
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('delivery information of a venue', () => {
  it('reads null while the service holds nothing, then creates, reads and updates it', async () => {
    const before = await t.call(manager, 'GET', url());
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toEqual({ data: null });

    const created = await t.call(manager, 'POST', '/api/v1/delfi/venueInfo', { venue, ...INFO });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ venue, ...INFO });
    expect(created.body.data.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // On the wire: the service's names, amounts in cents, the key as bearer token.
    const sent = server.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/venues' });
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.json).toEqual({
      venue_id: venue, delivery_enabled: true, delivery_time_minutes: 35, delivery_radius: 4.5, postal_codes: ['10115', '10117'],
      minimum_order_value: 1500, delivery_fee: 250, fee_tiers: [{ from: 3000, fee: 100 }, { from: 5000, fee: 0 }], contact: INFO.contact,
    });

    const read = await t.call(staff, 'GET', url());
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created.body.data);

    const patched = await t.call(manager, 'PATCH', url(), { deliveryFee: 3.99, deliveryPostalCodes: ['10115'] });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({ ...INFO, deliveryFee: 3.99, deliveryPostalCodes: ['10115'] });
    expect(server.requests.at(-1)!).toMatchObject({ method: 'PATCH', path: `/venues/${venue}`, json: { delivery_fee: 399, postal_codes: ['10115'] } });

    // Each write is on the venue's audit trail, with what was sent.
    const audit = (await t.call(admin, 'GET', `/api/v1/audit?limit=100&subject[]=${venue}`)).body.data;
    expect(audit.map((a: any) => a.action)).toEqual(expect.arrayContaining(['delfiCreateVenueInfo', 'delfiUpdateVenueInfo']));
    expect(audit.find((a: any) => a.action === 'delfiUpdateVenueInfo').changes.deliveryFee).toEqual({ before: null, after: 3.99 });
  });

  it('a venue outside the caller\'s scope is 404 on every call, and the service is never asked', async () => {
    const asked = server.requests.length;
    expect((await t.call(manager, 'GET', url(foreign))).status).toBe(404);
    expect((await t.call(manager, 'POST', '/api/v1/delfi/venueInfo', { venue: foreign, deliveryTime: 20 })).status).toBe(404);
    expect((await t.call(manager, 'PATCH', url(foreign), { deliveryTime: 20 })).status).toBe(404);
    expect((await t.call(manager, 'GET', url('0123456789abcdef01234567'))).status).toBe(404);
    expect(server.requests.length).toBe(asked);
    // the administrator sees every venue
    expect((await t.call(admin, 'GET', url(foreign))).body).toEqual({ data: null });
  });

  it('reads need venue.view, writes venue.update, and a session', async () => {
    expect((await t.call(staff, 'POST', '/api/v1/delfi/venueInfo', { venue, deliveryTime: 20 })).status).toBe(403);
    expect((await t.call(staff, 'PATCH', url(), { deliveryTime: 20 })).status).toBe(403);
    expect((await t.call(null, 'GET', url())).status).toBe(401);
    expect((await t.call(null, 'PATCH', url(), { deliveryTime: 20 })).status).toBe(401);
  });

  it('refuses bad bodies and paths before asking the service', async () => {
    const asked = server.requests.length;
    const bad: [string, string, unknown, number][] = [
      ['POST', '/api/v1/delfi/venueInfo', '{"venue": ', 400],
      ['POST', '/api/v1/delfi/venueInfo', { deliveryTime: 20 }, 422],
      ['POST', '/api/v1/delfi/venueInfo', { venue: 'nope', deliveryTime: 20 }, 422],
      ['POST', '/api/v1/delfi/venueInfo', { venue, deliveryTime: -1 }, 422],
      ['POST', '/api/v1/delfi/venueInfo', { venue, colour: 'red' }, 422],
      ['PATCH', url(), {}, 422],
      ['PATCH', url(), { deliveryFee: 'cheap' }, 422],
      ['PATCH', url(), { deliveryPostalCodes: Array.from({ length: 5001 }, (_, i) => String(i)) }, 422],
      ['PATCH', url(), { contact: { phone: 'call me' } }, 422],
      ['PATCH', url(), { deliveryFeeTiers: [{ from: 10 }] }, 422],
      ['PATCH', url(), { venue }, 422],
    ];
    for (const [method, path, body, status] of bad) {
      const res = await t.call(manager, method as 'POST', path, body);
      expect(res.status, `${method} ${JSON.stringify(body).slice(0, 80)} → ${JSON.stringify(res.body)}`).toBe(status);
    }
    expect([400, 404]).toContain((await t.call(manager, 'GET', url('not-an-id'))).status);
    expect(server.requests.length).toBe(asked);
  });
});

describe('when the service fails', () => {
  const failing = async (reply: ReturnType<ProviderServer['answer']>, call: () => Promise<{ status: number; body: any }>) => {
    const keep = server.answer;
    server.answer = () => reply;
    try {
      const res = await call();
      expect(res.status, JSON.stringify(res.body)).toBe(502);
      expect(res.body.code).toBe('DELFI_FAILED');
      return res.body;
    } finally {
      server.answer = keep;
    }
  };

  it('a refusal is DELFI_FAILED with the service\'s status and words', async () => {
    // registered already: the service says 409
    const again = await t.call(manager, 'POST', '/api/v1/delfi/venueInfo', { venue, deliveryTime: 20 });
    expect(again.status).toBe(502);
    expect(again.body).toMatchObject({ code: 'DELFI_FAILED', providerStatus: 409 });
    expect(again.body.message).toContain('venue already registered');
    const refused = await failing({ status: 401, json: { message: 'invalid api key' } }, () => t.call(manager, 'GET', url()));
    expect(refused.providerStatus).toBe(401);
    await failing({ status: 503, raw: '<html>down</html>' }, () => t.call(manager, 'PATCH', url(), { deliveryTime: 25 }));
  });

  it('no answer in time is DELFI_FAILED', async () => {
    const body = await failing({ hang: true }, () => t.call(manager, 'GET', url()));
    expect(body.message).toContain('no answer within');
  });

  it('an odd answer is DELFI_FAILED, never a 500', async () => {
    const odd: unknown[] = [
      { venue_id: 'ffffffffffffffffffffffff', delivery_fee: 100 },
      { venue_id: venue, delivery_fee: 2.5 },
      { venue_id: venue, delivery_fee: -100 },
      { venue_id: venue, postal_codes: '10115' },
      { venue_id: venue, fee_tiers: [{ from: 100 }] },
      { venue_id: venue, fee_tiers: [null] },
      { venue_id: venue, contact: { phone: 42 } },
      { venue_id: venue, delivery_time_minutes: 99999 },
      { venue_id: venue, updated_at: 'yesterday' },
      [venue],
      null,
      'ok',
    ];
    for (const json of odd) {
      const body = await failing({ json }, () => t.call(manager, 'GET', url()));
      expect(body.message, JSON.stringify(json)).toContain('unexpected shape');
    }
    const notJson = await failing({ raw: 'OK' }, () => t.call(manager, 'PATCH', url(), { deliveryTime: 25 }));
    expect(notJson.message).toContain('not JSON');
    // Unknown fields of the service are left out; null is "no value".
    const keep = server.answer;
    server.answer = () => ({ json: { venue_id: venue, delivery_time_minutes: 30, delivery_fee: null, rating: 5 } });
    const lenient = await t.call(manager, 'GET', url());
    server.answer = keep;
    expect(lenient.body).toEqual({ data: { venue, deliveryTime: 30 } });
  });

  it('a service nobody listens at is DELFI_FAILED', async () => {
    const dead = await testApp({ delfi: httpDelfiClient({ url: await deadUrl(), key: KEY, timeoutMs: 1500 }) });
    try {
      const token = await dead.login('manager@example.com');
      const res = await dead.call(token, 'GET', url(await dead.venueId(token, 'BM01')));
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'DELFI_FAILED' });
      expect(res.body.message).toContain('not reachable');
    } finally {
      await dead.close();
    }
  });

  it('without configuration every call says which settings are missing (503), after the scope check', async () => {
    const bare = await testApp();
    try {
      const token = await bare.login('manager@example.com');
      const own = await bare.venueId(token, 'BM01');
      expect((await bare.call(token, 'GET', url(foreign))).status).toBe(404);
      for (const res of [
        await bare.call(token, 'GET', url(own)),
        await bare.call(token, 'POST', '/api/v1/delfi/venueInfo', { venue: own, deliveryTime: 20 }),
        await bare.call(token, 'PATCH', url(own), { deliveryTime: 20 }),
      ]) {
        expect(res.status).toBe(503);
        expect(res.body.code).toBe('DELFI_NOT_CONFIGURED');
        expect(res.body.message).toContain('DELFI_API_URL');
      }
    } finally {
      await bare.close();
    }
    expect(createDelfiClient({})).toBeNull();
    expect(createDelfiClient({ DELFI_API_URL: ' ' })).toBeNull();
    expect(() => createDelfiClient({ DELFI_API_URL: 'not a url', DELFI_API_KEY: 'k' })).toThrow(/DELFI_API_URL/);
    expect(() => createDelfiClient({ DELFI_API_URL: 'https://delfi.example.com' })).toThrow(/DELFI_API_KEY/);
    expect(createDelfiClient({ DELFI_API_URL: 'https://delfi.example.com', DELFI_API_KEY: 'k' })).not.toBeNull();
  });
});
