import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(() => t.close());

describe('table QR export (POST general/venue/tables/export)', () => {
  it('answers a PDF with one page per selected table, each with its number and ordering URL', async () => {
    const tables = (await t.call(admin, 'GET', `/api/v1/general/venue/${venue}/tables?sort=number&direction=asc&limit=2`)).body.data;
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/general/venue/tables/export',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ items: tables.map((x: any) => x._id) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('tables-qr.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const parsed = await new PDFParse({ data: new Uint8Array(res.rawPayload) }).getText();
    expect(parsed.total).toBe(2);
    expect(parsed.pages[0].text).toContain('Table 1');
    expect(parsed.pages[1].text).toContain('Table 2');
    expect(parsed.text).toContain('BM01?table=1');
  });

  it('tables of another tenant are not found; none selected is refused', async () => {
    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'B', slug: 'b_brand' })).body.data._id;
    const otherVenue = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'B venue', readableId: 'BB01', customerGroup: other })).body.data._id;
    const foreign = (await t.call(admin, 'POST', `/api/v1/general/venue/${otherVenue}/table`, { number: '9' })).body.data._id;
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'POST', '/api/v1/general/venue/tables/export', { items: [foreign] })).status).toBe(404);
    expect((await t.call(manager, 'POST', '/api/v1/general/venue/tables/export', { items: [] })).status).toBe(422);
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'POST', '/api/v1/general/venue/tables/export', { items: [foreign] })).status).toBe(403);
  });
});

describe('maintenance mode', () => {
  it('status is public; admins enable and disable it, audited', async () => {
    expect((await t.call(null, 'GET', '/api/v1/maintenance/status')).body).toEqual({ data: { active: false } });
    expect((await t.call(admin, 'POST', '/api/v1/maintenance/enable')).body).toEqual({ data: { active: true } });
    expect((await t.call(null, 'GET', '/api/v1/maintenance/status')).body.data.active).toBe(true);
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'PATCH', '/api/v1/maintenance/disable')).status).toBe(403);
    expect((await t.call(admin, 'PATCH', '/api/v1/maintenance/disable')).body.data.active).toBe(false);
    const audit = await t.call(admin, 'GET', '/api/v1/audit?resource[]=maintenance&limit=10');
    expect(audit.body.data.map((e: any) => e.action).sort()).toEqual(['create', 'disable']);
  });
});
