import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signCallback } from '../src/server/entities/payment/bookCallback';
import { providerServer, type ProviderReply, type ProviderServer } from './helpers/providerServer';
import { pdfText } from './helpers/pdfText';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The payment provider adapter against a local server answering like the provider: a refund
 * through it (with its idempotency key), a refusal (502, nothing booked), a timeout (pending,
 * asked again with the same key), a slow provider that holds no database lock, racing refunds,
 * and the signed booking callback delivered twice (booked once).
 */
let t: TestApp;
let provider: ProviderServer;
let manager: string;
let admin: string;
const SECRET = 'whsec_test_0815';
let payments: any[] = [];

beforeAll(async () => {
  provider = await providerServer();
  vi.stubEnv('PAYMENT_PROVIDER_URL', provider.url);
  vi.stubEnv('PAYMENT_PROVIDER_KEY', 'sk_test_4711');
  vi.stubEnv('PAYMENT_PROVIDER_TIMEOUT_MS', '2000');
  vi.stubEnv('PAYMENT_PROVIDER_SECRET', SECRET);
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  payments = (await t.call(admin, 'GET', '/api/v3/payment/?status[]=paid&limit=1000')).body.data;
});
afterAll(async () => {
  // the worker runs further files: the provider's settings go with this one
  vi.unstubAllEnvs();
  await t.close();
  await provider.close();
});

const refund = (p: any, amount: number) => t.call(manager, 'PATCH', `/api/v3/payment/${p.order}/refund`, { articles: [], isExternal: false, amount });
const show = async (p: any) => (await t.call(admin, 'GET', `/api/v3/payment/byId/${p._id}`)).body.data;

describe('refunds through the provider', () => {
  it('sends the charge, amount, currency and an idempotency key, and books the provider reference', async () => {
    const p = payments[0];
    provider.requests.length = 0;
    provider.answer = (req) => ({ json: { id: `re_${req.headers['idempotency-key']}`, status: 'succeeded' } });
    const res = await refund(p, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(provider.requests).toHaveLength(1);
    const req = provider.requests[0];
    expect(req).toMatchObject({ method: 'POST', path: '/refunds', json: { charge: p.providerRef, amount: 1, currency: p.currency } });
    expect(req.headers.authorization).toBe('Bearer sk_test_4711');
    expect(req.headers['idempotency-key']).toBe(`${p._id}-r1`);
    expect(res.body.data.refunds.at(-1)).toMatchObject({ amount: 1, isExternal: false, providerRef: `re_${p._id}-r1`, id: `${p._id}-r1` });
    // The next refund of the payment is another key.
    await refund(p, 1);
    expect(provider.requests[1].headers['idempotency-key']).toBe(`${p._id}-r2`);
  });

  it('books nothing when the provider refuses (502); a new attempt is a new key, as the provider keeps its refusal under the old one', async () => {
    const p = payments[1];
    provider.requests.length = 0;
    provider.answer = () => ({ status: 402, json: { message: 'charge already refunded' } });
    const res = await refund(p, 5);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PAYMENT_PROVIDER_FAILED');
    expect(res.body.message).toContain('charge already refunded');
    provider.answer = () => ({ json: { id: 'x', status: 'failed' } });
    expect((await refund(p, 5)).body.code).toBe('PAYMENT_PROVIDER_FAILED');
    expect(await show(p)).toMatchObject({ refunded: 0, status: 'paid', refunds: [] });
    provider.answer = (req) => ({ json: { id: `re_${req.headers['idempotency-key']}`, status: 'pending' } });
    expect((await refund(p, 5)).status).toBe(200);
    expect(provider.requests.map((r) => r.headers['idempotency-key'])).toEqual([`${p._id}-r1`, `${p._id}-r2`, `${p._id}-r3`]);
    expect(await show(p)).toMatchObject({ refunded: 5, status: 'partially_refunded', refunds: [{ id: `${p._id}-r3`, amount: 5, providerRef: `re_${p._id}-r3` }] });
  });

  it('keeps a refund without an answer pending and reserved, and asks again with the same key before the next refund', async () => {
    const p = payments[2];
    provider.requests.length = 0;
    provider.answer = () => ({ hang: true });
    const res = await refund(p, 5);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('PAYMENT_REFUND_PENDING');
    const pending = await show(p);
    expect(pending).toMatchObject({ refunded: 0, status: 'paid', refunds: [{ id: `${p._id}-r1`, amount: 5, pending: true }] });
    // Not booked, so not on the full receipt either.
    const receipt = async () => pdfText((await t.app.inject({ method: 'GET', url: `/api/v1/export/full?payment=${p._id}`, headers: { authorization: `Bearer ${admin}` } })).rawPayload);
    expect(await receipt()).not.toContain('manager@example.com');
    // The pending amount is reserved: the rest of the sum is all that can still be refunded.
    const over = await refund(p, p.sum - 4);
    expect(over.body.code).toBe('REFUND_EXCEEDS_PAYMENT');
    // An error page is no answer either.
    provider.answer = () => ({ raw: '<html>oops</html>' });
    expect((await refund(p, 1)).body.code).toBe('PAYMENT_REFUND_PENDING');
    // The provider answers again: the next refund first settles r1 and r2 under their own keys.
    provider.requests.length = 0;
    provider.answer = (req) => ({ json: { id: `re_${req.headers['idempotency-key']}`, status: 'succeeded' } });
    const next = await refund(p, 2);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(provider.requests.map((r) => r.headers['idempotency-key'])).toEqual([`${p._id}-r1`, `${p._id}-r2`, `${p._id}-r3`]);
    expect(next.body.data).toMatchObject({ refunded: 8, status: 'partially_refunded' });
    expect(await receipt()).toContain('manager@example.com');
    expect(next.body.data.refunds.map((r: any) => [r.id, r.amount, r.pending ?? false])).toEqual([[`${p._id}-r1`, 5, false], [`${p._id}-r2`, 1, false], [`${p._id}-r3`, 2, false]]);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject=${p._id}&action[]=refund&limit=100`);
    expect(audit.body.data).toHaveLength(3);
  });

  it('drops a pending refund the provider refuses when asked again, and goes on with the new one', async () => {
    const p = payments[7];
    provider.requests.length = 0;
    provider.answer = () => ({ hang: true });
    expect((await refund(p, 4)).body.code).toBe('PAYMENT_REFUND_PENDING');
    provider.answer = (req) => (req.headers['idempotency-key'] === `${p._id}-r1`
      ? { status: 402, json: { message: 'no such charge' } }
      : { json: { id: `re_${req.headers['idempotency-key']}`, status: 'succeeded' } });
    const next = await refund(p, 2);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(provider.requests.map((r) => r.headers['idempotency-key'])).toEqual([`${p._id}-r1`, `${p._id}-r1`, `${p._id}-r2`]);
    expect(next.body.data).toMatchObject({ refunded: 2, refunds: [{ id: `${p._id}-r2`, amount: 2, providerRef: `re_${p._id}-r2` }] });
    expect(next.body.data.refunds).toHaveLength(1);
  });

  it('does not hold the database while the provider takes its time', async () => {
    const p = payments[4];
    let release!: (reply: ProviderReply) => void;
    const later = new Promise<ProviderReply>((r) => { release = r; });
    provider.answer = () => ({ later });
    vi.stubEnv('PAYMENT_PROVIDER_TIMEOUT_MS', '60000');
    try {
      let slowDone = false;
      const slow = refund(p, 3).then((res) => { slowDone = true; return res; });
      await expect.poll(() => provider.requests.some((r) => r.headers['idempotency-key'] === `${p._id}-r1`)).toBe(true);
      // While the provider has not answered, other writes and reads of the server go through.
      const other = await t.call(admin, 'PATCH', `/api/v3/payment/${payments[5].order}/refund`, { articles: [], isExternal: true, amount: 1 });
      expect(other.status, JSON.stringify(other.body)).toBe(200);
      expect((await show(p)).refunds).toMatchObject([{ id: `${p._id}-r1`, amount: 3, pending: true }]);
      expect(slowDone).toBe(false);
      release({ json: { id: 're_slow', status: 'succeeded' } });
      const res = await slow;
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ refunded: 3, refunds: [{ id: `${p._id}-r1`, providerRef: 're_slow' }] });
      expect(res.body.data.refunds[0].pending).toBeUndefined();
    } finally {
      vi.stubEnv('PAYMENT_PROVIDER_TIMEOUT_MS', '2000');
    }
  });

  it('books at most the paid sum when 20 refunds through the provider race', async () => {
    const p = payments[6];
    provider.answer = (req) => ({ json: { id: `re_${req.headers['idempotency-key']}`, status: 'succeeded' } });
    const amount = Math.max(1, Math.floor(p.sum / 7));
    const results = await Promise.all(Array.from({ length: 20 }, () => refund(p, amount)));
    const ok = results.filter((r) => r.status === 200).length;
    for (const r of results) expect([200, 409, 422], JSON.stringify(r.body)).toContain(r.status);
    const after = await show(p);
    expect(after.refunded).toBe(ok * amount);
    expect(after.refunded).toBeLessThanOrEqual(p.sum);
    expect(after.refunds.filter((r: any) => r.pending)).toEqual([]);
    expect(new Set(after.refunds.map((r: any) => r.id)).size).toBe(ok);
  });

  it('does not call the provider for an external refund', async () => {
    const p = payments[3];
    provider.requests.length = 0;
    const res = await t.call(manager, 'PATCH', `/api/v3/payment/${p.order}/refund`, { articles: [], isExternal: true, amount: 2 });
    expect(res.status).toBe(200);
    expect(provider.requests).toHaveLength(0);
  });
});

describe('the booking callback', () => {
  const post = (body: string, signature?: string) => t.app.inject({
    method: 'POST', url: '/api/v3/payment/callback', payload: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-payment-signature': signature } : {}) },
  });

  it('books a payment once, however often the same callback arrives', async () => {
    const orders = await t.db.kysely.selectFrom('order').select(['_id', 'doc']).execute();
    const paid = new Set(payments.map((p) => p.order));
    const all = (await t.call(admin, 'GET', '/api/v3/payment/?limit=1000')).body.data.map((p: any) => p.order);
    const free = orders.find((o) => !paid.has(o._id) && !all.includes(o._id))!;
    const body = JSON.stringify({ idempotencyKey: 'evt_1', order: free._id, amount: 1234, method: 'paypal', providerRef: 'ch_live_1', status: 'paid' });
    const sig = signCallback(SECRET, body);
    const answers = await Promise.all([post(body, sig), post(body, sig), post(body, sig)]);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const ids = new Set(answers.map((a) => a.json().data._id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.json().duplicate === false)).toHaveLength(1);
    const again = await post(body, sig);
    expect(again.json()).toMatchObject({ duplicate: true, data: { sum: 1234, status: 'paid', method: 'paypal', order: free._id } });
    const booked = (await t.call(admin, 'GET', `/api/v3/payment/?limit=1000`)).body.data.filter((p: any) => p.order === free._id);
    expect(booked).toHaveLength(1);
    // Another key for the same order is not a second payment.
    const other = JSON.stringify({ idempotencyKey: 'evt_2', order: free._id, amount: 1, method: 'paypal', providerRef: 'ch_live_2', status: 'paid' });
    expect((await post(other, signCallback(SECRET, other))).statusCode).toBe(409);
  });

  it('refuses an unsigned, wrongly signed or malformed callback without a 500', async () => {
    const body = JSON.stringify({ idempotencyKey: 'evt_3', order: '0'.repeat(24), amount: 1, method: 'paypal', providerRef: 'x', status: 'paid' });
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, signCallback('wrong', body))).statusCode).toBe(401);
    expect((await post(body, signCallback(SECRET, body))).statusCode).toBe(404);
    for (const bad of ['', 'x', '[]', '{}', JSON.stringify({ idempotencyKey: 'k', order: 'nope', amount: -1 })]) {
      const res = await post(bad, signCallback(SECRET, bad));
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
  });
});
