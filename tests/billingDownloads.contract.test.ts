import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { expectedFigures, salesDataSet, type SalesSet } from './helpers/salesDataSet';

// /billing's files as `payment` download jobs (the tray), the invoice figures against the one
// sales definition, billing.flavor's brand beside the venue, and currencies never added together.

let t: TestApp;
let admin: string;
let flavored: string;
let plain: string;
let other: string;
let set: SalesSet;
let v: string[];
const pay = '/api/v3/payment';
const MONTH = '2026-01';

async function user(email: string, permissions: string[], group: string): Promise<string> {
  const slug = email.split('@')[0].replace(/\W/g, '_');
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions })).status).toBe(201);
  const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: email, email, password: PASSWORD, role: slug, customerGroup: group });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return t.login(email);
}

/** Starts a payment job, runs it, and answers the finished job and its file. */
async function download(token: string, params: Record<string, unknown>) {
  const started = await t.call(token, 'POST', '/api/v1/jobs', { handler: 'payment', params });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  while (await t.services.jobs.tick());
  const job = (await t.call(token, 'GET', `/api/v1/jobs/${started.body.data._id}`)).body.data;
  const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${token}` } });
  return { job, file };
}

const BILLING = ['invoice.summary', 'invoice.venue', 'billing.view', 'venue.transactions.view', 'order.export', 'invoice.venue.articles'];

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'bd');
  v = set.venues.map((x) => x._id);
  flavored = await user('flavored@example.com', [...BILLING, 'billing.flavor'], set.groups[0]);
  plain = await user('plain@example.com', ['invoice.summary'], set.groups[0]);
  other = await user('other@example.com', [...BILLING, 'billing.flavor'], set.groups[1]);
});
afterAll(() => t.close());

describe('billing figures and files', () => {
  it('bills what the one sales definition counts, in each venue\'s own zone', async () => {
    for (const venue of v) {
      const res = await t.call(admin, 'GET', `${pay}/invoice/${venue}/venue/summary?month=${MONTH}`);
      expect(res.status).toBe(200);
      const want = expectedFigures(set, [venue], '2026-01-01', '2026-01-31');
      expect(res.body.data.figures).toMatchObject({ orders: want.orderCount, gross: want.revenue, net: want.netRevenue, tips: want.tips });
    }
  });

  it('makes each /billing file as a download job, named as §9 says, for the call\'s holders only', async () => {
    const csv = await download(flavored, { kind: 'invoiceCsv', venue: v[0], month: MONTH, fields: 'orders,gross' });
    expect(csv.job).toMatchObject({ status: 'done', file: 'billing-01-01-2026.csv', handler: 'payment' });
    expect(csv.file.statusCode).toBe(200);
    expect(csv.file.body).toContain('gross');
    const text = await download(flavored, { kind: 'summaryPlain', venue: v[0], month: MONTH });
    expect(text.job.file).toBe('billing-01-01-2026.txt');
    expect(text.file.body).toContain('Rechnungsbetrag');
    const articles = await download(flavored, { kind: 'articlesCsv', venue: v[0], month: MONTH, type: 'inside' });
    expect(articles.job).toMatchObject({ status: 'done', file: 'billing-articles-01-01-2026.csv' });
    const booked = await t.call(admin, 'POST', `${pay}/transaction/add`, { venue: v[0], kind: 'invoice', month: MONTH });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const tx = booked.body.data._id;
    const pdf = await download(flavored, { kind: 'invoicePdf', transaction: tx });
    expect(pdf.job.file).toMatch(/^billing-\d{2}-\d{2}-\d{4}\.pdf$/);
    expect(pdf.file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const orders = await download(flavored, { kind: 'ordersPdf', venue: v[0], transaction: tx });
    expect(orders.job).toMatchObject({ status: 'done', file: 'billing-orders-01-01-2026.pdf' });

    // refused at the start, never a failed job or a 500
    const start = (token: string, params: Record<string, unknown>) => t.call(token, 'POST', '/api/v1/jobs', { handler: 'payment', params });
    expect((await start(plain, { kind: 'invoicePdf', transaction: tx })).status).toBe(403);
    expect((await start(plain, { kind: 'articlesCsv', venue: v[0], month: MONTH })).status).toBe(403);
    expect((await start(other, { kind: 'invoicePdf', transaction: tx })).status).toBe(404);
    expect((await start(other, { kind: 'invoiceCsv', venue: v[0], month: MONTH })).status).toBe(404);
    expect((await start(other, { kind: 'ordersPdf', venue: v[3], transaction: tx })).status).toBe(404);
    expect((await start(flavored, { kind: 'ordersPdf', venue: v[1], transaction: tx })).status).toBe(404);
    const bad: [Record<string, unknown>, number][] = [
      [{ kind: 'nope' }, 422], [{ kind: 'toString' }, 422], [{ kind: 'invoiceCsv', venue: v[0], month: 'garbage' }, 400],
      [{ kind: 'invoiceCsv', venue: v[0], setupFee: 'x' }, 400], [{ kind: 'invoiceCsv', venue: v[0], fields: 'gross,evil' }, 400],
      [{ kind: 'invoiceCsv', venue: v[0], from: '2026-02-01', to: '2026-01-01' }, 422], [{ kind: 'invoiceCsv', venue: v[0], month: { $gt: '' } }, 400],
      [{ kind: 'articlesCsv', venue: v[0], type: 'weird' }, 400], [{ kind: 'invoiceCsv' }, 404], [{ kind: 'invoiceCsv', venue: { $ne: 1 } }, 404],
      [{ kind: 'invoicePdf', transaction: 'x'.repeat(24) }, 404], [{ kind: 'invoicePdf' }, 404],
    ];
    for (const [params, status] of bad) expect((await start(flavored, params)).status, JSON.stringify(params)).toBe(status);
  });

  it('billing.flavor shows the venue beside its brand; currencies are never added together', async () => {
    const url = `${pay}/invoice/${v[0]}/venue/summary?month=${MONTH}`;
    const brandWant = expectedFigures(set, v.slice(0, 3), '2026-01-01', '2026-01-31');
    const withFlavor = (await t.call(flavored, 'GET', url)).body.data;
    expect(withFlavor.brand).toMatchObject({ customerGroup: set.groups[0], venues: 3, figures: { orders: brandWant.orderCount, gross: brandWant.revenue, tips: brandWant.tips } });
    expect((await t.call(plain, 'GET', url)).body.data.brand).toBeUndefined();

    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${v[2]}`, { currency: 'chf' })).status).toBe(200);
    const euro = expectedFigures(set, v.slice(0, 2), '2026-01-01', '2026-01-31');
    const chf = expectedFigures(set, [v[2]], '2026-01-01', '2026-01-31');
    const brand = (await t.call(flavored, 'GET', `${pay}/invoice/${v[0]}/subway/summary?month=${MONTH}&fields=gross`)).body.data;
    expect(brand.currency).toBe('euro');
    expect(brand.totals).toEqual({ gross: euro.revenue });
    expect(brand.byCurrency.map((c: any) => [c.currency, c.venues, c.totals.gross])).toEqual([['euro', 2, euro.revenue], ['chf', 1, chf.revenue]]);
    expect(brand.venues.find((x: any) => x.venue._id === v[2]).currency).toBe('chf');
    // seen from the Swiss venue, its own currency comes first
    const fromChf = (await t.call(flavored, 'GET', `${pay}/invoice/${v[2]}/subway/summary?month=${MONTH}&fields=gross`)).body.data;
    expect(fromChf.totals).toEqual({ gross: chf.revenue });
    expect((await t.call(flavored, 'GET', url)).body.data.brand).toMatchObject({ venues: 2, figures: { gross: euro.revenue } });
  });
});
