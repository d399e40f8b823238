import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let manager: string;
let staff: string;
let venue: string;
const base = '/api/v1/general/coupons';

const count = async (token: string, query = '') => (await t.call(token, 'GET', `${base}/?limit=1${query}`)).body.total as number;
const csvOf = (raw: Buffer) => raw.toString('utf8').replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));
const template = (over: Record<string, unknown> = {}) => ({ name: 'Autumn', type: 'relative', percent: 0.2, venue, generateAmount: 12, prefix: 'AU', ...over });

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  manager = await t.login('manager@example.com');
  staff = await t.login('staff@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(() => t.close());

describe('coupons: create and generate', () => {
  it('any signed-in user of the venue may create a coupon (login only); the promotion rules apply', async () => {
    const res = await t.call(staff, 'POST', `${base}/`, { name: 'Staff coupon', code: 'STAFF1', type: 'absolute', value: 2, venue });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ code: 'STAFF1', active: true, venue });
    const missing = await t.call(staff, 'POST', `${base}/`, { name: 'No value', code: 'NOVAL1', type: 'absolute', venue });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0].path).toBe('value');
    const taken = await t.call(admin, 'POST', `${base}/`, { name: 'Again', code: 'STAFF1', type: 'absolute', value: 2, venue });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.map((e: any) => e.code)).toContain('taken');
    // staff may create but not read the coupon list (coupon.view)
    expect((await t.call(staff, 'GET', `${base}/`)).status).toBe(403);
    expect((await t.call(null, 'POST', `${base}/`, { name: 'x', code: 'ANON1', type: 'void', venue })).status).toBe(401);
  });

  it('POST general/coupons/generate makes the codes in one call, unique, listed in the venue', async () => {
    const before = await count(admin);
    const res = await t.call(manager, 'POST', `${base}/generate`, template());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(12);
    const list = await t.call(manager, 'GET', `${base}/?limit=100&batch[]=${res.body.data.batch}`);
    expect(list.body.total).toBe(12);
    expect(new Set(list.body.data.map((c: any) => c.code)).size).toBe(12);
    for (const c of list.body.data) expect(c).toMatchObject({ venue, name: 'Autumn', percent: 0.2, active: true });
    expect(await count(admin)).toBe(before + 12);
  });

  it('bad input answers 422 naming the field, nothing written', async () => {
    const before = await count(admin);
    for (const [body, field] of [
      [template({ generateAmount: 0 }), 'generateAmount'],
      [template({ generateAmount: 100_001 }), 'generateAmount'],
      [template({ percent: 5 }), 'percent'],
      [template({ type: 'halfPrice' }), 'type'],
      [template({ percent: undefined }), 'percent'],
      [template({ from: '2030-02-01T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z' }), 'from'],
      [template({ code: 'X' }), 'code'],
      [{ ...template(), venue: undefined }, 'venue'],
    ] as const) {
      const res = await t.call(admin, 'POST', `${base}/generate`, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors.map((e: any) => e.path)).toContain(field);
    }
    expect(await count(admin)).toBe(before);
  });
});

describe('coupons: activation, venue switch, files', () => {
  it('PATCH {id}/activate and /deactivate need coupon.activate / coupon.deactivate, audited', async () => {
    const [c] = (await t.call(admin, 'GET', `${base}/?code[]=STAFF1`)).body.data;
    expect((await t.call(staff, 'PATCH', `${base}/${c._id}/deactivate`)).status).toBe(403);
    expect((await t.call(manager, 'PATCH', `${base}/${c._id}/deactivate`)).body.data.active).toBe(false);
    expect((await t.call(manager, 'PATCH', `${base}/${c._id}/activate`)).body.data.active).toBe(true);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${c._id}&limit=10`);
    expect(audit.body.data.map((e: any) => e.action)).toEqual(expect.arrayContaining(['activate', 'deactivate']));
    expect((await t.call(manager, 'PATCH', `${base}/ffffffffffffffffffffffff/activate`)).status).toBe(404);
  });

  it('PATCH v1/general/venue/{venue}/coupons/disable and /enable switch every coupon of the venue', async () => {
    const live = await count(admin, `&venue[]=${venue}`);
    const off = await t.call(manager, 'PATCH', `/api/v1/general/venue/${venue}/coupons/disable`);
    expect(off.status).toBe(200);
    expect(off.body.data.count).toBeGreaterThan(0);
    expect(await count(admin, `&venue[]=${venue}&active[]=true`)).toBe(0);
    const on = await t.call(manager, 'PATCH', `/api/v1/general/venue/${venue}/coupons/enable`);
    expect(on.body.data.count).toBe(live);
    expect(await count(admin, `&venue[]=${venue}&active[]=false`)).toBe(0);
    expect((await t.call(staff, 'PATCH', `/api/v1/general/venue/${venue}/coupons/disable`)).status).toBe(403);
    expect((await t.call(manager, 'PATCH', '/api/v1/general/venue/ffffffffffffffffffffffff/coupons/disable')).status).toBe(404);
  });

  it('gift cards, banner and photo are uploaded on their own calls (/gift_cards, /banners, /photo)', async () => {
    const [c] = (await t.call(admin, 'GET', `${base}/?code[]=STAFF1`)).body.data;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001' + '0d0a2db40000000049454e44ae426082', 'hex');
    const upload = (path: string, bytes: Buffer, type: string, name: string) => {
      const boundary = 'xBOUNDARYx';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        bytes, Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({ method: 'PATCH', url: `${base}/${c._id}/${path}`, payload: body, headers: { authorization: `Bearer ${manager}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    };
    for (const [path, field] of [['banners', 'banner'], ['photo', 'photo']] as const) {
      const res = await upload(path, png, 'image/png', 'x.png');
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body).data[field]).toMatch(/\S/);
    }
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const gift = await upload('gift_cards', pdf, 'application/pdf', 'cards.pdf');
    expect(gift.statusCode, gift.body).toBe(200);
    expect(JSON.parse(gift.body).data.giftCards).toMatch(/\S/);
    const notImage = await upload('photo', pdf, 'application/pdf', 'x.pdf');
    expect(notImage.statusCode).toBe(422);
  });
});

describe('coupons: exports', () => {
  const get = (url: string, token = manager) => t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

  it('GET v1/general/data/coupons/csv and /count/csv with lang, streamed CSV of the caller\'s coupons', async () => {
    const codes = await get(`/api/v1/general/data/coupons/csv?lang=en&venue[]=${venue}`);
    expect(codes.statusCode).toBe(200);
    expect(codes.headers['content-disposition']).toMatch(/coupons-.*\.csv/);
    const rows = csvOf(codes.rawPayload);
    expect(rows[0][0]).toBe('Code');
    expect(rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(['STAFF1', 'BDAY1']));
    expect(rows.length - 1).toBe(await count(admin, `&venue[]=${venue}`));
    const de = csvOf((await get(`/api/v1/general/data/coupons/count/csv?lang=de`)).rawPayload);
    expect(de[0][0]).toBe('Standort');
    expect((await get(`/api/v1/general/data/coupons/csv?colour[]=red`)).statusCode).toBe(400);
    expect((await get(`/api/v1/general/data/coupons/csv`, staff)).statusCode).toBe(403);
  });

  it('GET v1/export/coupons/csv and /summary/csv; the same as download jobs', async () => {
    const all = csvOf((await get('/api/v1/export/coupons/csv?lang=en')).rawPayload);
    expect(all.length - 1).toBe(await count(manager));
    const summary = csvOf((await get('/api/v1/export/coupons/summary/csv?lang=en')).rawPayload);
    expect(summary.some((r) => r.includes('Autumn'))).toBe(true);
    const started = await t.call(manager, 'POST', '/api/v1/jobs', { handler: 'couponExport', params: { kind: 'summary', lang: 'en', filter: { 'venue[]': [venue] } } });
    expect(started.status).toBe(200);
    expect(await t.services.jobs.tick()).toBe(true);
    const file = await get(`/api/v1/jobs/${started.body.data._id}/file`);
    expect(file.headers['content-disposition']).toMatch(/coupons-summary/);
    expect(csvOf(file.rawPayload).some((r) => r.includes('Autumn'))).toBe(true);
    expect((await t.call(staff, 'POST', '/api/v1/jobs', { handler: 'couponExport', params: {} })).status).toBe(403);
  });
});
