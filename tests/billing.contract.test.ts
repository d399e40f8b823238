import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { smtpMailer } from '../src/server/mail/smtpMailer';
import { euros } from '../src/server/entities/transaction/pdfBuffer';
import { pdfText } from './helpers/pdfText';
import { sampleTenant } from './helpers/sampleTenant';
import { smtpSink } from './helpers/smtpSink';
import { testApp, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

let t: TestApp;
let sink: Awaited<ReturnType<typeof smtpSink>>;
let admin: string;
let manager: string;
let operator: string;
let staff: string;
let mitte: string;
let hafen: string;
let altstadt: string;
let foreignVenue: string;
const pay = '/api/v3/payment';
const MONTH = '2024-03';

/** Orders of Burger Mitte written straight into the table (as the ordering apps would). */
interface SeedOrder { at: string; status: string; type: string; total: number; tip: number; net: number; items: { article: string; name: string; quantity: number; unitPrice: number }[] }
const orders: SeedOrder[] = [];

async function insertOrders(venue: string, list: SeedOrder[]): Promise<void> {
  const v = await t.services.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirstOrThrow();
  const rows = list.map((o, i) => ({
    _id: newId(), venue, customer_group: v.customer_group, created_at: o.at, updated_at: o.at, deleted_at: null,
    doc: JSON.stringify({ venue, code: `T${i}`, status: o.status, type: o.type, currency: 'euro', total: o.total, net: o.net, tip: o.tip, paymentMethod: 'paypal', items: o.items }),
  }));
  for (let i = 0; i < rows.length; i += 200) await t.services.db.kysely.insertInto('order').values(rows.slice(i, i + 200)).execute();
}

beforeAll(async () => {
  sink = await smtpSink();
  t = await testApp({ mailer: smtpMailer(sink.url) });
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  operator = await t.login('operator@example.com');
  staff = await t.login('staff@example.com');
  mitte = await t.venueId(admin, 'BM01');
  hafen = await t.venueId(admin, 'BH02');
  altstadt = await t.venueId(admin, 'BA03');
  // The figures below are worked out for 5 % and no fixed rate (the demo seeds other rates).
  for (const v of [mitte, hafen, altstadt]) {
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/${v}`, { provisionRate: 5, provisionFixedRate: 0 });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
  const other = await sampleTenant(t, admin, t.services.registry);
  await other.ensure('customerGroup');
  foreignVenue = (await other.ensure('venue'))._id;
  // March 2024 in Berlin: 1 March 00:00 CET is 29 Feb 23:00 UTC; 1 April 00:00 CEST is 31 March 22:00 UTC.
  const items = [{ article: 'a'.repeat(24), name: 'Pizza', quantity: 2, unitPrice: 890 }, { article: 'b'.repeat(24), name: 'Cola', quantity: 1, unitPrice: 350 }];
  for (let i = 0; i < 30; i++) {
    const tip = i % 3 === 0 ? 150 + i : 0;
    const total = 2130 + i * 7 + tip;
    orders.push({ at: `2024-03-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00.000Z`, status: ['done', 'validated', 'failed'][i % 3], type: ['inside', 'takeaway'][i % 2], total, tip, net: Math.round(((total - tip) * 100) / 119) + tip, items });
  }
  orders.push({ at: '2024-02-29T23:30:00.000Z', status: 'done', type: 'inside', total: 1001, tip: 0, net: 841, items }); // 1 March, 00:30 Berlin: in
  orders.push({ at: '2024-03-31T22:30:00.000Z', status: 'done', type: 'inside', total: 5000, tip: 0, net: 4202, items }); // 1 April, 00:30 Berlin: out
  orders.push({ at: '2024-02-29T22:30:00.000Z', status: 'done', type: 'inside', total: 7000, tip: 0, net: 5882, items }); // 29 Feb, 23:30 Berlin: out
  await insertOrders(mitte, orders);
  await insertOrders(hafen, [{ at: '2024-03-10T10:00:00.000Z', status: 'done', type: 'delivery', total: 4000, tip: 0, net: 3361, items }]);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const inMarch = () => orders.filter((o) => o.at >= '2024-02-29T23:00:00.000Z' && o.at < '2024-03-31T22:00:00.000Z' && ['done', 'validated'].includes(o.status));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** 5 % of the revenue (gross without tips), half up, in integers */
const provisionOf = (revenue: number) => Math.floor((revenue * 500 + 5000) / 10000);

describe('GET v3/payment/invoice/{venue}/venue and its variants', () => {
  it('gives the figures of the month exactly as the orders sum up, and the provision half up', async () => {
    const res = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue?month=${MONTH}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const m = inMarch();
    const gross = sum(m.map((o) => o.total));
    const tips = sum(m.map((o) => o.tip));
    const d = res.body.data;
    expect(d.figures).toEqual({ orders: m.length, gross, net: sum(m.map((o) => o.net)), tips, provision: provisionOf(gross - tips), fees: 0 });
    expect(d.lines).toEqual([{ label: 'provision', quantity: 1, unitPrice: provisionOf(gross - tips), total: provisionOf(gross - tips) }]);
    expect(d.amount).toBe(provisionOf(gross - tips));
    expect(d.period).toMatchObject({ from: '2024-02-29T23:00:00.000Z', to: '2024-03-31T22:00:00.000Z', month: MONTH });
  });

  it('adds the setup fee (99 € or 49 €) and devices (319, 200, 230 € plus 8 € each)', async () => {
    const res = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue?month=${MONTH}&setupFee=full&devices=tabletWithPrinter,tablet,printer,printer&fields=fees`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fees = 9900 + 31900 + 20000 + 2 * 23000 + 4 * 800;
    expect(res.body.data.figures).toEqual({ fees });
    const reduced = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue?month=${MONTH}&setupFee=reduced&fields=fees`);
    expect(reduced.body.data.figures).toEqual({ fees: 4900 });
  });

  it('takes from/to days and only the chosen fields; no field chosen is the form rule (422)', async () => {
    const res = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue?from=2024-03-01&to=2024-03-31&fields=orders,tips`);
    expect(res.status).toBe(200);
    expect(res.body.data.figures).toEqual({ orders: inMarch().length, tips: sum(inMarch().map((o) => o.tip)) });
    const none = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue?month=${MONTH}&fields=`);
    expect(none.status).toBe(422);
    expect(none.body.errors[0]).toMatchObject({ path: 'fields', code: 'billingFieldRequired' });
  });

  it('answers bad parameters with 400 or 422, never 500', async () => {
    const bad = ['month=2024-13', 'month=x', 'from=2024-03-01', 'from=2024-03-05&to=2024-03-01', 'from=2020-01-01&to=2024-01-01', 'fields=bogus',
      'devices=ufo', 'setupFee=huge', 'unknown=1', 'from=aaaa-bb-cc&to=2024-01-01', 'month[]=2024-01', 'devices=' + 'tablet,'.repeat(400)];
    for (const q of bad) {
      const res = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue?${q}`);
      expect([400, 422], `${q}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`).toContain(res.status);
    }
    expect([400, 404]).toContain((await t.call(manager, 'GET', `${pay}/invoice/not-an-id/venue`)).status);
    expect((await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue/articles/ufo?month=${MONTH}`)).status).toBe(400);
  });

  it('writes the CSV and the plain summary with the same figures', async () => {
    const csv = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue/csv?month=${MONTH}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const m = inMarch();
    const gross = sum(m.map((o) => o.total));
    expect(csv.body).toContain(`Burger Mitte;${MONTH};gross;${euros(gross)}\r\n`);
    expect(csv.body).toContain(`Burger Mitte;${MONTH};orders;${m.length}\r\n`);
    const plain = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/summary/plain?month=${MONTH}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toContain(`Bestellungen: ${m.length}`);
    expect(plain.body).toContain(`Brutto: ${euros(gross)} EUR`);
    const summary = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue/summary?month=${MONTH}`);
    expect(summary.body.data.figures.gross).toBe(gross);
  });

  it('breaks the month down per article (and per order type)', async () => {
    const m = inMarch();
    const res = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue/articles?month=${MONTH}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.articles).toEqual([
      { article: 'a'.repeat(24), name: 'Pizza', quantity: 2 * m.length, total: 1780 * m.length },
      { article: 'b'.repeat(24), name: 'Cola', quantity: m.length, total: 350 * m.length },
    ]);
    const inside = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/venue/articles/inside?month=${MONTH}`);
    expect(inside.body.data.articles[1].quantity).toBe(m.filter((o) => o.type === 'inside').length);
  });

  it('sums the brand (subway) over every venue of the customer group', async () => {
    const res = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/subway?month=${MONTH}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.venues.map((v: any) => v.venue._id).sort()).toEqual([mitte, hafen, altstadt].sort());
    expect(res.body.data.totals.orders).toBe(inMarch().length + 1);
    expect(res.body.data.totals.gross).toBe(sum(inMarch().map((o) => o.total)) + 4000);
    const summary = await t.call(manager, 'GET', `${pay}/invoice/${mitte}/subway/summary?month=${MONTH}`);
    expect(summary.body.data.totals).toEqual(res.body.data.totals);
    // GET v1/test/subway/{venue}: the same figures as a dry run, booking nothing
    const before = (await t.call(manager, 'GET', `${pay}/transaction/${mitte}`)).body.total;
    const dry = await t.call(manager, 'GET', `/api/v1/test/subway/${mitte}?month=${MONTH}`);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data.test).toBe(true);
    expect(dry.body.data.totals).toEqual(res.body.data.totals);
    expect((await t.call(manager, 'GET', `${pay}/transaction/${mitte}`)).body.total).toBe(before);
    expect((await t.call(operator, 'GET', `/api/v1/test/subway/${mitte}?month=${MONTH}`)).status).toBe(403);
    expect((await t.call(manager, 'GET', `/api/v1/test/subway/${foreignVenue}?month=${MONTH}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `/api/v1/test/subway/${mitte}?month=2026-13`)).status).toBe(400);
  });

  it('is gated by the invoice permissions and scoped to the tenant', async () => {
    expect((await t.call(staff, 'GET', `${pay}/invoice/${mitte}/venue?month=${MONTH}`)).status).toBe(403);
    expect((await t.call(operator, 'GET', `${pay}/invoice/${mitte}/subway?month=${MONTH}`)).status).toBe(403);
    expect((await t.call(null, 'GET', `${pay}/invoice/${mitte}/venue?month=${MONTH}`)).status).toBe(401);
    expect((await t.call(manager, 'GET', `${pay}/invoice/${foreignVenue}/venue?month=${MONTH}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${pay}/invoice/${foreignVenue}/subway?month=${MONTH}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${pay}/invoice/${foreignVenue}/venue/articles?month=${MONTH}`)).status).toBe(404);
  });
});

describe('transactions (invoices and credit notes)', () => {
  it('books 20 adds in parallel with consecutive numbers, no gap and no duplicate; a refused add takes none', async () => {
    const before = (await t.call(manager, 'GET', `${pay}/transaction/${hafen}?limit=100`)).body.data as any[];
    const start = Math.max(0, ...before.map((x) => x.number));
    const adds = Array.from({ length: 20 }, (_, i) => t.call(manager, 'POST', `${pay}/transaction/add`,
      i % 2 ? { venue: hafen, kind: 'invoice', month: MONTH } : { venue: hafen, kind: 'creditNote', month: MONTH, lines: [{ label: 'Gutschrift', quantity: 1, unitPrice: 500 + i, total: 500 + i }] }));
    const refused = [
      t.call(manager, 'POST', `${pay}/transaction/add`, { venue: hafen, kind: 'creditNote', month: MONTH }),
      t.call(manager, 'POST', `${pay}/transaction/add`, { venue: hafen, kind: 'invoice', month: '2999-01' }),
      t.call(manager, 'POST', `${pay}/transaction/add`, { venue: hafen, kind: 'creditNote', month: MONTH, lines: [{ label: 'x', quantity: 2, unitPrice: 5, total: 11 }] }),
    ];
    const results = await Promise.all([...adds, ...refused]);
    for (const r of results.slice(0, 20)) expect(r.status, JSON.stringify(r.body)).toBe(201);
    for (const r of results.slice(20)) expect(r.status, JSON.stringify(r.body)).toBe(422);
    const numbers = results.slice(0, 20).map((r) => r.body.data.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => start + 1 + i));
    const venue = await t.call(admin, 'GET', `/api/v1/general/venue/${hafen}`);
    expect(venue.body.data?.lastInvoiceNumber ?? venue.body.lastInvoiceNumber).toBe(start + 20);
    const invoice = results.find((r) => r.body.data.kind === 'invoice')!.body.data;
    expect(invoice.amount).toBe(provisionOf(4000));
    expect(invoice.lines[0]).toMatchObject({ label: 'provision', total: provisionOf(4000) });
  });

  it("refuses adds without the right, in another tenant, or with a number or status of the server's", async () => {
    expect((await t.call(operator, 'POST', `${pay}/transaction/add`, { venue: mitte, kind: 'invoice', month: MONTH })).status).toBe(403);
    expect((await t.call(manager, 'POST', `${pay}/transaction/add`, { venue: foreignVenue, kind: 'invoice', month: MONTH })).status).toBe(404);
    const forged = await t.call(manager, 'POST', `${pay}/transaction/add`, { venue: mitte, kind: 'invoice', month: MONTH, number: 999 });
    expect([400, 422]).toContain(forged.status);
    // An invoice is born open: its status follows the SEPA payment, never the body.
    const paid = await t.call(manager, 'POST', `${pay}/transaction/add`, { venue: mitte, kind: 'invoice', month: MONTH, status: 'paid' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(422);
    expect(paid.body.errors).toEqual([expect.objectContaining({ path: 'status', code: 'unknownField' })]);
    expect((await t.call(manager, 'GET', `${pay}/transaction/${foreignVenue}`)).status).toBe(404);
  });

  it('draws the invoice PDF with the venue, the number, the lines and the total; and the orders PDF', async () => {
    const add = await t.call(manager, 'POST', `${pay}/transaction/add`, { venue: mitte, kind: 'invoice', month: MONTH, setupFee: 'reduced', devices: [{ kind: 'tablet', quantity: 1 }] });
    expect(add.status, JSON.stringify(add.body)).toBe(201);
    const tx = add.body.data;
    const gross = sum(inMarch().map((o) => o.total));
    const tips = sum(inMarch().map((o) => o.tip));
    expect(tx.amount).toBe(provisionOf(gross - tips) + 4900 + 20000 + 800);
    const pdf = await t.app.inject({ method: 'GET', url: `${pay}/transaction/downloadInvoicePdf/${tx._id}`, headers: { authorization: `Bearer ${manager}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const today = new Date();
    const dd = `${String(today.getUTCDate()).padStart(2, '0')}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${today.getUTCFullYear()}`;
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="billing-${dd}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Burger Mitte');
    expect(text).toContain(`Rechnungsnummer: ${tx.number}`);
    expect(text).toContain('Einrichtungsgebühr (ermäßigt)');
    expect(text).toContain('49,00');
    expect(text).toContain('200,00');
    expect(text).toContain(`Gesamt EUR\n${euros(tx.amount)}`);
    const file = await t.app.inject({ method: 'GET', url: `${pay}/invoice/${tx._id}.pdf`, headers: { authorization: `Bearer ${manager}` } });
    expect(file.statusCode).toBe(200);
    expect(pdfText(file.rawPayload)).toContain(euros(tx.amount));
    const list = await t.app.inject({ method: 'GET', url: `${pay}/transaction/downloadOrdersPdf/${mitte}/${tx._id}`, headers: { authorization: `Bearer ${manager}` } });
    expect(list.statusCode).toBe(200);
    const orderText = pdfText(list.rawPayload);
    expect(orderText).toContain(`${inMarch().length} Bestellungen, Summe ${euros(gross)} EUR`);
    expect((await t.call(manager, 'GET', `${pay}/transaction/downloadOrdersPdf/${hafen}/${tx._id}`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${pay}/transaction/downloadInvoicePdf/zzz`)).status).toBe(404);
    expect((await t.call(manager, 'GET', `${pay}/invoice/nothing.pdf`)).status).toBe(404);
    expect((await t.call(staff, 'GET', `${pay}/transaction/downloadInvoicePdf/${tx._id}`)).status).toBe(403);
  });

  it('lists each venue\'s last open invoice', async () => {
    const res = await t.call(manager, 'GET', `${pay}/transaction/venues/lastTransactionsPayable`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byVenue = new Map(res.body.data.map((x: any) => [x.venue, x]));
    expect([...byVenue.keys()].sort()).toEqual([mitte, hafen, altstadt].sort());
    const hafenAll = (await t.call(manager, 'GET', `${pay}/transaction/${hafen}?limit=100`)).body.data as any[];
    const maxOpen = Math.max(...hafenAll.filter((x) => x.kind === 'invoice' && x.status === 'open').map((x) => x.number));
    expect((byVenue.get(hafen) as any).number).toBe(maxOpen);
  });
});

describe('POST v3/payment/invoice/venue/send', () => {
  it('mails the invoice PDF as an attachment to the given address and audits it', async () => {
    const list = (await t.call(manager, 'GET', `${pay}/transaction/${mitte}?limit=100`)).body.data as any[];
    const tx = list[0];
    const before = sink.mails.length;
    const res = await t.call(manager, 'POST', `${pay}/invoice/venue/send`, { transaction: tx._id, email: 'billing@example.com', lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = await waitFor(() => sink.mails.length > before && sink.mails.at(-1));
    expect(mail.to).toEqual(['billing@example.com']);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Invoice ${tx.number} \\(`, 'm'));
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=billing-\d\d-\d\d-\d{4}\.pdf/);
    const b64 = /Content-Disposition: attachment[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)![1];
    const pdf = Buffer.from(b64.replace(/\s/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain('Burger Mitte');
    const audit = await t.call(admin, 'GET', '/api/v1/audit?action[]=invoiceSend&limit=10');
    expect(audit.body.data.some((a: any) => a.subject === tx._id)).toBe(true);
  });

  it('needs invoice.send, a receiver and a transaction of the tenant', async () => {
    const tx = ((await t.call(manager, 'GET', `${pay}/transaction/${mitte}?limit=1`)).body.data as any[])[0];
    expect((await t.call(operator, 'POST', `${pay}/invoice/venue/send`, { transaction: tx._id })).status).toBe(403);
    const noReceiver = await t.call(manager, 'POST', `${pay}/invoice/venue/send`, { transaction: tx._id });
    expect(noReceiver.status).toBe(422);
    expect(noReceiver.body.errors[0].code).toBe('invoiceNoReceiver');
    expect((await t.call(manager, 'POST', `${pay}/invoice/venue/send`, { transaction: newId() })).status).toBe(404);
    expect([400, 422]).toContain((await t.call(manager, 'POST', `${pay}/invoice/venue/send`, { transaction: tx._id, email: 'nope' })).status);
    expect([400, 422]).toContain((await t.call(manager, 'POST', `${pay}/invoice/venue/send`, {})).status);
  });

  it('is INVOICE_SEND_FAILED (502) when the relay refuses', async () => {
    const tx = ((await t.call(manager, 'GET', `${pay}/transaction/${mitte}?limit=1`)).body.data as any[])[0];
    const services = t.services as { mailer: unknown };
    const working = services.mailer;
    services.mailer = smtpMailer('smtp://127.0.0.1:1'); // a real relay address nobody listens on
    try {
      const res = await t.call(manager, 'POST', `${pay}/invoice/venue/send`, { transaction: tx._id, email: 'x@example.com' });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe('INVOICE_SEND_FAILED');
    } finally {
      services.mailer = working;
    }
  });
});
