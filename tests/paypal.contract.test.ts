import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemPrincipal } from '../src/server/access/systemPrincipal';
import { httpPayPalClient } from '../src/server/entities/sepa/paypal/httpPayPalClient';
import { fakePayPal } from './helpers/fakeSepaProvider';
import { providerServer, type ProviderServer } from './helpers/providerServer';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * PayPal onboarding (spec part 2 §7 GET paypal/{venue}/authorize and /onboarding; part 1 §5 the
 * merchant id and e-mail saved first) against a local server answering like PayPal's REST API.
 */
let t: TestApp;
let server: ProviderServer;
let fake: ReturnType<typeof fakePayPal>;
let admin: string;
let manager: string;
let staff: string;
let venue: string;
let other: string;

const saveCredentials = (id: string, credentials: Record<string, string>) =>
  t.services.items.update(t.services.registry.get('venue')!, systemPrincipal, id, { payment: { credentials } });

beforeAll(async () => {
  server = await providerServer();
  t = await testApp({ publicUrl: 'https://admin.example.com', paypal: httpPayPalClient({ url: server.url, clientId: 'pp-client', secret: 'pp-secret', partnerId: 'PARTNER1', timeoutMs: 400 }) });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  venue = await t.venueId(admin, 'BM01');
  const groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Brand B', slug: 'brand_b' })).body.data._id;
  other = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'B Venue', readableId: 'BV01', customerGroup: groupB })).body.data._id;
  await saveCredentials(other, { paypalMerchantId: 'BMERCHANT', paypalEmail: 'b@example.com' });
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  fake = fakePayPal();
  server.answer = fake.answer;
  server.requests.length = 0;
});

describe('PayPal authorization', () => {
  it('needs the merchant id and e-mail saved first, and asks PayPal nothing before', async () => {
    const res = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/authorize`);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('PAYPAL_CREDENTIALS_MISSING');
    expect(res.body.message).toBe('PayPal authorization requires the merchant id and e-mail to be saved first.');
    await saveCredentials(venue, { paypalMerchantId: 'MERCHANT1' });
    expect((await t.call(manager, 'GET', `/api/v1/paypal/${venue}/onboarding`)).body.code).toBe('PAYPAL_CREDENTIALS_MISSING');
    expect(server.requests).toHaveLength(0);
  });

  it('answers the partner-referral URL; PayPal returns the merchant to /paypal/{venue}/finish', async () => {
    await saveCredentials(venue, { paypalMerchantId: 'MERCHANT1', paypalEmail: 'owner@burger.example' });
    const res = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/authorize`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.actionUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
    expect(fake.referrals[0]).toMatchObject({ tracking_id: venue, email: 'owner@burger.example', partner_config_override: { return_url: `https://admin.example.com/paypal/${venue}/finish` } });
  });

  it('onboarding reports the merchant, its permissions and its confirmed e-mail', async () => {
    const ok = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/onboarding`);
    expect(ok.body.data).toEqual({ merchantId: 'MERCHANT1', permissionsGranted: true, emailConfirmed: true, paymentsReceivable: true, complete: true });
    fake.merchant.permissions = false;
    const missing = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/onboarding`);
    expect(missing.body.data).toMatchObject({ permissionsGranted: false, complete: false });
  });

  it('a refusal or a timeout is 502 PAYPAL_AUTHORIZE_FAILED', async () => {
    server.answer = () => ({ status: 401, json: { error: 'invalid_client', message: 'Client Authentication failed' } });
    const refused = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/authorize`);
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('PAYPAL_AUTHORIZE_FAILED');
    server.answer = () => ({ hang: true });
    const timeout = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/onboarding`);
    expect(timeout.status).toBe(502);
    expect(timeout.body.code).toBe('PAYPAL_AUTHORIZE_FAILED');
    server.answer = () => ({ json: { links: [{ rel: 'self', href: 'x' }] } });
    expect((await t.call(manager, 'GET', `/api/v1/paypal/${venue}/authorize`)).status).toBe(502);
  });

  it("needs its permission; another brand's venue is a 404; bad ids are 4xx", async () => {
    expect((await t.call(staff, 'GET', `/api/v1/paypal/${venue}/authorize`)).status).toBe(403);
    expect((await t.call(staff, 'GET', `/api/v1/paypal/${venue}/onboarding`)).status).toBe(403);
    expect((await t.call(manager, 'GET', `/api/v1/paypal/${other}/authorize`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `/api/v1/paypal/${other}/onboarding`)).status).toBe(404);
    for (const bad of ['nope', '%00', 'x'.repeat(300), '0123456789abcdef01234567']) {
      const res = await t.call(manager, 'GET', `/api/v1/paypal/${bad}/authorize`);
      expect(res.status, `${bad}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('without PayPal configured the calls say so (503)', async () => {
    const paypal = t.services.paypal;
    t.services.paypal = null;
    try {
      const res = await t.call(manager, 'GET', `/api/v1/paypal/${venue}/authorize`);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('PAYPAL_NOT_CONFIGURED');
    } finally {
      t.services.paypal = paypal;
    }
  });
});
