import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/server/io/parseCsv';
import { multipartBody } from './helpers/multipartBody';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
/** a manager of another brand, with the same rights in its own venue */
let otherManager: string;
let bm01: string;
let bh02: string;
let otherVenue: string;

const HEADER = 'name;email;gender;userUid;street;number;postalCode;city';

function upload(token: string, url: string, content: string | Buffer, filename = 'customers.csv') {
  const { payload, headers } = multipartBody([{ content, filename, contentType: 'text/csv' }]);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}
const importCustomers = (token: string, venue: string, csv: string | Buffer, dryRun = false) => upload(token, `/api/v1/customer/venue/${venue}/import${dryRun ? '?dryRun=true' : ''}`, csv);
const json = (res: { body: string }) => JSON.parse(res.body);

/** `count` customer lines of a CSV; `prefix` keeps their e-mails apart from other tests'. */
function customerLines(count: number, prefix: string): string[] {
  return Array.from({ length: count }, (_, i) => `Kunde ${i + 1};${prefix}${i + 1}@example.com;${['female', 'male', 'other'][i % 3]};;Ringstraße;${i + 1};10115;Berlin`);
}

async function customersOf(token: string, venue: string): Promise<any[]> {
  const res = await t.call(token, 'GET', `/api/v1/customer?venue[]=${venue}&limit=1000`);
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The rows of an exported CSV (header first), as a spreadsheet would read them. */
function csvRows(body: Buffer | string): string[][] {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
  return parseCsv(bytes, { rows: 100_000, columns: 50 }).records.map((r) => r.cells);
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  bm01 = await t.venueId(manager, 'BM01');
  bh02 = await t.venueId(manager, 'BH02');
  const group = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other Park', slug: 'other_park' })).body.data._id;
  otherVenue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Other Park', readableId: 'OP01', customerGroup: group })).body.data._id;
  const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Olga Other', email: 'olga@example.com', password: PASSWORD, role: 'manager', customerGroup: group });
  expect(user.status).toBe(201);
  otherManager = await t.login('olga@example.com');
});
afterAll(() => t.close());

describe('customer calls (spec part 2 §7)', () => {
  it('the demo tenant has 50 customers over its venues', async () => {
    const res = await t.call(manager, 'GET', '/api/v1/customer?limit=100');
    expect(res.body.total).toBe(50);
    expect(new Set(res.body.data.map((c: any) => c.venue)).size).toBe(3);
  });

  it('POST customer/venue/{venue}/create stores the e-mail lower-case; one e-mail is one customer per venue', async () => {
    const res = await t.call(manager, 'POST', `/api/v1/customer/venue/${bm01}/create`, { name: 'Ida Neu', email: 'Ida.Neu@Example.com', gender: 'female', city: 'Berlin' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ venue: bm01, name: 'Ida Neu', email: 'ida.neu@example.com', gender: 'female' });
    const twice = await t.call(manager, 'POST', `/api/v1/customer/venue/${bm01}/create`, { name: 'Ida Zwei', email: 'IDA.NEU@example.com' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0]).toMatchObject({ path: 'email', code: 'taken' });
    // another venue may know the same person
    expect((await t.call(manager, 'POST', `/api/v1/customer/venue/${bh02}/create`, { name: 'Ida Neu', email: 'ida.neu@example.com' })).status).toBe(201);
  });

  it('bad input is a 422 naming the field', async () => {
    const bad = await t.call(manager, 'POST', `/api/v1/customer/venue/${bm01}/create`, { name: 'X', email: 'not-an-email', gender: 'robot' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: any) => e.path).sort()).toEqual(['email', 'gender']);
    const missing = await t.call(manager, 'POST', `/api/v1/customer/venue/${bm01}/create`, { email: 'nobody@example.com' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({ path: 'name', code: 'required' });
    const venueInBody = await t.call(manager, 'POST', `/api/v1/customer/venue/${bm01}/create`, { name: 'V', email: 'v@example.com', venue: bh02 });
    expect(venueInBody.status).toBe(422);
  });

  it('PATCH customer/id/{id} updates; a bad value is a 422', async () => {
    const created = (await t.call(manager, 'POST', `/api/v1/customer/venue/${bm01}/create`, { name: 'Paul Patch', email: 'paul.patch@example.com' })).body.data;
    const res = await t.call(manager, 'PATCH', `/api/v1/customer/id/${created._id}`, { city: 'Potsdam', email: 'Paul.P@Example.com' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ city: 'Potsdam', email: 'paul.p@example.com' });
    const bad = await t.call(manager, 'PATCH', `/api/v1/customer/id/${created._id}`, { gender: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('gender');
  });

  it('GET customer/ids/ answers only the ids in the caller\'s scope', async () => {
    const mine = (await customersOf(manager, bm01)).slice(0, 2).map((c) => c._id);
    const theirs = (await t.call(otherManager, 'POST', `/api/v1/customer/venue/${otherVenue}/create`, { name: 'Fremd', email: 'fremd@example.com' })).body.data._id;
    const res = await t.call(manager, 'GET', `/api/v1/customer/ids/?ids[]=${mine[0]}&ids[]=${mine[1]}&ids[]=${theirs}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c._id).sort()).toEqual([...mine].sort());
    const other = await t.call(otherManager, 'GET', `/api/v1/customer/ids?ids=${mine[0]}&ids=${theirs}`);
    expect(other.body.data.map((c: any) => c._id)).toEqual([theirs]);
    expect((await t.call(manager, 'GET', '/api/v1/customer/ids?ids[]=nope')).status).toBe(400);
    expect((await t.call(manager, 'GET', '/api/v1/customer/ids')).status).toBe(400);
  });

  it('every call needs its customer permission', async () => {
    const any = (await customersOf(manager, bm01))[0]._id;
    expect((await t.call(staff, 'GET', '/api/v1/customer')).status).toBe(403);
    expect((await t.call(staff, 'POST', `/api/v1/customer/venue/${bm01}/create`, { name: 'S', email: 's@example.com' })).status).toBe(403);
    expect((await t.call(staff, 'PATCH', `/api/v1/customer/id/${any}`, { name: 'S' })).status).toBe(403);
    expect((await t.call(staff, 'GET', `/api/v1/customer/ids?ids[]=${any}`)).status).toBe(403);
    expect((await t.call(staff, 'GET', '/api/v1/customer/export/csv')).status).toBe(403);
    expect((await importCustomers(staff, bm01, `${HEADER}\n${customerLines(1, 'staff')[0]}`)).statusCode).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/jobs', { handler: 'customerExport', params: {} })).status).toBe(403);
    expect((await t.call(null, 'GET', '/api/v1/customer/export/csv')).status).toBe(401);
  });
});

describe('customer import (POST customer/venue/{venue}/import)', () => {
  it('a file is required', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/customer/venue/${bm01}/import`, headers: { authorization: `Bearer ${manager}` } });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('FILE_MISSING');
  });

  it('checks every row first: one bad line is a 422 naming line and column, and nothing is written', async () => {
    const lines = customerLines(50, 'imp');
    lines[6] = 'Kunde 7;kein-email;female;;Ringstraße;7;10115;Berlin';
    lines[20] = 'Kunde 21;imp21@example.com;robot;;Ringstraße;21;10115;Berlin';
    const before = (await customersOf(manager, bh02)).length;
    const res = await importCustomers(manager, bh02, [HEADER, ...lines].join('\r\n'));
    expect(res.statusCode).toBe(422);
    const errors = json(res).errors;
    expect(errors.map((e: any) => e.path)).toEqual(['line 8: email', 'line 22: gender']);
    expect(errors[0].code).toBe('validation.email');
    expect((await customersOf(manager, bh02)).length).toBe(before);

    const preview = await importCustomers(manager, bh02, [HEADER, ...lines].join('\n'), true);
    expect(preview.statusCode).toBe(200);
    expect(json(preview).data).toMatchObject({ created: 48, updated: 0 });
    expect(json(preview).data.errors.map((e: any) => e.path)).toEqual(['line 8: email', 'line 22: gender']);
    expect((await customersOf(manager, bh02)).length).toBe(before);
  });

  it('imports a clean file; the same file again adds nobody twice (matched by e-mail, any case)', async () => {
    const lines = customerLines(50, 'clean');
    const before = (await customersOf(manager, bh02)).length;
    const preview = await importCustomers(manager, bh02, [HEADER, ...lines].join('\n'), true);
    expect(json(preview).data).toEqual({ created: 50, updated: 0, errors: [] });
    expect((await customersOf(manager, bh02)).length).toBe(before);
    const res = await importCustomers(manager, bh02, [HEADER, ...lines].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ created: 50, updated: 0 });
    expect((await customersOf(manager, bh02)).length).toBe(before + 50);

    const changed = [HEADER, ...lines.map((l) => l.replace('@example.com', '@EXAMPLE.com').replace(';Berlin', ';Hamburg'))].join('\n');
    const again = await importCustomers(manager, bh02, changed);
    expect(json(again).data).toEqual({ created: 0, updated: 50 });
    const now = await customersOf(manager, bh02);
    expect(now.length).toBe(before + 50);
    expect(now.find((c) => c.email === 'clean1@example.com').city).toBe('Hamburg');
    const audit = await t.call(admin, 'GET', `/api/v1/audit?venue=${bh02}&limit=10`);
    expect(audit.body.data.some((e: any) => e.action === 'import')).toBe(true);
  });

  it('an empty cell clears the field; columns left out stay; a commas file is read too', async () => {
    await importCustomers(manager, bm01, `${HEADER}\nClara Clear;clara.clear@example.com;female;;Weg;1;10115;Berlin`);
    await importCustomers(manager, bm01, 'name,email,city\nClara Clear,clara.clear@example.com,');
    const clara = (await customersOf(manager, bm01)).find((c) => c.email === 'clara.clear@example.com');
    expect(clara).toMatchObject({ gender: 'female', street: 'Weg' });
    expect(clara).not.toHaveProperty('city');
  });

  it('header and file errors: unknown, doubled and missing columns, an e-mail twice, no rows', async () => {
    const unknown = json(await importCustomers(manager, bm01, 'name;email;shoeSize\nA;a@example.com;42'));
    expect(unknown.errors).toEqual([expect.objectContaining({ path: 'line 1: shoeSize', code: 'columnNotInFile' })]);
    const twice = json(await importCustomers(manager, bm01, 'name;email;name\nA;a@example.com;B'));
    expect(twice.errors[0]).toMatchObject({ path: 'line 1: name', code: 'columnTwice' });
    const missing = json(await importCustomers(manager, bm01, 'name;city\nA;Berlin'));
    expect(missing.errors[0]).toMatchObject({ path: 'line 1: email', code: 'columnRequired' });
    const repeated = json(await importCustomers(manager, bm01, 'name;email\nA;dup@example.com\nB;DUP@example.com'));
    expect(repeated.errors).toEqual([expect.objectContaining({ path: 'line 3: email', code: 'keyTwice', params: { column: 'email', line: 2 } })]);
    const empty = json(await importCustomers(manager, bm01, 'name;email\n'));
    expect(empty.errors[0]).toMatchObject({ path: 'file', code: 'noRows' });
    const notText = await importCustomers(manager, bm01, Buffer.from([0xff, 0xfe, 0x00, 0x41]));
    expect(notText.statusCode).toBe(422);
    expect(json(notText).errors[0].code).toBe('notUtf8');
    expect((await customersOf(manager, bm01)).some((c) => c.email === 'dup@example.com' || c.email === 'a@example.com')).toBe(false);
  });

  it('importing into another tenant\'s venue is refused (404) and writes nothing', async () => {
    const before = (await customersOf(admin, otherVenue)).length;
    const res = await importCustomers(manager, otherVenue, `${HEADER}\n${customerLines(1, 'intruder')[0]}`);
    expect(res.statusCode).toBe(404);
    expect((await customersOf(admin, otherVenue)).length).toBe(before);
    expect((await t.call(manager, 'POST', `/api/v1/customer/venue/${otherVenue}/create`, { name: 'X', email: 'x@example.com' })).status).toBe(404);
  });
});

describe('customer export (GET v1/customer/export/csv)', () => {
  it('holds the rows the list\'s filters match, in the import\'s columns, all pages', async () => {
    const bulk = customerLines(1100, 'many');
    expect((await importCustomers(admin, otherVenue, [HEADER, ...bulk].join('\n'))).statusCode).toBe(200);
    const all = await t.app.inject({ url: `/api/v1/customer/export/csv?venue[]=${otherVenue}`, headers: { authorization: `Bearer ${otherManager}` } });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    expect(all.headers['content-disposition']).toMatch(/attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(all.rawPayload);
    expect(rows[0]).toEqual(HEADER.split(';'));
    expect(rows.length - 1).toBe(1100 + 1);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(rows.length - 1);

    const female = csvRows((await t.app.inject({ url: `/api/v1/customer/export/csv?venue[]=${otherVenue}&gender[]=female&q=Kunde 1`, headers: { authorization: `Bearer ${otherManager}` } })).rawPayload);
    expect(female.length).toBeGreaterThan(1);
    for (const r of female.slice(1)) expect(r[2]).toBe('female');
  });

  it('exports only the caller\'s own rows, whatever the filter names', async () => {
    const mine = csvRows((await t.app.inject({ url: '/api/v1/customer/export/csv', headers: { authorization: `Bearer ${otherManager}` } })).rawPayload);
    expect(mine.slice(1).every((r) => r[1].startsWith('many') || r[1] === 'fremd@example.com')).toBe(true);
    const foreign = csvRows((await t.app.inject({ url: `/api/v1/customer/export/csv?venue[]=${bm01}`, headers: { authorization: `Bearer ${otherManager}` } })).rawPayload);
    expect(foreign).toEqual([HEADER.split(';')]);
    const managers = csvRows((await t.app.inject({ url: '/api/v1/customer/export/csv', headers: { authorization: `Bearer ${manager}` } })).rawPayload);
    expect(managers.some((r) => r[1].startsWith('many'))).toBe(false);
    expect(managers.length - 1).toBe((await t.call(manager, 'GET', '/api/v1/customer?limit=1')).body.total);
  });

  it('a bad filter is a 400 before anything is sent', async () => {
    expect((await t.call(manager, 'GET', '/api/v1/customer/export/csv?shoeSize[]=42')).status).toBe(400);
    expect((await t.call(manager, 'GET', '/api/v1/customer/export/csv?sort=nope')).status).toBe(400);
  });

  it('runs as a download job of the tray with the list\'s query', async () => {
    const started = await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'customerExport', params: { filter: { 'venue[]': [bh02], 'city[]': ['Hamburg'], q: 'clean' }, lang: 'de' } });
    expect(started.status).toBe(200);
    await t.services.jobs.tick();
    const job = (await t.call(manager, 'GET', `/api/v1/jobs/${started.body.data._id}`)).body.data;
    expect(job).toMatchObject({ status: 'done', contentType: 'text/csv; charset=utf-8' });
    const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${manager}` } });
    const rows = csvRows(file.rawPayload);
    expect(rows.length - 1).toBe(50);
    expect(rows.slice(1).every((r) => r[7] === 'Hamburg' && r[1].startsWith('clean'))).toBe(true);
  });
});

describe('season pass upload (POST v1/seasonpass/venue/{venue}/upload)', () => {
  const PASS_HEADER = 'passNumber;firstName;lastName;validFrom;validTo';
  const passes = (n: number) => Array.from({ length: n }, (_, i) => `HP-${1000 + i};Vorname${i};Nachname${i};2026-03-01;2026-11-30`);
  const uploadPasses = (token: string, venue: string, csv: string, dryRun = false) => upload(token, `/api/v1/seasonpass/venue/${venue}/upload${dryRun ? '?dryRun=true' : ''}`, csv, 'passes.csv');
  const passesOf = async (token: string, venue: string) => (await t.call(token, 'GET', `/api/v1/seasonpass?venue[]=${venue}&limit=1000`)).body.data as any[];

  it('the demo venue has season passes', async () => {
    expect((await passesOf(manager, bm01)).length).toBeGreaterThanOrEqual(5);
  });

  it('checks every row (dates, required cells, their order) and writes nothing on an error', async () => {
    const lines = passes(5);
    lines[1] = 'HP-1001;Vorname1;;2026-03-01;2026-11-30';
    lines[3] = 'HP-1003;Vorname3;Nachname3;2026-03-01;2026-02-01';
    lines[4] = 'HP-1004;Vorname4;Nachname4;1.3.2026;2026-11-30';
    const res = await uploadPasses(manager, bh02, [PASS_HEADER, ...lines].join('\n'));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors.map((e: any) => [e.path, e.code])).toEqual([
      ['line 3: lastName', 'required'], ['line 5: validTo', 'dateOrder'], ['line 6: validFrom', 'validation.date'],
    ]);
    expect(await passesOf(manager, bh02)).toEqual([]);
  });

  it('uploading the same file twice adds nothing twice (matched by pass number)', async () => {
    const csv = [PASS_HEADER, ...passes(20)].join('\n');
    expect(json(await uploadPasses(manager, bh02, csv, true)).data).toEqual({ created: 20, updated: 0, errors: [] });
    expect(json(await uploadPasses(manager, bh02, csv)).data).toEqual({ created: 20, updated: 0 });
    expect(json(await uploadPasses(manager, bh02, csv.replace('Nachname0', 'Neu'))).data).toEqual({ created: 0, updated: 20 });
    const stored = await passesOf(manager, bh02);
    expect(stored.length).toBe(20);
    expect(stored.find((p) => p.passNumber === 'HP-1000').lastName).toBe('Neu');
    // the list's date range filter on validTo (a date, the end of a day as the admin sends it)
    const ending = await t.call(manager, 'GET', `/api/v1/seasonpass?venue[]=${bh02}&validTo[gte]=2026-11-30&validTo[lte]=2026-11-30T23:59:59.999Z&limit=100`);
    expect(ending.body.total).toBe(20);
    expect((await t.call(manager, 'GET', `/api/v1/seasonpass?venue[]=${bh02}&validTo[lte]=2026-11-29T23:59:59.999Z`)).body.total).toBe(0);
  });

  it('needs heidePark.seasonPass.upload and the caller\'s own venue', async () => {
    const csv = [PASS_HEADER, ...passes(1)].join('\n');
    expect((await uploadPasses(staff, bm01, csv)).statusCode).toBe(403);
    expect((await t.call(staff, 'GET', '/api/v1/seasonpass')).status).toBe(403);
    expect((await uploadPasses(otherManager, bh02, csv)).statusCode).toBe(404);
    expect((await passesOf(otherManager, bh02))).toEqual([]);
    expect((await t.call(manager, 'POST', `/api/v1/seasonpass/venue/${bm01}`, { passNumber: 'X-1', firstName: 'A', lastName: 'B', validFrom: '2026-05-01', validTo: '2026-04-01' })).status).toBe(422);
  });
});
