import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { expectedFigures, salesDataSet, type SalesSet } from './helpers/salesDataSet';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

// The exports of spec §7 served last: `v1/export/{venue}/foodspot`, `v1/foodcard-log/export/logs/update`,
// `v1/export/sales/{file}` and the reports.zip of §9 (a sales job with format zip).

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

async function runJob(token: string, handler: string, params: Record<string, unknown>) {
  const started = await t.call(token, 'POST', '/api/v1/jobs', { handler, params });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(await t.services.jobs.tick()).toBe(true);
  return started.body.data._id as string;
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  set = await salesDataSet(t, admin, 'f');
});
afterAll(() => t.close());

describe('GET v1/export/{venue}/foodspot', () => {
  it('a line per article of the counted orders, on the venue\'s clock, in the file\'s language, formulas guarded', async () => {
    // venues of their own: the data set's figures stay as sales.contract computes them
    const newVenue = async (n: number) => (await t.call(admin, 'POST', '/api/v1/general/venue', { name: `Foodspot ${n}`, readableId: `FSP${n}`, customerGroup: set.groups[0], timezone: 'Europe/Berlin' })).body.data._id as string;
    const venue = { _id: await newVenue(1), group: set.groups[0] };
    const elsewhere = await newVenue(2);
    const order = (at: string, status: string, items: unknown[], deleted = false, v = venue._id) => ({
      _id: newId(), venue: v, customer_group: venue.group, created_at: at, updated_at: at, deleted_at: deleted ? at : null,
      doc: JSON.stringify({ venue: v, code: `FS-${status}-${at.slice(8, 10)}`, status, type: 'takeaway', currency: 'euro', total: 3000, net: 2500, tip: 0, paymentMethod: 'paypal', items }),
    });
    const items = [
      { article: newId(), name: 'Currywurst', quantity: 2, unitPrice: 1250, taxRate: 7 },
      { article: newId(), name: '=cmd|"/c calc"!A1', quantity: 1, unitPrice: 500, taxRate: 19.5 },
    ];
    await t.db.kysely.insertInto('order').values([
      order('2026-02-10T10:00:00.000Z', 'done', items),
      order('2026-02-11T10:00:00.000Z', 'failed', items),
      order('2026-02-12T10:00:00.000Z', 'done', items, true),
      order('2026-02-13T10:00:00.000Z', 'done', items, false, elsewhere),
      order('2026-03-05T10:00:00.000Z', 'validated', items),
    ]).execute();
    const res = await t.call(admin, 'GET', `/api/v1/export/${venue._id}/foodspot?from=${FROM}&to=${TO}&lang=de`);
    expect(res.status, String(res.body)).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="foodspot-01-02-2026.csv"');
    const rows = lines(res.body);
    expect(rows[0]).toEqual(['Datum', 'Bestellung', 'Bestellart', 'Zahlungsart', 'Artikel', 'Menge', 'Einzelpreis', 'Summe', 'Steuersatz (%)']);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['10.02.2026 11:00', 'FS-done-10', 'takeaway', 'PayPal', 'Currywurst', '2', '12,50', '25,00', '7']);
    expect(rows[2].slice(6)).toEqual(['5,00', '5,00', '19,5']);
    expect(res.body).toContain(`"'=cmd|""/c calc""!A1"`);
    const en = lines((await t.call(admin, 'GET', `/api/v1/export/${venue._id}/foodspot?from=${FROM}&to=2026-03-31&lang=en`)).body);
    expect(en).toHaveLength(5);
    expect(en[1]).toEqual(['2026-02-10 11:00', 'FS-done-10', 'takeaway', 'PayPal', 'Currywurst', '2', '12.50', '25.00', '7']);
    expect(en[3][0]).toBe('2026-03-05 11:00');
  });

  it('needs sales.export; a foreign or unknown venue is 404; bad input is 4xx', async () => {
    const [, gb] = set.groups;
    const own = set.venues[3]._id;
    const foreign = set.venues[0]._id;
    const viewer = await userWith('fs_viewer', ['sales.view', 'order.view', 'foodcard.export'], gb);
    expect((await t.call(viewer, 'GET', `/api/v1/export/${own}/foodspot`)).status).toBe(403);
    const exporter = await userWith('fs_exporter', ['sales.export'], gb);
    expect((await t.call(exporter, 'GET', `/api/v1/export/${own}/foodspot`)).status).toBe(200);
    for (const v of [foreign, '0'.repeat(24)]) {
      const res = await t.call(exporter, 'GET', `/api/v1/export/${v}/foodspot`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const cases: [string, number][] = [
      [`/api/v1/export/nope/foodspot`, 400], [`/api/v1/export/${own}/foodspot?from=${TO}&to=${FROM}`, 422], [`/api/v1/export/${own}/foodspot?from=2010-01-01&to=2026-01-01`, 422],
      [`/api/v1/export/${own}/foodspot?lang=xx`, 400], [`/api/v1/export/${own}/foodspot?format=xlsx`, 400], [`/api/v1/export/${own}/foodspot?period=forever`, 400], [`/api/v1/export/${own}/foodspot?email=maybe`, 400],
    ];
    for (const [url, status] of cases) expect((await t.call(exporter, 'GET', url)).status, url).toBe(status);
    expect((await t.call(exporter, 'GET', `/api/v1/export/${own}/foodspot?email=true`)).status).toBe(202);
  });
});

describe('GET v1/foodcard-log/export/logs/update', () => {
  it('one line per changed field of the venue\'s foodcard records, before and after, not other venues\' or creations', async () => {
    const venue = set.venues[0]._id;
    const category = (await t.call(admin, 'POST', `/api/v1/foodcard/category/venue/${venue}`, { name: { de: 'Suppen' } })).body.data._id;
    const cat = (await t.call(admin, 'POST', `/api/v1/foodcard/article/venue/${venue}`, { name: { de: 'Suppen' }, category, price: 4.5 })).body.data;
    const patched = await t.call(admin, 'PATCH', `/api/v1/foodcard/article/${cat._id}`, { name: { de: '@SUM(A1)' }, price: 5.25 });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const other = (await t.call(admin, 'POST', `/api/v1/foodcard/category/venue/${set.venues[1]._id}`, { name: { de: 'Andere' } })).body.data;
    expect((await t.call(admin, 'PATCH', `/api/v1/foodcard/category/${other._id}`, { name: { de: 'Anders' } })).status).toBe(200);
    const res = await t.call(admin, 'GET', `/api/v1/foodcard-log/export/logs/update?venue=${venue}&lang=de`);
    expect(res.status, String(res.body)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="foodcard-log-\d\d-\d\d-\d{4}\.csv"$/);
    const rows = lines(res.body);
    expect(rows[0]).toEqual(['Datum', 'Benutzer', 'Aktion', 'Bereich', 'Datensatz', 'Titel', 'Feld', 'Vorher', 'Nachher']);
    const mine = rows.slice(1);
    expect(mine.every((r) => r[4] === cat._id), JSON.stringify(mine)).toBe(true);
    expect(mine.every((r) => r[2] === 'update' && r[3] === 'article')).toBe(true);
    expect(mine.find((r) => r[7] === '4,5' && r[8] === '5,25'), JSON.stringify(mine)).toBeTruthy();
    expect(mine.some((r) => r[7].includes('Suppen') && r[8].includes('@SUM(A1)'))).toBe(true);
    // the record's title is the user's text: a spreadsheet must not read it as a formula
    expect(mine.every((r) => r[5] === "'@SUM(A1)"), JSON.stringify(mine)).toBe(true);
    expect(mine[0][0]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    const en = lines((await t.call(admin, 'GET', `/api/v1/foodcard-log/export/logs/update?venue=${venue}&lang=en`)).body);
    expect(en.slice(1).some((r) => r[8] === '5.25')).toBe(true);
  });

  it('needs foodcard.export and a venue in scope; bad input is 4xx', async () => {
    const [, gb] = set.groups;
    const own = set.venues[3]._id;
    const none = await userWith('fl_none', ['category.view', 'sales.export'], gb);
    expect((await t.call(none, 'GET', `/api/v1/foodcard-log/export/logs/update?venue=${own}`)).status).toBe(403);
    const user = await userWith('fl_user', ['foodcard.export'], gb);
    expect((await t.call(user, 'GET', `/api/v1/foodcard-log/export/logs/update?venue=${own}`)).status).toBe(200);
    expect((await t.call(user, 'GET', `/api/v1/foodcard-log/export/logs/update?venue=${set.venues[0]._id}`)).status).toBe(404);
    const cases: [string, number][] = [
      ['', 400], ['?venue=nope', 400], [`?venue=${own}&from=${TO}&to=${FROM}`, 422], [`?venue=${own}&lang=xx`, 400], [`?venue=${own}&resource=order`, 400], [`?venue=${own}&from=2026-02-30&to=2026-03-01`, 422],
    ];
    for (const [query, status] of cases) expect((await t.call(user, 'GET', `/api/v1/foodcard-log/export/logs/update${query}`)).status, query).toBe(status);
  });
});

describe('GET v1/export/sales/{file} and reports.zip', () => {
  it('answers a finished sales job\'s file; format zip is reports.zip with a report.csv per venue', async () => {
    const ids = set.venues.slice(0, 3).map((v) => v._id);
    const csv = await runJob(admin, 'sales', { from: FROM, to: TO, 'venue[]': ids, lang: 'de' });
    const file = await t.call(admin, 'GET', `/api/v1/export/sales/${csv}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="sales-01-02-2026.csv"');
    expect(lines(file.body).at(-1)!.slice(1, 3)).toEqual([String(expectedFigures(set, ids, FROM, TO).orderCount), de(expectedFigures(set, ids, FROM, TO).revenue)]);
    const zipId = await runJob(admin, 'sales', { from: FROM, to: TO, 'venue[]': ids, format: 'zip', lang: 'de' });
    const res = await t.app.inject({ url: `/api/v1/export/sales/${zipId}`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reports.zip"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir).sort();
    expect(names).toEqual(['SF0/report.csv', 'SF1/report.csv', 'SF2/report.csv']);
    for (const [i, v] of set.venues.slice(0, 3).entries()) {
      const rows = lines(await zip.file(`SF${i}/report.csv`)!.async('string'));
      expect(rows.at(-1), v.zone).toEqual(['Summe', String(expectedFigures(set, [v._id], FROM, TO).orderCount), ...rows.at(-1)!.slice(2)]);
      expect(rows.at(-1)![2]).toBe(de(expectedFigures(set, [v._id], FROM, TO).revenue));
    }
    // the analytics report takes the zip too, and its file stays binary
    const started = await t.call(admin, 'POST', '/api/v1/data/analytics', { from: FROM, to: TO, venue: ids.slice(0, 2), format: 'zip' });
    expect(started.status).toBe(200);
    expect(await t.services.jobs.tick()).toBe(true);
    const analytics = await t.app.inject({ url: `/api/v1/data/analytics/${started.body.data._id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(analytics.headers['content-disposition']).toBe('attachment; filename="reports.zip"');
    expect(Object.keys((await JSZip.loadAsync(analytics.rawPayload)).files).filter((n) => n.endsWith('report.csv'))).toHaveLength(2);
    // an analytics job is not a sales file; mailed on request
    expect((await t.call(admin, 'GET', `/api/v1/export/sales/${started.body.data._id}`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `/api/v1/export/sales/${zipId}?email=true`)).status).toBe(202);
  });

  it('needs sales.export and the caller\'s own finished job; a name or a path is 400, never a file', async () => {
    const [, gb] = set.groups;
    const mine = await runJob(admin, 'sales', { from: FROM, to: TO });
    const none = await userWith('sf_none', ['sales.view'], gb);
    expect((await t.call(none, 'GET', `/api/v1/export/sales/${mine}`)).status).toBe(403);
    const other = await userWith('sf_other', ['sales.export'], gb);
    expect((await t.call(other, 'GET', `/api/v1/export/sales/${mine}`)).status).toBe(404);
    expect((await t.call(other, 'GET', `/api/v1/export/sales/${'0'.repeat(24)}`)).status).toBe(404);
    for (const bad of ['report.csv', 'sales-01-02-2026.csv', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', `${mine}.csv`, `${mine}%00`, 'x'.repeat(300)]) {
      const res = await t.call(other, 'GET', `/api/v1/export/sales/${bad}`);
      expect(res.status, bad).toBeGreaterThanOrEqual(400);
      expect(res.status, bad).toBeLessThan(500);
    }
    expect((await t.call(other, 'GET', '/api/v1/export/sales/report.csv')).status).toBe(400);
    expect((await t.call(other, 'GET', `/api/v1/export/sales/${mine}?lang=xx`)).status).toBe(400);
    expect((await t.call(admin, 'POST', '/api/v1/jobs', { handler: 'sales', params: { format: 'xlsx' } })).status).toBe(422);
    // reports.zip splits by venue: a flavor permission of the area is needed, as for the split on screen
    const plain = await userWith('sf_plain', ['sales.export', 'sales.view', 'sales.overview'], gb);
    const zipOf = (token: string) => t.call(token, 'POST', '/api/v1/jobs', { handler: 'sales', params: { from: FROM, to: TO, format: 'zip' } });
    const refused = await zipOf(plain);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('sales.flavor');
    expect((await t.call(plain, 'POST', '/api/v1/jobs', { handler: 'sales', params: { from: FROM, to: TO, format: 'csv' } })).status).toBe(200);
    const flavored = await userWith('sf_flavor', ['sales.export', 'sales.overview', 'sales.flavor'], gb);
    expect((await zipOf(flavored)).status).toBe(200);
  });
});
