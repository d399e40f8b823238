import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_SVGS } from './helpers/activeSvgs';
import { fixtures } from './helpers/fixtures';
import { multipartBody, type FilePart } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let group: string;
const base = '/api/v1/general/customergroupproperty';

/** POST a multipart upload; parsed JSON back. */
async function upload(token: string | null, url: string, files: FilePart[]) {
  const { payload, headers } = multipartBody(files);
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const html = '<!DOCTYPE html><html><body><h1>Receipt {{number}}</h1><script>alert(1)</script></body></html>';

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  group = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
});
afterAll(() => t.close());

describe('POST general/customergroupproperty/{groupId}/template/{templateName}', () => {
  let propertyId: string;
  let firstFile: string;

  it('creates the property of a group and template name with the stored file (201), and audits it', async () => {
    const res = await upload(admin, `${base}/${group}/template/receipt`, [{ content: html, contentType: 'application/pdf', filename: 'receipt.html' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ groupId: group, templateName: 'receipt', templateType: 'text/html' });
    propertyId = res.body.data._id;
    firstFile = res.body.data.template;
    const served = await t.app.inject({ url: `/api/v1/files/${firstFile}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/html; charset=utf-8');
    // Served from our origin, so a template's script must never run there.
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(html);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${propertyId}`);
    expect(audit.body.data.map((e: any) => e.action)).toEqual(['create']);
  });

  it('replaces the template of the same group and template name (200): one property, audited as uploadTemplate', async () => {
    const res = await upload(admin, `${base}/${group}/template/receipt`, [{ content: fixtures.pdf, filename: 'receipt.pdf' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ _id: propertyId, templateType: 'application/pdf' });
    expect(res.body.data.template).not.toBe(firstFile);
    const list = await t.call(admin, 'GET', `${base}/paginate?groupId[]=${group}&templateName[]=receipt`);
    expect(list.body.total).toBe(1);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${propertyId}&action[]=uploadTemplate`);
    expect(audit.body.data[0].changes.template).toEqual({ before: firstFile, after: res.body.data.template });
    const text = await upload(admin, `${base}/${group}/template/mail.txt`, [{ content: 'Dear {{name}},\nthanks.\n' }]);
    expect(text.body.data).toMatchObject({ templateName: 'mail.txt', templateType: 'text/plain' });
  });

  it('refuses images and binaries (422 on file), a missing file (400), an unknown group (404), a bad name (400)', async () => {
    const image = await upload(admin, `${base}/${group}/template/logo`, [{ content: fixtures.png }]);
    expect(image.status).toBe(422);
    expect(image.body).toMatchObject({ code: 'FILE_NOT_TEMPLATE' });
    expect(image.body.errors.map((e: any) => e.path)).toEqual(['file']);
    // An SVG is no template, also not one with active content taken for HTML.
    for (const svg of Object.values(ACTIVE_SVGS)) {
      expect((await upload(admin, `${base}/${group}/template/logo`, [{ content: svg, contentType: 'text/html', filename: 'logo.html' }])).body.code).toBe('FILE_NOT_TEMPLATE');
    }
    expect((await upload(admin, `${base}/${group}/template/logo`, [])).status).toBe(400);
    expect((await upload(admin, `${base}/${'0'.repeat(24)}/template/receipt`, [{ content: html }])).status).toBe(404);
    expect((await upload(admin, `${base}/${group}/template/bad%20name`, [{ content: html }])).status).toBe(400);
    // Nothing was stored for the refused calls: only the three accepted templates are in the store.
    const kinds = await t.db.kysely.selectFrom('files').select('_id').where('kind', '=', 'customerGroupTemplate').execute();
    expect(kinds).toHaveLength(3);
  });

  it('is for admins only', async () => {
    const manager = await t.login('manager@example.com');
    expect((await upload(manager, `${base}/${group}/template/receipt`, [{ content: html }])).status).toBe(403);
    expect((await upload(null, `${base}/${group}/template/receipt`, [{ content: html }])).status).toBe(401);
  });
});
