import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToDecimal } from '../src/core/money';
import { seedOrders } from '../src/server/seed/seedOrders';
import { newId } from '../src/server/crud/newId';
import { pdfText } from './helpers/pdfText';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
});
afterAll(() => t.close());

const R = '/api/v1/receipts/';
const E = '/api/v1/export';

async function pdf(token: string, kind: string, payment: string) {
  const res = await t.app.inject({ method: 'GET', url: `${E}/${kind}?payment=${payment}`, headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' } });
  return res;
}

/** A user whose role holds exactly `permissions`, linked to the demo brand (all its venues). */
async function userWith(slug: string, permissions: string[]): Promise<string> {
  const group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?limit=100')).body.data.find((g: any) => g.name === 'Demo Burger Company')._id;
  const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions });
  expect(role.status).toBe(201);
  const email = `${slug}@example.com`;
  const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: slug, email, password: 'Secret123', role: slug, customerGroup: group });
  expect(user.status).toBe(201);
  return t.login(email);
}

describe('receipts list (GET v1/receipts/)', () => {
  it('lists one receipt per payment, newest first, with the payment list\'s filters', async () => {
    const payments = (await t.call(admin, 'GET', '/api/v3/payment/?limit=1000')).body;
    const res = await t.call(manager, 'GET', `${R}?limit=1000`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(payments.total);
    expect(res.body.total).toBeGreaterThan(10);
    const first = res.body.data[0];
    const p = payments.data.find((x: any) => x._id === first.payment);
    expect(first).toMatchObject({ venue: p.venue, codes: p.codes, sum: p.sum, refunded: p.refunded, method: p.method, paidAt: p.createdAt });

    const venue = first.venue;
    const byVenue = (await t.call(manager, 'GET', `${R}?venue[]=${venue}&limit=1000`)).body;
    expect(byVenue.data.length).toBeGreaterThan(0);
    expect(byVenue.data.every((r: any) => r.venue === venue)).toBe(true);

    const byMethod = (await t.call(manager, 'GET', `${R}?method[]=paypal&limit=1000`)).body;
    expect(byMethod.data.length).toBeGreaterThan(0);
    expect(byMethod.data.every((r: any) => r.method === 'paypal')).toBe(true);

    const byCode = (await t.call(manager, 'GET', `${R}?code=${first.codes[0]}`)).body;
    expect(byCode.data.map((r: any) => r.payment)).toEqual([first.payment]);

    const since = res.body.data[4].paidAt;
    const recent = (await t.call(manager, 'GET', `${R}?createdAt[gte]=${encodeURIComponent(since)}&limit=1000`)).body;
    expect(recent.data.every((r: any) => r.paidAt >= since)).toBe(true);
    expect(recent.total).toBeGreaterThanOrEqual(5);
    expect(recent.total).toBeLessThan(res.body.total);

    const refunded = res.body.data.filter((r: any) => r.refunded > 0);
    expect(refunded).toHaveLength(1);
  });

  it('needs receipt.view; another brand sees none of ours; bad filters are 400, never 500', async () => {
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'GET', R)).status).toBe(403);
    const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other brand', slug: 'other_brand' })).body.data._id;
    const venue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other venue', readableId: 'OV01', customerGroup: group })).body.data._id;
    await seedOrders(t.services, [venue], 8);
    const before = (await t.call(manager, 'GET', R)).body.total;
    await seedPaymentsFor(venue);
    expect((await t.call(manager, 'GET', R)).body.total).toBe(before);
    const all = (await t.call(admin, 'GET', `${R}?venue[]=${venue}`)).body;
    expect(all.total).toBeGreaterThan(0);
    // a payment of the other brand: the manager gets 404 on every PDF
    for (const kind of ['customer', 'merchant', 'combined']) expect((await pdf(manager, kind, all.data[0].payment)).statusCode).toBe(404);

    for (const q of ['page=0', 'limit=5000', 'sort=nope', 'unknown[]=1', 'page=abc', 'q=%00']) {
      const res = await t.call(manager, 'GET', `${R}?${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

/** A paid payment for each paid order of one venue, booked as the provider's callback would. */
async function seedPaymentsFor(venue: string) {
  const db = t.services.db.kysely;
  const orders = await db.selectFrom('order').select(['_id', 'venue', 'customer_group', 'created_at', 'doc']).where('venue', '=', venue).execute();
  for (const o of orders) {
    const doc = typeof o.doc === 'string' ? JSON.parse(o.doc) : o.doc;
    if (doc.status !== 'done' && doc.status !== 'validated') continue;
    const payment = { order: o._id, venue, codes: [doc.code], currency: 'euro', sum: doc.total, refunded: 0, status: 'paid', method: doc.paymentMethod, providerRef: `ch_other_${doc.code}`, refunds: [] };
    await db.insertInto('payment').values({ _id: newId(), venue, customer_group: o.customer_group, created_at: o.created_at, updated_at: o.created_at, deleted_at: null, doc: JSON.stringify(payment) }).execute();
  }
}

describe('receipt PDFs (GET v1/export/{customer|merchant|combined|full}?payment=)', () => {
  it('each PDF is a PDF holding the order code and the total with a comma', async () => {
    const list = (await t.call(manager, 'GET', `${R}?limit=1000`)).body.data;
    const r = list.find((x: any) => x.refunded > 0) ?? list[0];
    for (const kind of ['customer', 'merchant', 'combined', 'full']) {
      const res = await pdf(admin, kind, r.payment);
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="receipt-${kind}-${r.codes[0]}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text, kind).toContain(r.codes[0]);
      expect(text, kind).toContain(`${minorToDecimal(r.sum, ',')} €`);
      if (kind !== 'customer') expect(text).toContain(`ch_demo_${r.codes[0]}`);
      else expect(text).not.toContain('ch_demo_');
      if (kind === 'combined') expect(text).toContain('Kundenbeleg');
      if (kind === 'combined') expect(text).toContain('Händlerbeleg');
      if (kind === 'full') expect(text).toContain(`${minorToDecimal(r.refunded, ',')} €`);
    }
  });

  it('the VAT breakdown matches the items in integers', async () => {
    const list = (await t.call(admin, 'GET', `${R}?limit=1000`)).body.data;
    const r = list.find((x: any) => x.status === 'paid');
    const order = (await t.call(admin, 'GET', `/api/v2/order/${r.order}`)).body.data;
    const gross = order.items.reduce((s: number, i: any) => s + i.quantity * i.unitPrice, 0);
    const tax = Math.floor((2 * gross * 1900 + 11900) / (2 * 11900));
    const text = pdfText((await pdf(admin, 'customer', r.payment)).rawPayload);
    expect(text).toContain(`${minorToDecimal(tax, ',')} €`);
    expect(text).toContain(`Netto ${minorToDecimal(gross - tax, ',')} €`);
  });

  it('each kind needs its permission; combined needs customer and merchant', async () => {
    const payment = (await t.call(manager, 'GET', `${R}?limit=1`)).body.data[0].payment;
    const customerOnly = await userWith('rcustomer', ['receipt.view', 'receipt.customer']);
    const merchantOnly = await userWith('rmerchant', ['receipt.view', 'receipt.merchant']);
    const fullOnly = await userWith('rfull', ['receipt.view', 'receipt.full']);
    const expectations: [string, Record<string, number>][] = [
      [customerOnly, { customer: 200, merchant: 403, combined: 403, full: 403 }],
      [merchantOnly, { customer: 403, merchant: 200, combined: 403, full: 403 }],
      [fullOnly, { customer: 403, merchant: 403, combined: 403, full: 200 }],
      [manager, { customer: 200, merchant: 200, combined: 200, full: 403 }],
    ];
    for (const [token, codes] of expectations) {
      for (const [kind, status] of Object.entries(codes)) expect((await pdf(token, kind, payment)).statusCode, kind).toBe(status);
    }
  });

  it('a missing, malformed or unknown payment is 400 or 404, never 500', async () => {
    const cases: [string, number][] = [['', 400], ['?payment=', 400], ['?payment=abc', 400], ['?payment=000000000000000000000000', 404], ['?payment=%00', 400], ['?payment=1&x=2', 400]];
    for (const [q, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `${E}/customer${q}`, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode, q).toBe(status);
    }
    expect((await t.call(null, 'GET', `${E}/customer?payment=000000000000000000000000`)).status).toBe(401);
  });
});
