import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_SVGS } from './helpers/activeSvgs';
import { fixtures } from './helpers/fixtures';
import { multipartBody, type FilePart } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let venue: string;
const base = () => `/api/v1/general/venue/${venue}`;

/** PATCH a multipart upload; parsed JSON back. */
async function upload(token: string | null, url: string, files: FilePart[], fields?: Record<string, string>) {
  const { payload, headers } = multipartBody(files, fields);
  const res = await t.app.inject({ method: 'PATCH', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
});
afterAll(() => t.close());

describe('venue uploads and the files store', () => {
  it('stores a photo in the database and serves it with its sniffed type, immutable caching and an ETag', async () => {
    // The client claims a PDF; the bytes are a PNG, and the server goes by the bytes.
    const res = await upload(admin, `${base()}/photo`, [{ content: fixtures.png, contentType: 'application/pdf', filename: 'photo.pdf' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.photo;
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    const row = await t.db.kysely.selectFrom('files').selectAll().where('_id', '=', id).executeTakeFirstOrThrow();
    const sha = createHash('sha256').update(fixtures.png).digest('hex');
    expect(row).toMatchObject({ venue, kind: 'venue.photo', content_type: 'image/png', size: fixtures.png.length, sha256: sha });
    expect(Buffer.from(row.bytes).equals(fixtures.png)).toBe(true);

    const file = await t.app.inject({ url: `/api/v1/files/${id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers.etag).toBe(`"${sha}"`);
    expect(file.rawPayload.equals(fixtures.png)).toBe(true);

    const again = await t.app.inject({ url: `/api/v1/files/${id}`, headers: { 'if-none-match': `"${sha}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await t.app.inject({ url: `/api/v1/files/${id}`, headers: { 'if-none-match': '"something-else"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers a JSON 404 for an unknown file and a 400 for a malformed id', async () => {
    const missing = await t.call(null, 'GET', '/api/v1/files/0123456789abcdef01234567');
    expect(missing).toMatchObject({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND' } });
    expect((await t.call(null, 'GET', '/api/v1/files/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
  });

  it('accepts only images where an image is expected', async () => {
    for (const path of ['photo', 'external-delivery-service/icon']) {
      const res = await upload(admin, `${base()}/${path}`, [{ content: fixtures.pdf, contentType: 'image/png', filename: 'x.png' }]);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'FILE_NOT_IMAGE', message: 'Only image files are allowed.', errors: [{ path: 'file', message: 'Only image files are allowed.' }] });
    }
    const gif = await upload(admin, `${base()}/external-delivery-service/icon`, [{ content: fixtures.gif }]);
    expect(gif.status).toBe(200);
    const served = await t.app.inject({ url: `/api/v1/files/${gif.body.data.externalDeliveryServiceIcon}` });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('accepts safe SVG images and serves them sandboxed; refuses SVG with scripts or event handlers', async () => {
    const ok = await upload(admin, `${base()}/photo`, [{ content: fixtures.svg, contentType: 'image/svg+xml' }]);
    expect(ok.status).toBe(200);
    const served = await t.app.inject({ url: `/api/v1/files/${ok.body.data.photo}` });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toContain('sandbox');
    for (const bad of [fixtures.scriptSvg, fixtures.handlerSvg, fixtures.html]) {
      const res = await upload(admin, `${base()}/photo`, [{ content: bad, contentType: 'image/svg+xml', filename: 'logo.svg' }]);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('FILE_NOT_IMAGE');
    }
  });

  it('SVG variants: refuses every SVG with active content on image and document fields, whatever the client claims; a clean one passes', async () => {
    for (const [name, svg] of Object.entries(ACTIVE_SVGS)) {
      for (const [path, code] of [['photo', 'FILE_NOT_IMAGE'], ['nutritionTable', 'FILE_NOT_DOCUMENT']]) {
        const res = await upload(admin, `${base()}/${path}`, [{ content: Buffer.from(svg), contentType: 'image/png', filename: 'logo.png' }]);
        expect(res.status, `${name} on ${path}`).toBe(422);
        expect(res.body).toMatchObject({ code, errors: [{ path: 'file' }] });
      }
    }
    // A PNG claimed to be an SVG is stored as the PNG it is.
    const png = await upload(admin, `${base()}/photo`, [{ content: fixtures.png, contentType: 'image/svg+xml', filename: 'logo.svg' }]);
    const row = await t.db.kysely.selectFrom('files').select('content_type').where('_id', '=', png.body.data.photo).executeTakeFirstOrThrow();
    expect(row.content_type).toBe('image/png');
    const clean = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><a href="#g"><rect width="4" height="4" fill="url(#g)"/></a></svg>');
    const ok = await upload(admin, `${base()}/photo`, [{ content: clean, contentType: 'text/plain', filename: 'logo.txt' }]);
    expect(ok.status).toBe(200);
    const served = await t.app.inject({ url: `/api/v1/files/${ok.body.data.photo}` });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.rawPayload.equals(clean)).toBe(true);
  });

  it('legal documents are PDFs; the nutrition table and self-certification take a PDF or an image', async () => {
    const png = await upload(admin, `${base()}/terms`, [{ content: fixtures.png }]);
    expect(png).toMatchObject({ status: 422, body: { code: 'FILE_NOT_PDF', message: 'Only PDF files are allowed.' } });
    for (const path of ['nutritionTable', 'self-certification']) {
      const html = await upload(admin, `${base()}/${path}`, [{ content: fixtures.html, contentType: 'application/pdf' }]);
      expect(html).toMatchObject({ status: 422, body: { code: 'FILE_NOT_DOCUMENT' } });
      expect((await upload(admin, `${base()}/${path}`, [{ content: fixtures.png }])).status).toBe(200);
    }
    const res = await upload(admin, `${base()}/self-certification`, [{ content: fixtures.pdf }]);
    expect(res.status).toBe(200);
    expect(res.body.data.selfCertification).toMatch(/^[0-9a-f]{24}$/);
    expect(res.body.data.nutritionTable).toMatch(/^[0-9a-f]{24}$/);
  });

  it('serves the legal documents publicly by URL, and the venue name for the legal page', async () => {
    expect((await t.call(null, 'GET', `${base()}/imprint`)).status).toBe(404);
    for (const doc of ['terms', 'imprint', 'privacy']) {
      expect((await upload(admin, `${base()}/${doc}`, [{ content: fixtures.pdf, filename: `${doc}.pdf` }])).status).toBe(200);
      const read = await t.call(null, 'GET', `${base()}/${doc}`);
      expect(read.status).toBe(200);
      expect(Object.keys(read.body.data)).toEqual(['url']);
      const url = new URL(read.body.data.url);
      expect(url.pathname).toMatch(/^\/api\/v1\/files\/[0-9a-f]{24}$/);
      const file = await t.app.inject({ url: url.pathname });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(fixtures.pdf)).toBe(true);
    }
    const name = await t.call(null, 'GET', `${base()}/name`);
    expect(name).toMatchObject({ status: 200, body: { data: { _id: venue, name: 'Burger Mitte', readableId: 'BM01' } } });
    expect(Object.keys(name.body.data).sort()).toEqual(['_id', 'name', 'readableId']);
    expect((await t.call(null, 'GET', '/api/v1/general/venue/0123456789abcdef01234567/name')).status).toBe(404);
  });

  it('answers clear 400s for no file, more than one file and a file over 10 MB', async () => {
    const none = await upload(admin, `${base()}/photo`, [], { note: 'no file' });
    expect(none).toMatchObject({ status: 400, body: { code: 'FILE_MISSING', message: 'Choose a file to upload.' } });
    const json = await t.call(admin, 'PATCH', `${base()}/photo`, { file: 'not a file' });
    expect(json).toMatchObject({ status: 400, body: { code: 'FILE_MISSING' } });
    const empty = await upload(admin, `${base()}/photo`, [{ content: Buffer.alloc(0), filename: '' }]);
    expect(empty.body.code).toBe('FILE_MISSING');
    const two = await upload(admin, `${base()}/photo`, [{ content: fixtures.png }, { content: fixtures.gif }]);
    expect(two).toMatchObject({ status: 400, body: { code: 'FILE_TOO_MANY', message: 'Only one file can be uploaded at a time.' } });
    const big = Buffer.concat([fixtures.png, Buffer.alloc(10 * 1024 * 1024)]);
    const large = await upload(admin, `${base()}/photo`, [{ content: big }]);
    expect(large).toMatchObject({ status: 400, body: { code: 'FILE_TOO_LARGE' } });
    expect(large.body.message).toContain('10 MB');
  });

  it('needs venue.update and stays inside the tenant; each upload is audited by name', async () => {
    expect((await upload(null, `${base()}/photo`, [{ content: fixtures.png }])).status).toBe(401);
    const staff = await t.login('staff@example.com');
    expect((await upload(staff, `${base()}/photo`, [{ content: fixtures.png }])).status).toBe(403);
    const other = (await t.call(admin, 'POST', '/api/v1/general/venue', { name: 'Elsewhere', readableId: 'EW09' })).body.data._id;
    const manager = await t.login('manager@example.com');
    const before = await t.db.kysely.selectFrom('files').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect((await upload(manager, `/api/v1/general/venue/${other}/photo`, [{ content: fixtures.png }])).status).toBe(404);
    const after = await t.db.kysely.selectFrom('files').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await upload(manager, `${base()}/photo`, [{ content: fixtures.png }])).status).toBe(200);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${venue}&action[]=uploadPhoto&limit=100`);
    expect(audit.body.data.length).toBeGreaterThanOrEqual(2);
    expect(audit.body.data[0].changes.photo.after).toMatch(/^[0-9a-f]{24}$/);
  });

  it('the generic venue update still may not set document fields', async () => {
    const res = await t.call(admin, 'PATCH', base(), { terms: '0123456789abcdef01234567' });
    expect(res.status).toBe(422);
  });

  it('documents every new route in OpenAPI', async () => {
    const doc = (await t.call(null, 'GET', '/api/openapi.json')).body;
    for (const path of ['photo', 'nutritionTable', 'self-certification', 'terms', 'imprint', 'privacy', 'external-delivery-service/icon']) {
      const op = doc.paths[`/api/v1/general/venue/{id}/${path}`]?.patch;
      expect(op, path).toBeDefined();
      expect(op.requestBody.content).toHaveProperty(['multipart/form-data']);
    }
    expect(doc.paths['/api/v1/files/{id}'].get.operationId).toBe('files_show');
    expect(doc.paths['/api/v1/general/venue/{id}/name'].get.operationId).toBe('venue_name');
  });
});
