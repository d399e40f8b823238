import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedFigures, salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { newId } from '../src/server/crud/newId';
import { MAX_LIMIT } from '../src/server/crud/parseListQuery';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

// The sales, statistics and order exports (spec §7) against the statistics calls and the figures
// computed here from the data set the test wrote (helpers/salesDataSet.ts).

let t: TestApp;
let admin: string;
let set: SalesSet;
const FROM = '2026-02-01';
const TO = '2026-02-28';

async function userWith(slug: string, permissions: string[], group: string): Promise<string> {
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions })).status).toBe(201);
  const email = `${slug}@example.com`;
  const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: slug, email, password: PASSWORD, role: slug, customerGroup: group });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return t.login(email);
}

const lines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));
const de = (minor: number) => `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)},${String(Math.abs(minor) % 100).padStart(2, '0')}`;
const en = (minor: number) => de(minor).replace(',', '.');
/** orders, gross, net, tax, tips, refunds, average basket as a German file writes them */
const cellsDe = (f: ReturnType<typeof expectedFigures>) => [String(f.orderCount), de(f.revenue), de(f.netRevenue), de(f.tax), de(f.tips), de(f.refunds), de(f.averageBasket)];

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'x');
});
afterAll(() => t.close());

describe('figures exports', () => {
  it('sales/csv and data/sales/csv: one line per bucket and a total equal to statistic/sales, German decimal comma', async () => {
    const ids = set.venues.slice(0, 3).map((v) => v._id);
    const q = `from=${FROM}&to=${TO}${ids.map((v) => `&venue=${v}`).join('')}`;
    const stats = (await t.call(admin, 'GET', `/api/v1/statistic/sales/?${q}&groupBy=week`)).body.data;
    for (const url of ['/api/v1/export/sales/csv', '/api/v1/data/sales/csv']) {
      const res = await t.call(admin, 'GET', `${url}?${q}&groupBy=week&lang=de`);
      expect(res.status, String(res.body)).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/filename="(sales)-01-02-2026\.csv"/);
      const rows = lines(res.body);
      expect(rows[0]).toEqual(['Zeitraum', 'Bestellungen', 'Brutto', 'Netto', 'Steuer', 'Trinkgeld', 'Erstattungen', 'Durchschnittlicher Warenkorb']);
      expect(rows).toHaveLength(stats.buckets.length + 2);
      expect(rows[1][0]).toBe('01.02.2026 – 01.02.2026'.replace(' – 01.02.2026', ''));
      expect(rows.at(-1)).toEqual(['Summe', ...cellsDe(expectedFigures(set, ids, FROM, TO))]);
      expect(rows.at(-1)!.slice(1)).toEqual(cellsDe(stats.totals));
    }
    const english = lines((await t.call(admin, 'GET', `/api/v1/export/sales/csv?${q}&lang=en`)).body);
    expect(english.at(-1)![2]).toBe(en(stats.totals.revenue));
    expect(english[1][0]).toBe(FROM);
  });

  it('revenue/csv by payment method, analytics csv of one venue, and the PDF', async () => {
    const venue = set.venues[1]._id;
    const rev = lines((await t.call(admin, 'GET', `/api/v1/export/revenue/csv?from=${FROM}&to=${TO}&venue=${venue}&lang=fr`)).body);
    expect(rev[0][0]).toBe('Moyen de paiement');
    expect(rev.at(-1)!.slice(1)).toEqual(cellsDe(expectedFigures(set, [venue], FROM, TO)));
    const ana = await t.call(admin, 'GET', `/api/v1/data/analytics/csv/${venue}/?from=${FROM}&to=${TO}&groupBy=month`);
    expect(ana.status).toBe(200);
    expect(lines(ana.body).at(-1)!.slice(1)).toEqual(cellsDe(expectedFigures(set, [venue], FROM, TO)));
    const pdf = await t.call(admin, 'GET', `/api/v1/export/sales/pdf?from=${FROM}&to=${TO}&venue=${venue}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="sales-01-02-2026.pdf"');
    expect(String(pdf.body).startsWith('%PDF')).toBe(true);
  });

  it('per-venue files (data/overview/csv, statistic/csv, sales-overview) equal statistic/overview and guard formulas', async () => {
    const venue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: '=HYPERLINK("x")', readableId: 'FX01', customerGroup: set.groups[1] })).body.data._id;
    const overview = (await t.call(admin, 'GET', `/api/v1/statistic/overview?from=${FROM}&to=${TO}`)).body.data;
    for (const url of ['/api/v1/data/overview/csv', '/api/v1/export/statistic/csv', '/api/v1/export/sales-overview']) {
      const res = await t.call(admin, 'GET', `${url}?from=${FROM}&to=${TO}`);
      expect(res.status, String(res.body)).toBe(200);
      const rows = lines(res.body);
      expect(rows.at(-1)!.slice(1)).toEqual(cellsDe(overview.totals));
      for (const v of set.venues) {
        const name = overview.venues.find((r: any) => r.venue === v._id).name;
        expect(rows.find((r) => r[0] === name)!.slice(1), url).toEqual(cellsDe(expectedFigures(set, [v._id], FROM, TO)));
      }
      expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    }
    expect(venue).toBeTruthy();
  });
});

describe('order exports', () => {
  it('order/csv and {venue}/csv: every order of the list\'s filters, streamed by keyset', async () => {
    // more orders than a page (MAX_LIMIT): the export goes on by keyset and writes each once
    const bulk = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Bulk orders', readableId: 'BK01', customerGroup: set.groups[1] })).body.data._id;
    const at = (i: number) => new Date(Date.parse('2026-03-10T10:00:00Z') + (i % 7) * 1000).toISOString();
    await t.db.kysely.insertInto('order').values(Array.from({ length: MAX_LIMIT + 150 }, (_, i) => ({
      _id: newId(), venue: bulk, customer_group: set.groups[1], created_at: at(i), updated_at: at(i), deleted_at: null,
      doc: JSON.stringify({ venue: bulk, code: `B${i}`, status: 'done', type: 'inside', currency: 'euro', total: 100, net: 84, tip: 0, paymentMethod: 'cash', items: [] }),
    }))).execute();
    const res = await t.call(admin, 'GET', `/api/v1/export/order/csv?venue[]=${bulk}&sort=createdAt&direction=asc&lang=en`);
    expect(res.status, String(res.body)).toBe(200);
    const rows = lines(res.body);
    expect(rows).toHaveLength(MAX_LIMIT + 151);
    expect(new Set(rows.slice(1).map((r) => r.join(';'))).size).toBe(MAX_LIMIT + 150);
    const live = set.orders.filter((o) => !o.deleted);
    const venue = set.venues[0]._id;
    const per = await t.call(admin, 'GET', `/api/v1/export/${venue}/csv`);
    expect(per.status).toBe(200);
    expect(lines(per.body)).toHaveLength(live.filter((o) => o.venue === venue).length + 1);
    expect((await t.call(admin, 'GET', '/api/v1/export/order/csv?nope=1')).status).toBe(400);
  });
});

describe('access and bad input', () => {
  it('403 without the export permission, 404 for a foreign venue, 4xx for bad periods and formats', async () => {
    const viewer = await userWith('exports_viewer', ['sales.view', 'statistics.view', 'order.view'], set.groups[1]);
    for (const url of ['/api/v1/export/sales/csv', '/api/v1/export/sales/pdf', '/api/v1/export/revenue/csv', '/api/v1/data/overview/csv', '/api/v1/export/statistic/csv', '/api/v1/export/order/csv', `/api/v1/data/analytics/csv/${set.venues[0]._id}`]) {
      expect((await t.call(viewer, 'GET', url)).status, url).toBe(403);
    }
    const exporter = await userWith('exports_b', ['sales.export', 'analytics.daily.export', 'order.export', 'order.view'], set.groups[1]);
    const foreign = set.venues[0]._id;
    expect((await t.call(exporter, 'GET', `/api/v1/data/analytics/csv/${foreign}`)).status).toBe(404);
    expect((await t.call(exporter, 'GET', `/api/v1/export/sales/csv?venue=${foreign}`)).status).toBe(404);
    expect((await t.call(exporter, 'GET', `/api/v1/export/${foreign}/csv`)).status).toBe(404);
    const own = set.venues[3]._id;
    const mine = await t.call(exporter, 'GET', `/api/v1/export/sales/csv?from=${FROM}&to=${TO}`);
    expect(lines(mine.body).at(-1)!.slice(1)).toEqual(cellsDe(expectedFigures(set, [own], FROM, TO)));
    expect((await t.call(exporter, 'GET', `/api/v1/export/sales/csv?from=${TO}&to=${FROM}`)).status).toBe(422);
    expect((await t.call(exporter, 'GET', '/api/v1/export/sales/csv?from=2010-01-01&to=2026-01-01')).status).toBe(422);
    expect((await t.call(exporter, 'GET', '/api/v1/export/sales/csv?lang=xx')).status).toBe(400);
    expect((await t.call(exporter, 'GET', '/api/v1/export/sales/csv?format=xlsx')).status).toBe(400);
  });
});

describe('DATEV booking batch', () => {
  it('EXTF 700 header, the columns, per day and method the revenue (S) and refunds (H) of the figures, windows-1252', async () => {
    const venue = set.venues[0]._id;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/export/datev?venue=${venue}&from=${FROM}&to=${TO}&consultant=12345&client=678`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe('attachment; filename="EXTF_Buchungsstapel_01-02-2026.csv"');
    const bytes = res.rawPayload;
    expect(bytes.includes(Buffer.from('Schl\u00fcssel', 'utf8'))).toBe(false);
    expect(bytes.includes(Buffer.from([0x53, 0x63, 0x68, 0x6c, 0xfc]))).toBe(true); // "Schl" + ü in windows-1252
    const rows = new TextDecoder('windows-1252').decode(bytes).trim().split('\r\n').map((l) => l.split(';'));
    expect(rows[0].slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(rows[0].slice(10, 16)).toEqual(['12345', '678', '20260101', '4', '20260201', '20260228']);
    expect(rows[1].slice(0, 3)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz']);
    const cents = (a: string) => Number(a.replace(',', ''));
    const bookings = rows.slice(2);
    const f = expectedFigures(set, [venue], FROM, TO);
    expect(bookings.filter((r) => r[1] === '"S"').reduce((s, r) => s + cents(r[0]), 0)).toBe(f.revenue);
    expect(bookings.filter((r) => r[1] === '"H"').reduce((s, r) => s + cents(r[0]), 0)).toBe(f.refunds);
    expect(rows[1]).toHaveLength(39);
    expect(rows[1].slice(-3)).toEqual(['KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge']);
    const stored = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}`)).body.data;
    for (const r of bookings) {
      expect(r).toHaveLength(39);
      // the venue and payment method as document information, the venue's readable id as cost centre
      expect(r.slice(20, 24)).toEqual(['"Standort"', `"${stored.name}"`, '"Zahlungsart"', r[13].replace(/^"(Umsatz|Erstattung) /, '"')]);
      expect(r[36]).toBe(`"${stored.readableId}"`);
      expect(r[0]).toMatch(/^\d+,\d\d$/);
      expect(r[9]).toMatch(/^(0[1-9]|[12]\d)02$/);
      expect(r[7]).toBe('8400');
      expect(['1360', '1000']).toContain(r[6]);
    }
    const clerk = await userWith('exports_datev_none', ['payment.view'], set.groups[1]);
    expect((await t.call(clerk, 'GET', `/api/v1/export/datev?venue=${set.venues[3]._id}`)).status).toBe(403);
    const accountant = await userWith('exports_datev', ['payment.datev.export'], set.groups[1]);
    expect((await t.call(accountant, 'GET', `/api/v1/export/datev?venue=${venue}`)).status).toBe(404);
    expect((await t.call(accountant, 'GET', `/api/v1/export/datev?venue=${set.venues[3]._id}`)).status).toBe(200);
    expect((await t.call(accountant, 'GET', `/api/v1/export/datev?venue=${set.venues[3]._id}&from=${TO}&to=${FROM}`)).status).toBe(422);
    expect((await t.call(accountant, 'GET', `/api/v1/export/datev?venue=${set.venues[3]._id}&client=0`)).status).toBe(400);
  });

  it('books in the venue\'s own accounts and adviser numbers, the chart\'s usual ones where a field is empty', async () => {
    const venue = set.venues[1]._id;
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { datevRevenueAccount: '84x0' })).status).toBe(422);
    const set04 = await t.call(admin, 'PATCH', `/api/v1/general/venue/${venue}`, { datevChart: '04', datevCashAccount: '1601', datevConsultant: 54321, datevClient: 99 });
    expect(set04.status, JSON.stringify(set04.body)).toBe(200);
    const read = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/export/datev?venue=${venue}&from=${FROM}&to=${TO}${query}`, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode, res.body).toBe(200);
      return new TextDecoder('windows-1252').decode(res.rawPayload).trim().split('\r\n').map((l) => l.split(';'));
    };
    const rows = await read();
    expect(rows[0].slice(10, 12)).toEqual(['54321', '99']);
    expect(rows[0][26]).toBe('"04"');
    const bookings = rows.slice(2);
    expect(bookings.length).toBeGreaterThan(0);
    for (const r of bookings) {
      // SKR04's revenue account (the venue left it empty), its own cash account, SKR04's transit account
      expect(r[7]).toBe('4400');
      expect(['1601', '1460']).toContain(r[6]);
    }
    // numbers in the call still win over the venue's
    expect((await read('&consultant=1234&client=5'))[0].slice(10, 12)).toEqual(['1234', '5']);
  });
});

describe('download jobs (payment, order, sales) and the analytics report', () => {
  const runJob = async (token: string, handler: string, params: Record<string, unknown>) => {
    const started = await t.call(token, 'POST', '/api/v1/jobs', { handler, params });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(await t.services.jobs.tick()).toBe(true);
    const job = (await t.call(token, 'GET', `/api/v1/jobs/${started.body.data._id}`)).body.data;
    expect(job.status, job.error).toBe('done');
    const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${token}` } });
    return { job, file };
  };

  it('sales (csv, pdf), order and payment jobs write the files of the exports', async () => {
    const venue = set.venues[0]._id;
    const csv = await runJob(admin, 'sales', { from: FROM, to: TO, 'venue[]': [venue], lang: 'de' });
    expect(csv.job.file).toBe('sales-01-02-2026.csv');
    expect(lines(csv.file.body).at(-1)).toEqual(['Summe', ...cellsDe(expectedFigures(set, [venue], FROM, TO))]);
    const pdf = await runJob(admin, 'sales', { from: FROM, to: TO, venue, format: 'pdf' });
    expect(pdf.job.file).toBe('sales-01-02-2026.pdf');
    const billing = await runJob(admin, 'payment', { from: FROM, to: TO, venue });
    expect(billing.job.file).toBe('billing-01-02-2026.pdf');
    expect(billing.file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const orders = await runJob(admin, 'order', { filter: { 'venue[]': [venue] }, lang: 'en' });
    expect(lines(orders.file.body)).toHaveLength(set.orders.filter((o) => !o.deleted && o.venue === venue).length + 1);
    const bad = await t.call(admin, 'POST', '/api/v1/jobs', { handler: 'sales', params: { from: TO, to: FROM } });
    expect(bad.status).toBe(422);
    const none = await userWith('exports_jobs_none', ['sales.view'], set.groups[1]);
    for (const handler of ['sales', 'order', 'payment']) expect((await t.call(none, 'POST', '/api/v1/jobs', { handler, params: {} })).status, handler).toBe(403);
  });

  it('POST v1/data/analytics starts a report; GET v1/data/analytics/{file} answers report.csv as text', async () => {
    const venue = set.venues[2]._id;
    const started = await t.call(admin, 'POST', '/api/v1/data/analytics', { from: FROM, to: TO, venue: [venue], groupBy: 'month' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const id = started.body.data._id;
    expect((await t.call(admin, 'GET', `/api/v1/data/analytics/${id}`)).status).toBe(404);
    expect(await t.services.jobs.tick()).toBe(true);
    const file = await t.call(admin, 'GET', `/api/v1/data/analytics/${id}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="report.csv"');
    expect(lines(file.body).at(-1)!.slice(1)).toEqual(cellsDe(expectedFigures(set, [venue], FROM, TO)));
    const other = await userWith('exports_analytics', ['analytics.daily.export'], set.groups[1]);
    expect((await t.call(other, 'GET', `/api/v1/data/analytics/${id}`)).status).toBe(404);
    expect((await t.call(other, 'POST', '/api/v1/data/analytics', { venue: [venue] })).status).toBe(404);
    expect((await t.call(other, 'POST', '/api/v1/data/analytics', { format: 'xlsx' })).status).toBe(422);
  });
});
