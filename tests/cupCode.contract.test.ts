import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let venue: string;
let other: string;
let group: string;
const base = '/api/v1/general/cup';

const liveCount = async (venueId: string) => (await t.call(admin, 'GET', `${base}/?venue[]=${venueId}&limit=1`)).body.total as number;
const csvOf = (raw: Buffer) => raw.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  venue = await t.venueId(admin, 'BM01');
  other = await t.venueId(admin, 'BH02');
  group = (await t.call(admin, 'GET', '/api/v1/general/customergroup?limit=1')).body.data[0]._id;
});
afterAll(() => t.close());

describe('cup codes: generate (POST general/cup/generate)', () => {
  it('creates the numbered codes, active, listed with their batch; each audited', async () => {
    const res = await t.call(admin, 'POST', `${base}/generate`, { venue, startingFrom: 500, quantity: 5, customerGroups: [group] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 5, from: 500, to: 504 });
    const list = await t.call(admin, 'GET', `${base}/?page=1&venue[]=${venue}&number[gte]=500&number[lte]=504&sort=number&direction=asc`);
    expect(list.body.total).toBe(5);
    expect(list.body.data.map((c: any) => c.number)).toEqual([500, 501, 502, 503, 504]);
    for (const c of list.body.data) expect(c).toMatchObject({ active: true, venue, quantity: 5, startingFrom: 500, customerGroups: [group] });
    const audit = await t.call(admin, 'GET', `/api/v1/audit?resource[]=cupCode&action[]=create&limit=100`);
    const subjects = new Set(audit.body.data.map((e: any) => e.subject));
    for (const id of res.body.data.ids) expect(subjects.has(id)).toBe(true);
  });

  it('an overlapping range is refused whole (422 on startingFrom naming the taken numbers); another venue may reuse numbers', async () => {
    const before = await liveCount(venue);
    const res = await t.call(admin, 'POST', `${base}/generate`, { venue, startingFrom: 498, quantity: 4 });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ path: 'startingFrom', code: 'taken' });
    expect(res.body.errors[0].message).toContain('500, 501');
    expect(await liveCount(venue)).toBe(before);
    const elsewhere = await t.call(admin, 'POST', `${base}/generate`, { venue: other, startingFrom: 498, quantity: 4 });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data.count).toBe(4);
    // once deleted, the numbers are free again
    const gone = await t.call(admin, 'DELETE', `${base}/?venue[]=${other}&number[gte]=498&number[lte]=501`);
    expect(gone.body.data.count).toBe(4);
    expect((await t.call(admin, 'POST', `${base}/generate`, { venue: other, startingFrom: 498, quantity: 2 })).status).toBe(200);
  });

  it('bad input answers 422 naming the field, nothing written', async () => {
    const before = await liveCount(venue);
    const cases: [Record<string, unknown>, string][] = [
      [{ venue, startingFrom: 900 }, 'quantity'],
      [{ venue, startingFrom: 900, quantity: 0 }, 'quantity'],
      [{ venue, startingFrom: 900, quantity: 10_001 }, 'quantity'],
      [{ venue, startingFrom: 99_999, quantity: 5 }, 'quantity'],
      [{ venue, startingFrom: 0, quantity: 1 }, 'startingFrom'],
      [{ venue, startingFrom: 'a', quantity: 1 }, 'startingFrom'],
      [{ venue: 'nope', startingFrom: 900, quantity: 1 }, 'venue'],
      [{ venue: 'ffffffffffffffffffffffff', startingFrom: 900, quantity: 1 }, 'venue'],
      [{ venue, startingFrom: 900, quantity: 1, customerGroups: ['ffffffffffffffffffffffff'] }, 'customerGroups.0'],
      [{ venue, startingFrom: 900, quantity: 1, active: false }, 'active'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(admin, 'POST', `${base}/generate`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path), JSON.stringify(body)).toContain(field);
    }
    expect(await liveCount(venue)).toBe(before);
  });

  it('generates the cap of 10,000 codes in one call', async () => {
    const res = await t.call(admin, 'POST', `${base}/generate`, { venue: other, startingFrom: 90_001, quantity: 10_000 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 10_000, from: 90_001, to: 100_000 });
    expect((await t.call(admin, 'GET', `${base}/?venue[]=${other}&number[gte]=90001&limit=1`)).body.total).toBe(10_000);
  }, 120_000);
});

describe('cup codes: one code and many', () => {
  it('activate and deactivate one code, audited under their names', async () => {
    const [code] = (await t.call(admin, 'GET', `${base}/?venue[]=${venue}&number[]=500`)).body.data;
    const off = await t.call(admin, 'PATCH', `${base}/${code._id}/deactivate`);
    expect(off.body.data).toMatchObject({ _id: code._id, active: false });
    const on = await t.call(admin, 'PATCH', `${base}/${code._id}/activate`);
    expect(on.body.data.active).toBe(true);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${code._id}&limit=10`);
    expect(audit.body.data.map((e: any) => e.action)).toEqual(expect.arrayContaining(['activate', 'deactivate']));
    expect((await t.call(admin, 'PATCH', `${base}/ffffffffffffffffffffffff/activate`)).status).toBe(404);
  });

  it('active-toggle sets many, or flips each without `active`; all or nothing', async () => {
    const codes = (await t.call(admin, 'GET', `${base}/?venue[]=${venue}&number[gte]=501&number[lte]=503&sort=number&direction=asc`)).body.data;
    const ids = codes.map((c: any) => c._id);
    expect((await t.call(admin, 'PATCH', `${base}/active-toggle`, { ids: ids.slice(0, 1), active: false })).body.data.count).toBe(1);
    const flipped = await t.call(admin, 'PATCH', `${base}/active-toggle`, { ids });
    expect(flipped.body.data.count).toBe(3);
    const after = (await t.call(admin, 'GET', `${base}/?venue[]=${venue}&number[gte]=501&number[lte]=503&sort=number&direction=asc`)).body.data;
    expect(after.map((c: any) => c.active)).toEqual([true, false, false]);
    const bad = await t.call(admin, 'PATCH', `${base}/active-toggle`, { ids: [...ids, 'ffffffffffffffffffffffff'], active: true });
    expect(bad.status).toBe(404);
    const unchanged = (await t.call(admin, 'GET', `${base}/?venue[]=${venue}&number[gte]=501&number[lte]=503&sort=number&direction=asc`)).body.data;
    expect(unchanged.map((c: any) => c.active)).toEqual([true, false, false]);
    expect((await t.call(admin, 'PATCH', `${base}/active-toggle`, { ids: [] })).status).toBe(422);
    expect((await t.call(admin, 'PATCH', `${base}/active-toggle`, { ids, active: 'yes' })).status).toBe(422);
  });

  it('the list filters by active and customer group; DELETE {id} is soft', async () => {
    const inactive = await t.call(admin, 'GET', `${base}/?page=1&venue[]=${venue}&active[]=false`);
    expect(inactive.body.data.every((c: any) => c.active === false)).toBe(true);
    expect(inactive.body.total).toBeGreaterThanOrEqual(2);
    const ofGroup = await t.call(admin, 'GET', `${base}/?venue[]=${venue}&customerGroups[]=${group}&number[gte]=500&number[lte]=504`);
    expect(ofGroup.body.total).toBe(5);
    const id = ofGroup.body.data.find((c: any) => c.number === 503)._id;
    expect((await t.call(admin, 'DELETE', `${base}/${id}`)).status).toBe(200);
    expect((await t.call(admin, 'GET', `${base}/${id}`)).status).toBe(404);
    expect((await t.call(admin, 'GET', `${base}/?page=x`)).status).toBe(400);
  });
});

describe('cup codes: delete by filter (DELETE general/cup/?filter)', () => {
  it('deletes every live code matching, in one transaction, audited; without a filter it refuses', async () => {
    await t.call(admin, 'POST', `${base}/generate`, { venue, startingFrom: 700, quantity: 6 });
    const before = await liveCount(venue);
    const none = await t.call(admin, 'DELETE', `${base}/`);
    expect(none.status).toBe(422);
    expect(none.body.errors[0].path).toBe('filter');
    expect(await liveCount(venue)).toBe(before);
    expect((await t.call(admin, 'DELETE', `${base}/?colour[]=red`)).status).toBe(400);
    const res = await t.call(admin, 'DELETE', `${base}/?venue[]=${venue}&number[gte]=700&number[lte]=702`);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(3);
    expect(await liveCount(venue)).toBe(before - 3);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?resource[]=cupCode&action[]=delete&limit=100`);
    const subjects = new Set(audit.body.data.map((e: any) => e.subject));
    for (const id of res.body.data.ids) expect(subjects.has(id)).toBe(true);
    expect((await t.call(admin, 'DELETE', `${base}/?venue[]=${venue}&number[gte]=700&number[lte]=702`)).body.data.count).toBe(0);
  });
});

describe('cup codes: export (GET v1/export/cup/)', () => {
  it('streams the filtered codes as CSV', async () => {
    const res = await t.app.inject({ url: `/api/v1/export/cup/?venue[]=${venue}&number[gte]=703&number[lte]=705`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('cup-codes.csv');
    const rows = csvOf(res.rawPayload);
    expect(rows[0]).toEqual(['number', 'venue', 'venueName', 'active', 'customerGroups', 'startingFrom', 'quantity', 'createdAt']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['703', '704', '705']);
    expect(rows[1][1]).toBe('BM01');
    expect(rows[1][3]).toBe('true');
  });

  it('runs as a download job with the same filter', async () => {
    const started = await t.call(admin, 'POST', '/api/v1/jobs', { handler: 'cupCodeExport', params: { filter: { 'venue[]': venue, 'number[gte]': '500', 'number[lte]': '504' } } });
    expect(started.status).toBe(200);
    expect(await t.services.jobs.tick()).toBe(true);
    const job = (await t.call(admin, 'GET', `/api/v1/jobs/${started.body.data._id}`)).body.data;
    expect(job.status).toBe('done');
    const file = await t.app.inject({ url: `/api/v1/jobs/${job._id}/file`, headers: { authorization: `Bearer ${admin}` } });
    const rows = csvOf(file.rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['500', '501', '502', '504']);
    expect(rows[1][4]).toMatch(/\S/);
    expect((await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'cupCodeExport', params: {} })).status).toBe(403);
  });
});

describe('cup codes are admin only (spec §6)', () => {
  it('a brand manager gets 403 on every call, and nothing is written', async () => {
    const [code] = (await t.call(admin, 'GET', `${base}/?venue[]=${venue}&limit=1`)).body.data;
    const before = await liveCount(venue);
    const calls: [string, string, unknown?][] = [
      ['GET', `${base}/?page=1`],
      ['GET', `${base}/${code._id}`],
      ['POST', `${base}/generate`, { venue, startingFrom: 800, quantity: 1 }],
      ['POST', `${base}/`, { venue, number: 801 }],
      ['PATCH', `${base}/${code._id}`, { active: false }],
      ['PATCH', `${base}/${code._id}/activate`],
      ['PATCH', `${base}/${code._id}/deactivate`],
      ['PATCH', `${base}/active-toggle`, { ids: [code._id] }],
      ['DELETE', `${base}/${code._id}`],
      ['DELETE', `${base}/?venue[]=${venue}`],
      ['GET', `/api/v1/export/cup/?venue[]=${venue}`],
    ];
    for (const [method, url, body] of calls) expect((await t.call(manager, method as any, url, body)).status, `${method} ${url}`).toBe(403);
    expect((await t.call(null, 'GET', `${base}/`)).status).toBe(401);
    expect(await liveCount(venue)).toBe(before);
    expect((await t.call(admin, 'GET', `${base}/${code._id}`)).body.data.active).toBe(code.active);
  });

  it('the generic create refuses a number taken in the venue (422 taken)', async () => {
    const res = await t.call(admin, 'POST', `${base}/`, { venue, number: 703 });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: any) => e.code)).toContain('taken');
  });
});
