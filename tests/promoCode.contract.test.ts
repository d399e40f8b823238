import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleTenant } from './helpers/sampleTenant';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let operator: string;
let staff: string;
let venue: string;
let altstadt: string;
let foreignVenue: string;
const base = '/api/v1/general/promoCode';

const count = async (token: string, query = '') => (await t.call(token, 'GET', `${base}/?limit=1${query}`)).body.total as number;
const auditOf = async (action: string) => (await t.call(admin, 'GET', `/api/v1/audit?action[]=${action}&limit=100`)).body.data as any[];

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  operator = await t.login('operator@example.com');
  staff = await t.login('staff@example.com');
  venue = await t.venueId(admin, 'BM01');
  altstadt = await t.venueId(admin, 'BA03');
  const other = await sampleTenant(t, admin, t.services.registry);
  await other.ensure('customerGroup');
  foreignVenue = (await other.ensure('venue'))._id;
});
afterAll(() => t.close());

const template = (over: Record<string, unknown> = {}) => ({
  name: 'Spring 15', type: 'relative', percent: 0.15, venue, generateAmount: 20,
  from: '2030-04-01T00:00:00.000Z', to: '2030-04-08T00:00:00.000Z', ...over,
});

describe('POST general/promoCode/generate', () => {
  it('makes generateAmount unique codes in one call, audited once, listed in the venue', async () => {
    const before = await count(admin);
    const res = await t.call(operator, 'POST', `${base}/generate`, template({ prefix: 'SP' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(20);
    const list = await t.call(operator, 'GET', `${base}/?limit=100&batch[]=${res.body.data.batch}`);
    expect(list.body.total).toBe(20);
    const codes = list.body.data.map((c: any) => c.code);
    expect(new Set(codes).size).toBe(20);
    for (const c of list.body.data) {
      expect(c.code).toMatch(/^SP[A-HJ-KM-NP-Z2-9]{10}$/);
      expect(c).toMatchObject({ venue, percent: 0.15, active: true, type: 'relative', name: 'Spring 15' });
    }
    expect(await count(admin)).toBe(before + 20);
    const audit = (await auditOf('generate')).filter((a) => a.subject === res.body.data.batch);
    expect(audit).toHaveLength(1);
    expect(audit[0].changes.generateAmount.after).toBe(20);
  });

  it('twice and concurrently yields codes unique within the customer group', async () => {
    const small = template({ generateAmount: 300, length: 6, prefix: '' });
    const results = await Promise.all([1, 2, 3].map(() => t.call(admin, 'POST', `${base}/generate`, small)));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const again = await t.call(admin, 'POST', `${base}/generate`, small);
    expect(again.status).toBe(200);
    const all = await t.call(admin, 'GET', `${base}/all`);
    const codes = all.body.data.map((c: any) => `${c.customerGroup}/${c.code}`);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const before = await count(admin);
    for (const [body, field] of [
      [template({ generateAmount: 0 }), 'generateAmount'],
      [template({ generateAmount: 100001 }), 'generateAmount'],
      [template({ percent: 20 }), 'percent'],
      [template({ type: 'halfPrice' }), 'type'],
      [template({ usageFrequency: 'yearly' }), 'usageFrequency'],
      [template({ percent: undefined }), 'percent'],
      [template({ to: '2030-03-01T00:00:00.000Z' }), 'from'],
      [template({ minQuantity: 5, maxQuantity: 2 }), 'minQuantity'],
      [{ ...template(), name: undefined }, 'name'],
    ] as const) {
      const res = await t.call(admin, 'POST', `${base}/generate`, body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(422);
      expect(res.body.errors.map((e: any) => e.path).join(), field).toContain(field);
    }
    expect(await count(admin)).toBe(before);
  });

  it("refuses another tenant's venue (404) and, with create.own only, a code without venue or outside the caller's venues", async () => {
    const before = await count(admin);
    expect((await t.call(operator, 'POST', `${base}/generate`, template({ venue: foreignVenue }))).status).toBe(404);
    expect((await t.call(operator, 'POST', `${base}/generate`, template({ venue: altstadt }))).status).toBe(404);
    const noVenue = await t.call(operator, 'POST', `${base}/generate`, template({ venue: undefined }));
    expect(noVenue.status).toBe(422);
    expect(noVenue.body.errors[0].path).toBe('venue');
    expect(await count(admin)).toBe(before);
  });

  it('needs promoCode.create or create.own', async () => {
    expect((await t.call(staff, 'POST', `${base}/generate`, template())).status).toBe(403);
    expect((await t.call(null, 'POST', `${base}/generate`, template())).status).toBe(401);
  });
});

describe('create, activate, deactivate, venue enable and disable, bulk', () => {
  let id: string;
  it('creates one code; create.own cannot create for a foreign venue or without venue', async () => {
    const res = await t.call(operator, 'POST', `${base}/`, { name: 'Single', code: 'HELLO10', type: 'absolute', value: 5, venue });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.data._id;
    expect((await t.call(operator, 'POST', `${base}/`, { name: 'X', code: 'HELLO10', type: 'absolute', value: 5, venue })).status).toBe(422);
    expect((await t.call(operator, 'POST', `${base}/`, { name: 'X', code: 'FOREIGN', type: 'absolute', value: 5, venue: foreignVenue })).status).toBe(404);
    const bad = await t.call(operator, 'POST', `${base}/`, { name: 'X', code: 'NOVENUE', type: 'absolute', value: 5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('venue');
    const badPercent = await t.call(admin, 'POST', `${base}/`, { name: 'X', code: 'PCT', type: 'relative', percent: 1.5, venue });
    expect(badPercent.status).toBe(422);
    expect(badPercent.body.errors[0].path).toBe('percent');
  });

  it('activates and deactivates one code (audited), with their permissions', async () => {
    const off = await t.call(operator, 'PATCH', `${base}/${id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await t.call(operator, 'PATCH', `${base}/${id}/activate`)).body.data.active).toBe(true);
    expect((await auditOf('deactivate')).some((a) => a.subject === id)).toBe(true);
    expect((await t.call(staff, 'PATCH', `${base}/${id}/activate`)).status).toBe(403);
  });

  it('bulk deactivates through the generic bulk call, all or nothing in scope', async () => {
    const ids = (await t.call(operator, 'GET', `${base}/?limit=5&venue[]=${venue}`)).body.data.map((c: any) => c._id);
    const res = await t.call(operator, 'PATCH', `${base}/bulk`, { ids, data: { active: false } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(5);
    expect(await count(operator, `&venue[]=${venue}&active[]=false`)).toBeGreaterThanOrEqual(5);
  });

  it('disables and enables every code of a venue, and only of that venue', async () => {
    const bh = await t.venueId(admin, 'BH02');
    await t.call(admin, 'POST', `${base}/generate`, template({ venue: bh, generateAmount: 3 }));
    const bhActive = await count(admin, `&venue[]=${bh}&active[]=true`);
    expect(bhActive).toBeGreaterThanOrEqual(3);
    const res = await t.call(operator, 'PATCH', `/api/v1/general/venue/${venue}/promoCodes/disable`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await count(admin, `&venue[]=${venue}&active[]=true`)).toBe(0);
    expect(await count(admin, `&venue[]=${bh}&active[]=true`)).toBe(bhActive);
    const audit = (await auditOf('disableVenue')).find((a) => a.subject === venue);
    expect(audit.changes.count.after).toBe(res.body.data.count);
    expect((await t.call(operator, 'PATCH', `/api/v1/general/venue/${venue}/promoCodes/enable`)).body.data.count).toBeGreaterThan(0);
    expect(await count(admin, `&venue[]=${venue}&active[]=false`)).toBe(0);
    expect((await t.call(operator, 'PATCH', `/api/v1/general/venue/${foreignVenue}/promoCodes/disable`)).status).toBe(404);
    expect((await t.call(staff, 'PATCH', `/api/v1/general/venue/${venue}/promoCodes/disable`)).status).toBe(403);
  });
});

describe('Teedeli', () => {
  it('generates inactive Teedeli codes, activates one, prints a QR page per code', async () => {
    const res = await t.call(admin, 'POST', `${base}/generatePromoTeedeli`, template({ generateAmount: 3, name: 'Teedeli' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (await t.call(admin, 'GET', `${base}/?batch[]=${res.body.data.batch}`)).body.data;
    expect(list.every((c: any) => c.teedeli === true && c.active === false)).toBe(true);
    const on = await t.call(admin, 'PATCH', `${base}/teedeli/${list[0]._id}/activate`);
    expect(on.body.data.active).toBe(true);
    const plain = (await t.call(admin, 'GET', `${base}/?teedeli[]=false&limit=1`)).body.data[0];
    expect((await t.call(admin, 'PATCH', `${base}/teedeli/${plain._id}/activate`)).status).toBe(404);
    const pdf = await t.app.inject({ method: 'GET', url: `${base}/teedeli/generateQRCodes?venue=${venue}`, headers: { authorization: `Bearer ${admin}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBe(3);
  });
});

describe('exports', () => {
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const lines = (body: string) => body.replace(/^\uFEFF/, '').trim().split('\r\n');

  it('streams the codes as CSV with headers in lang and the list filters, in scope', async () => {
    const de = await get(operator, `/api/v1/general/data/promo/csv?lang=de&venue[]=${venue}`);
    expect(de.statusCode, de.body).toBe(200);
    const rows = lines(de.body);
    expect(rows[0].split(';').slice(0, 4)).toEqual(['Code', 'Name', 'Typ', 'Wert']);
    expect(rows.length - 1).toBe(await count(operator, `&venue[]=${venue}`));
    expect(rows.slice(1).every((r) => r.includes('Burger Mitte'))).toBe(true);
    const en = await get(operator, `/api/v1/export/promoCode/csv?lang=en&venue[]=${venue}&active[]=true`);
    expect(lines(en.body)[0]).toContain('Percent (%)');
    expect(lines(en.body).slice(1).some((r) => r.includes(';15;'))).toBe(true);
    const foreign = await get(operator, `/api/v1/general/data/promo/csv?lang=en&venue[]=${foreignVenue}`);
    expect(lines(foreign.body)).toHaveLength(1);
    expect((await get(operator, `/api/v1/general/data/promo/csv?lang=en&nope[]=1`)).statusCode).toBe(400);
    expect((await get(operator, `/api/v1/general/data/promo/csv?lang=xx`)).statusCode).toBe(400);
    expect((await get(staff, `/api/v1/general/data/promo/csv`)).statusCode).toBe(403);
  });

  it('counts per venue and sums up per promotion', async () => {
    const c = await get(operator, `/api/v1/general/data/promo/count/csv?lang=fr`);
    expect(c.statusCode).toBe(200);
    const rows = lines(c.body);
    expect(rows[0]).toBe('Établissement;Codes;Codes actifs;Codes inactifs');
    const mitte = rows.find((r) => r.startsWith('Burger Mitte;'))!;
    expect(Number(mitte.split(';')[1])).toBe(await count(operator, `&venue[]=${venue}`));
    const s = await get(operator, `/api/v1/export/promoCode/summary/csv?lang=en&venue[]=${venue}`);
    expect(s.statusCode).toBe(200);
    expect(lines(s.body).some((r) => r.startsWith('Burger Mitte;Spring 15;relative;;15;'))).toBe(true);
  });

  it('runs as a download job in the tray', async () => {
    const job = await t.call(operator, 'POST', '/api/v1/jobs', { handler: 'promoExport', params: { kind: 'codes', lang: 'en', filter: { 'venue[]': [venue] } } });
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(await t.services.jobs.tick()).toBe(true);
    const state = (await t.call(operator, 'GET', `/api/v1/jobs/${job.body.data._id}`)).body.data;
    expect(state.status, JSON.stringify(state)).toBe('done');
    const file = await get(operator, `/api/v1/jobs/${job.body.data._id}/file`);
    expect(lines(file.body).length - 1).toBe(await count(operator, `&venue[]=${venue}`));
  });

  it("is what the list's Export runs, with the list's query (issue 11: the server-side export where one exists)", async () => {
    // the parameters ListExportButton sends (src/admin/from-schema/listExportJob.ts)
    const params = { resource: 'promoCode', filter: { 'venue[]': [venue], 'active[]': ['true'] }, sort: 'code', direction: 'asc', lang: 'en' };
    const job = await t.call(operator, 'POST', '/api/v1/jobs', { handler: 'promoExport', params });
    expect(job.status, JSON.stringify(job.body)).toBe(200);
    expect(await t.services.jobs.tick()).toBe(true);
    const file = await get(operator, `/api/v1/jobs/${job.body.data._id}/file`);
    expect(file.headers['content-disposition']).toMatch(/promo-codes/);
    expect(lines(file.body)[0]).toContain('Percent (%)');
    expect(lines(file.body).length - 1).toBe(await count(operator, `&venue[]=${venue}&active[]=true`));
    // a filter the list call refuses is refused when the job is started, as for the generic export
    const bad = await t.call(operator, 'POST', '/api/v1/jobs', { handler: 'promoExport', params: { ...params, filter: { 'colour[]': ['red'] } } });
    expect(bad.status).toBe(400);
  });

  it('needs the right of the kind it exports: the per-venue counts alone do not open the codes', async () => {
    const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Promo counter', slug: 'promo_counter', permissions: ['promoCode.view', 'promoCode.export.count'] });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const group = (await t.call(await t.login('manager@example.com'), 'GET', '/api/v1/auth/session')).body.linkedCustomerGroup;
    const user = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Cora Counter', email: 'cora@example.com', password: PASSWORD, role: 'promo_counter', customerGroup: group });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const counter = await t.login('cora@example.com', PASSWORD);
    for (const kind of ['codes', 'summary', undefined]) {
      const res = await t.call(counter, 'POST', '/api/v1/jobs', { handler: 'promoExport', params: { kind, lang: 'en' } });
      expect(res.status, `${kind}: ${JSON.stringify(res.body)}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await get(counter, '/api/v1/general/data/promo/csv')).statusCode).toBe(403);
    const allowed = await t.call(counter, 'POST', '/api/v1/jobs', { handler: 'promoExport', params: { kind: 'count', lang: 'en' } });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
  });
});

describe('uploads', () => {
  it('stores the photo and banner (images) and the gift cards file (PDF), and refuses other content', async () => {
    const { fixtures } = await import('./helpers/fixtures');
    const { multipartBody } = await import('./helpers/multipartBody');
    const code = (await t.call(operator, 'POST', `${base}/`, { name: 'Upload', code: 'UPLOAD1', type: 'absolute', value: 1, venue })).body.data;
    const up = (path: string, content: Buffer | string, token = operator) => {
      const { payload, headers } = multipartBody([{ content }]);
      return t.app.inject({ method: 'PATCH', url: `${base}/${code._id}/${path}`, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    };
    for (const path of ['photo', 'banner']) {
      const res = await up(path, fixtures.png);
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body).data[path]).toMatch(/\S/);
    }
    const pdf = await up('gift_cards', fixtures.pdf);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(JSON.parse(pdf.body).data.giftCards).toMatch(/\S/);
    expect((await up('photo', 'not an image')).statusCode).toBe(422);
    expect((await up('photo', fixtures.png, staff)).statusCode).toBe(403);
  });
});
