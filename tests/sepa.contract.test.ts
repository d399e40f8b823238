import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemPrincipal } from '../src/server/access/systemPrincipal';
import { httpSepaProvider } from '../src/server/entities/sepa/httpSepaProvider';
import { bookInvoice } from '../src/server/seed/seedSepa';
import { fakeSepaProvider } from './helpers/fakeSepaProvider';
import { providerServer, type ProviderServer } from './helpers/providerServer';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * SEPA (spec part 2 §3, §4, §7, §9) against a local server answering like the SEPA provider:
 * mandates replaced by a new registration link, the webhook (duplicates change nothing), payments
 * booked once however often they are asked for, the 30-day and 2-day windows, permissions,
 * another tenant's invoices and venues, bad input.
 */
const SECRET = 'whsec-test';
vi.stubEnv('SEPA_WEBHOOK_SECRET', SECRET);
let t: TestApp;
let server: ProviderServer;
let fake: ReturnType<typeof fakeSepaProvider>;
let admin: string;
let manager: string;
let staff: string;
let venues: string[];
const DAY = 86_400_000;
const month = new Date().toISOString().slice(0, 7);
const line = (cents: number) => [{ label: 'Provision', quantity: 1, unitPrice: cents, total: cents }];

beforeAll(async () => {
  server = await providerServer();
  t = await testApp({ sepa: httpSepaProvider({ url: server.url, key: 'sepa-test-key', timeoutMs: 2000 }) });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  venues = [await t.venueId(admin, 'BM01'), await t.venueId(admin, 'BH02'), await t.venueId(admin, 'BA03')];
});
afterAll(async () => {
  // the worker runs further files: the provider's settings go with this one
  vi.unstubAllEnvs();
  await t.close();
  await server.close();
});
beforeEach(() => {
  fake = fakeSepaProvider();
  server.answer = fake.answer;
  server.requests.length = 0;
});

const overview = async (token = manager) => (await t.call(token, 'GET', '/api/v1/sepa/overview')).body.data;
const invoice = (venue: string, cents = 5000, daysAgo = 1) => bookInvoice(t.services, venue, { month, lines: line(cents), createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() });
const stored = async (id: string) => (await t.call(admin, 'GET', `/api/v3/payment/transaction/byId/${id}`)).body.data;
const auditOf = async (subject: string, action: string) => {
  const rows = await t.db.kysely.selectFrom('audit').select(['doc']).execute();
  return rows.map((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc)).filter((d: any) => d.subject === subject && d.action === action);
};
const webhook = (body: unknown, secret = SECRET) => t.app.inject({ method: 'POST', url: '/api/v1/sepa/webhook', headers: { authorization: `Bearer ${secret}` }, payload: body as object });

describe('the demo mandate and invoices', () => {
  it('shows the registered mandate, the payable invoices of the last 30 days and the cancellable payment', async () => {
    const data = await overview();
    expect(data.mandates).toHaveLength(1);
    expect(data.mandates[0]).toMatchObject({ merchantId: 'DBC-4711', status: 'active', mandateReference: 'DBC-MANDATE-0001' });
    expect(data.payable.length).toBeGreaterThanOrEqual(3);
    expect(data.payable.every((i: any) => Date.parse(i.createdAt) >= Date.now() - 30 * DAY)).toBe(true);
    expect(data.paid.some((i: any) => i.cancellable && i.sepaPaymentRef === 'PM-DEMO-0001')).toBe(true);
    expect(data.cancelDays).toBe(2);
  });
});

describe('paying invoices', () => {
  it('pays once: the provider gets one debit per invoice however often and however concurrently it is asked', async () => {
    const inv = await invoice(venues[1], 12345);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] })));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(fake.payments).toHaveLength(1);
    expect(fake.payments[0]).toMatchObject({ amount: 12345, currency: 'EUR', mandate: 'DBC-MANDATE-0001' });
    const after = await stored(inv._id);
    expect(after).toMatchObject({ status: 'paid', sepaPaymentRef: fake.payments[0].id });
    expect(await auditOf(inv._id, 'sepaPay')).toHaveLength(1);
    // Calls that overlapped may each have asked the provider (with the one idempotency key, so it
    // debited once); how many overlapped depends on scheduling. A later retry answers the booked
    // invoice without asking again.
    const asked = server.requests.filter((r) => r.path === '/payments');
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(asked.length).toBeLessThanOrEqual(6);
    expect(new Set(asked.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    const again = await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    expect(again.body.data[0]).toMatchObject({ status: 'paid', sepaPaymentRef: fake.payments[0].id });
    expect(server.requests.filter((r) => r.path === '/payments')).toHaveLength(asked.length);
    expect(fake.payments).toHaveLength(1);
  });

  it('a refusal or a timeout books nothing; the retry after a timeout sends the same idempotency key', async () => {
    const inv = await invoice(venues[2], 777);
    server.answer = () => ({ status: 422, json: { message: 'mandate suspended' } });
    const refused = await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('SEPA_PAY_FAILED');
    expect(refused.body.message).toContain('mandate suspended');
    expect((await stored(inv._id)).status).toBe('open');

    server.answer = () => ({ hang: true });
    const timeout = await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    expect(timeout.status).toBe(502);
    expect((await stored(inv._id)).status).toBe('open');

    server.answer = fake.answer;
    const ok = await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    expect(ok.status).toBe(200);
    const keys = server.requests.filter((r) => r.path === '/payments').map((r) => r.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);
    expect((await stored(inv._id)).status).toBe('paid');
  });

  it('invoices older than 30 days, credit notes and unknown ids are refused before anything is paid', async () => {
    const fresh = await invoice(venues[0], 1000, 2);
    const old = await invoice(venues[0], 1000, 31);
    const res = await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [fresh._id, old._id] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SEPA_INVOICE_NOT_PAYABLE');
    expect(fake.payments).toHaveLength(0);
    expect((await stored(fresh._id)).status).toBe('open');
    expect((await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: ['0123456789abcdef01234567'] })).status).toBe(404);
  });

  it('pay/last pays the newest open invoice of the venue', async () => {
    await invoice(venues[1], 1111, 5);
    const newest = await invoice(venues[1], 2222, 0);
    const res = await t.call(manager, 'POST', '/api/v1/sepa/pay/last', { venue: venues[1] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data[0]._id).toBe(newest._id);
    expect(fake.payments.map((p) => p.amount)).toEqual([2222]);
  });

  it('a venue without a registered mandate cannot pay', async () => {
    const group = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
    const lone = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'No Mandate', readableId: 'NM01', customerGroup: group })).body.data._id;
    const inv = await invoice(lone, 500);
    const res = await t.call(admin, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('SEPA_NO_MANDATE');
  });
});

describe('cancelling a payment', () => {
  it('within 2 days: the invoice is open again, a second cancel is a 409, and paying again is a new debit', async () => {
    const inv = await invoice(venues[0], 4321);
    await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    const ref = (await stored(inv._id)).sepaPaymentRef;
    const res = await t.call(manager, 'POST', '/api/v1/sepa/cancel', { invoice: inv._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('open');
    expect(fake.cancelled).toEqual([ref]);
    const after = await stored(inv._id);
    expect(after.status).toBe('open');
    expect(after.sepaPaymentRef).toBeUndefined();
    expect(await auditOf(inv._id, 'sepaCancel')).toHaveLength(1);
    const twice = await t.call(manager, 'POST', '/api/v1/sepa/cancel', { invoice: inv._id });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('SEPA_NOT_CANCELLABLE');
    await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    expect(fake.payments).toHaveLength(2);
    expect(fake.payments[0].key).not.toBe(fake.payments[1].key);
  });

  it('after 2 days it is a 409 and nothing is cancelled; a provider failure leaves the invoice paid', async () => {
    const inv = await invoice(venues[0], 999);
    await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] });
    const tx = t.services.registry.get('transaction')!;
    server.answer = () => ({ status: 500, json: { message: 'down' } });
    const failed = await t.call(manager, 'POST', '/api/v1/sepa/cancel', { invoice: inv._id });
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe('SEPA_CANCEL_FAILED');
    expect((await stored(inv._id)).status).toBe('paid');
    await t.services.items.update(tx, systemPrincipal, inv._id, { paidAt: new Date(Date.now() - 2 * DAY - 60_000).toISOString() });
    server.answer = fake.answer;
    const late = await t.call(manager, 'POST', '/api/v1/sepa/cancel', { invoice: inv._id });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('SEPA_CANCEL_TOO_LATE');
    expect(fake.cancelled).toEqual([]);
  });
});

describe('mandates', () => {
  it('a new registration link replaces the mandate of those venues; the webhook registers it once', async () => {
    const before = (await overview()).mandates[0];
    const res = await t.call(manager, 'POST', '/api/v1/sepa/create', { merchantId: 'DBC-9', merchantName: 'Demo Burger Finance', venues: [venues[0], venues[1]] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', registrationLink: 'https://sepa.example.com/register/MD0001', venues: [venues[0], venues[1]] });
    expect(server.requests[0].json).toMatchObject({ merchant_id: 'DBC-9', merchant_name: 'Demo Burger Finance' });
    const now = await overview();
    expect(now.mandates.map((m: any) => m._id)).toEqual([res.body.data._id]);
    expect(await auditOf(before._id, 'delete')).toHaveLength(1);

    // Paying waits for the registration.
    const inv = await invoice(venues[0], 300);
    expect((await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] })).body.code).toBe('SEPA_NO_MANDATE');

    expect((await webhook({ type: 'mandate.registered', mandate: 'MD0001', reference: 'REF-NEW' }, 'wrong')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) {
      const hook = await webhook({ type: 'mandate.registered', mandate: 'MD0001', reference: 'REF-NEW' });
      expect(hook.statusCode, hook.body).toBe(200);
    }
    const late = await webhook({ type: 'mandate.failed', mandate: 'MD0001', error: 'late' });
    expect(late.json().data.applied).toBe(false);
    expect(await auditOf(res.body.data._id, 'sepaRegistered')).toHaveLength(1);
    const mandate = (await overview()).mandates[0];
    expect(mandate).toMatchObject({ status: 'active', mandateReference: 'REF-NEW' });
    expect(mandate.registrationError).toBeUndefined();
    expect((await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [inv._id] })).status).toBe(200);
    expect(fake.payments[0].mandate).toBe('REF-NEW');
    expect((await webhook({ type: 'mandate.registered', mandate: 'unknown', reference: 'X' })).json().data.applied).toBe(false);
  });

  it('a failed registration is shown with its error', async () => {
    const res = await t.call(manager, 'POST', '/api/v1/sepa/create', { merchantId: 'DBC-10', merchantName: 'Hafen', venues: [venues[1]] });
    await webhook({ type: 'mandate.failed', mandate: res.body.data.providerMandateId, error: 'IBAN rejected' });
    const m = (await overview()).mandates.find((x: any) => x._id === res.body.data._id);
    expect(m).toMatchObject({ status: 'failed', registrationError: 'IBAN rejected' });
  });

  it('a provider refusal or timeout creates nothing and keeps the mandate', async () => {
    const before = (await overview()).mandates.map((m: any) => m._id);
    server.answer = () => ({ status: 400, json: { message: 'merchant unknown' } });
    const refused = await t.call(manager, 'POST', '/api/v1/sepa/create', { merchantId: 'X', merchantName: 'X', venues: [venues[2]] });
    expect(refused.status).toBe(502);
    expect(refused.body.code).toBe('SEPA_CREATE_FAILED');
    server.answer = () => ({ hang: true });
    expect((await t.call(manager, 'POST', '/api/v1/sepa/create', { merchantId: 'X', merchantName: 'X', venues: [venues[2]] })).status).toBe(502);
    expect((await overview()).mandates.map((m: any) => m._id)).toEqual(before);
  });
});

describe('access, tenancy and input', () => {
  it('needs venue.sepa.create for mandates and venue.sepa.pay for payments', async () => {
    expect((await t.call(staff, 'GET', '/api/v1/sepa/overview')).status).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/sepa/create', { merchantId: 'a', merchantName: 'b', venues: [venues[0]] })).status).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/sepa/pay', { invoices: [venues[0]] })).status).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/sepa/pay/last', { venue: venues[0] })).status).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/sepa/cancel', { invoice: venues[0] })).status).toBe(403);
    expect((await t.call(null, 'GET', '/api/v1/sepa/overview')).status).toBe(401);
  });

  it("another brand's venue, invoice and mandate are 404 and never listed", async () => {
    const groupB = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Brand B', slug: 'brand_b' })).body.data._id;
    const venueB = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'B Venue', readableId: 'BV01', customerGroup: groupB })).body.data._id;
    const mandateB = await t.call(admin, 'POST', '/api/v1/sepa/create', { merchantId: 'B', merchantName: 'Brand B', venues: [venueB] });
    expect(mandateB.status).toBe(200);
    const invB = await invoice(venueB, 100);
    expect((await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [invB._id] })).status).toBe(404);
    expect((await t.call(manager, 'POST', '/api/v1/sepa/pay/last', { venue: venueB })).status).toBe(404);
    expect((await t.call(manager, 'POST', '/api/v1/sepa/cancel', { invoice: invB._id })).status).toBe(404);
    expect((await t.call(manager, 'POST', '/api/v1/sepa/create', { merchantId: 'x', merchantName: 'x', venues: [venues[0], venueB] })).status).toBe(404);
    expect((await t.call(manager, 'GET', `/api/v1/sepa/byId/${mandateB.body.data._id}`)).status).toBe(404);
    expect((await t.call(manager, 'DELETE', `/api/v1/sepa/byId/${mandateB.body.data._id}`)).status).toBe(403);
    const seen = await overview();
    expect(seen.mandates.some((m: any) => m._id === mandateB.body.data._id)).toBe(false);
    expect(seen.payable.some((i: any) => i._id === invB._id)).toBe(false);
    // Venues of two brands never share one mandate.
    const mixed = await t.call(admin, 'POST', '/api/v1/sepa/create', { merchantId: 'x', merchantName: 'x', venues: [venues[0], venueB] });
    expect(mixed.status).toBe(422);
    expect(mixed.body.code).toBe('SEPA_VENUES_MIXED');
  });

  it('bad input is a 4xx, never a 500', async () => {
    const bodies: [string, unknown][] = [
      ['/api/v1/sepa/pay', {}], ['/api/v1/sepa/pay', { invoices: 'x' }], ['/api/v1/sepa/pay', { invoices: [] }], ['/api/v1/sepa/pay', { invoices: ['nope'] }],
      ['/api/v1/sepa/pay', { invoices: [venues[0], venues[0]] }], ['/api/v1/sepa/pay', { invoices: [{ $ne: 1 }] }], ['/api/v1/sepa/pay/last', { venue: 'x\u0000' }],
      ['/api/v1/sepa/cancel', { invoice: null }], ['/api/v1/sepa/cancel', { invoice: '0123456789abcdef01234567', extra: 1 }],
      ['/api/v1/sepa/create', { merchantId: '', merchantName: 'x', venues: [venues[0]] }], ['/api/v1/sepa/create', { merchantId: ' x', merchantName: 'x', venues: [] }],
      ['/api/v1/sepa/create', { merchantId: 'x', merchantName: 'x', venues: ['0123456789abcdef01234567'] }], ['/api/v1/sepa/create', []],
    ];
    for (const [url, body] of bodies) {
      const res = await t.call(manager, 'POST', url, body);
      expect(res.status, `${url} ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    for (const body of [{}, { type: 'mandate.registered', mandate: 'x' }, { type: 'other', mandate: 'x' }, 'garbage']) {
      const res = await webhook(body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('without a SEPA provider the overview says so, the calls answer 503 and nothing is booked', async () => {
    expect((await overview()).providerConfigured).toBe(true);
    const sepa = t.services.sepa;
    t.services.sepa = null;
    try {
      const now = await overview();
      // the screen learns it up front, to offer no action that would fail
      expect(now.providerConfigured).toBe(false);
      const open = now.payable[0];
      const res = await t.call(manager, 'POST', '/api/v1/sepa/pay', { invoices: [open._id] });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SEPA_NOT_CONFIGURED');
      expect((await stored(open._id)).status).toBe('open');
    } finally {
      t.services.sepa = sepa;
    }
  });
});
