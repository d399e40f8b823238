import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../src/server/errorHandler';
import { fixtures } from './helpers/fixtures';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * Bad input answers 400 with the error table's shape, never 500 (DESIGN "Security and running
 * several processes"): inherited object names as query keys, numbers past what the database
 * takes, and malformed multipart bodies on every upload route.
 */
let t: TestApp;
let admin: string;
let venue: string;
let article: string;
let category: string;
let optionArticle: string;
let group: string;

const errorShape = (status: number, code: string) => ({ status, body: { statusCode: status, error: expect.any(String), message: expect.any(String), code } });

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  venue = await t.venueId(admin, 'BM01');
  const first = async (url: string) => (await t.call(admin, 'GET', url)).body.data[0]._id as string;
  article = await first(`/api/v1/foodcard/article/venue/${venue}?limit=1`);
  category = await first(`/api/v1/foodcard/category/venue/${venue}?limit=1`);
  optionArticle = await first(`/api/v1/foodcard/option-article/venue/${venue}?limit=1`);
  group = await first('/api/v1/general/customergroup?limit=1');
});
afterAll(() => t.close());

describe('list queries', () => {
  const lists = () => ['/api/v1/general/venue/list', `/api/v1/foodcard/article/venue/${venue}`, '/api/v1/audit', '/api/v1/general/venue/all', '/api/v1/auth/user/query'];
  const INHERITED = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'];

  it('refuses inherited object names as sort field or filter key with 400 INVALID_QUERY', async () => {
    for (const url of lists()) {
      for (const name of INHERITED) {
        for (const query of [`sort=${name}`, `${name}[]=x`, `${name}=x`, `${name}[gte]=1`, `${name}[lte]=1`]) {
          const res = await t.call(admin, 'GET', `${url}?${query}`);
          expect(res, `${url}?${query}`).toMatchObject(errorShape(400, 'INVALID_QUERY'));
        }
      }
    }
  });

  it('still filters and sorts by declared and system fields', async () => {
    const res = await t.call(admin, 'GET', `/api/v1/general/venue/list?sort=name&direction=asc&readableId[]=BM01&createdAt[gte]=2000-01-01`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((v: { readableId: string }) => v.readableId)).toEqual(['BM01']);
  });

  it('bounds page and limit: whole numbers, page at most 1,000,000', async () => {
    for (const url of lists()) {
      for (const query of ['page=1e20', 'limit=1e20', 'page=9007199254740993', 'page=1000001', 'page=-1', 'page=0', 'page=1.5', 'page=abc',
        'limit=0', 'limit=1001', 'limit=-5', 'page=Infinity', 'limit=NaN', 'page=2e6&limit=10']) {
        const res = await t.call(admin, 'GET', `${url}?${query}`);
        if (url.endsWith('/all') || url.endsWith('/query')) {
          // Unpaged reads ignore page and limit, but a number past the schema's bound is still refused.
          expect(res.status, `${url}?${query}`).toBeLessThan(500);
          continue;
        }
        expect(res, `${url}?${query}`).toMatchObject(errorShape(400, 'INVALID_QUERY'));
      }
      const last = await t.call(admin, 'GET', `${url}?page=1000000&limit=1000`);
      expect(last.status, url).toBe(200);
      if (!url.endsWith('/all') && !url.endsWith('/query')) expect(last.body).toMatchObject({ data: [], page: 1000000, limit: 1000 });
    }
  });

  it('refuses NUL characters in filter values and q on both databases', async () => {
    for (const url of lists()) {
      for (const query of ['q=a%00b', 'name[]=%00', '_id[]=x%00', 'createdAt[gte]=2020%00', 'venue=%00']) {
        const res = await t.call(admin, 'GET', `${url}?${query}`);
        expect(res, `${url}?${query}`).toMatchObject(errorShape(400, 'INVALID_QUERY'));
      }
    }
  });

  it('refuses numbers a filter cannot compare', async () => {
    for (const query of ['sortOrder[]=1e400', 'sortOrder[gte]=-1e999', 'sortOrder[]=NaN', 'sortOrder[]=']) {
      const res = await t.call(admin, 'GET', `/api/v1/foodcard/category/venue/${venue}?${query}`);
      expect(res, query).toMatchObject(errorShape(400, 'INVALID_QUERY'));
    }
  });
});

describe('malformed multipart on every upload route', () => {
  const routes = () => [
    ...['photo', 'nutritionTable', 'self-certification', 'terms', 'imprint', 'privacy', 'external-delivery-service/icon'].map((p) => `PATCH /api/v1/general/venue/${venue}/${p}`),
    ...['photo', 'banner', 'icon'].map((p) => `PATCH /api/v1/foodcard/article/${article}/${p}`),
    ...['photo', 'icon'].map((p) => `PATCH /api/v1/foodcard/category/${category}/${p}`),
    ...['photo', 'banner', 'icon'].map((p) => `PATCH /api/v1/foodcard/option-article/${optionArticle}/${p}`),
    `POST /api/v1/general/customergroupproperty/${group}/template/menu`,
    ...['import', 'import/nutrition', 'import/articles-info'].map((p) => `POST /api/v1/foodcard/venue/${venue}/${p}`),
  ];
  const part = (b: string, content: Buffer | string = fixtures.png) => Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
  ]);
  const long = 'b'.repeat(71);
  const CASES: { name: string; contentType: string; payload: Buffer | string }[] = [
    { name: 'no end boundary', contentType: 'multipart/form-data; boundary=abc', payload: part('abc') },
    { name: 'no end boundary after the part', contentType: 'multipart/form-data; boundary=abc', payload: Buffer.concat([part('abc'), Buffer.from('\r\n')]) },
    { name: 'no boundary parameter', contentType: 'multipart/form-data', payload: Buffer.concat([part('abc'), Buffer.from('\r\n--abc--\r\n')]) },
    { name: 'empty boundary parameter', contentType: 'multipart/form-data; boundary=', payload: Buffer.concat([part('abc'), Buffer.from('\r\n--abc--\r\n')]) },
    { name: 'boundary over 70 characters', contentType: `multipart/form-data; boundary=${long}`, payload: Buffer.concat([part(long), Buffer.from(`\r\n--${long}--\r\n`)]) },
    { name: 'quoted boundary over 70 characters', contentType: `multipart/form-data; boundary="${long}"`, payload: Buffer.concat([part(long), Buffer.from(`\r\n--${long}--\r\n`)]) },
    { name: 'garbage', contentType: 'multipart/form-data; boundary=abc', payload: 'garbage \x00\xff garbage' },
    { name: 'part without headers', contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\n\r\nxx\r\n--abc--\r\n' },
    { name: 'headers without end', contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a"' },
    { name: 'boundary of another body', contentType: 'multipart/form-data; boundary=xyz', payload: Buffer.concat([part('abc'), Buffer.from('\r\n--abc--\r\n')]) },
  ];

  it('answers 400 MULTIPART_INVALID (or FILE_MISSING when no part arrived) in the error table\'s shape', async () => {
    for (const route of routes()) {
      const [method, url] = route.split(' ');
      for (const c of CASES) {
        const res = await t.app.inject({ method: method as 'POST', url, payload: c.payload, headers: { 'content-type': c.contentType, authorization: `Bearer ${admin}` } });
        const body = JSON.parse(res.body);
        expect({ status: res.statusCode, body }, `${route}: ${c.name}`).toMatchObject({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: expect.any(String) } });
        expect(['MULTIPART_INVALID', 'FILE_MISSING'], `${route}: ${c.name}: ${res.body}`).toContain(body.code);
      }
    }
  });

  it('names the broken framing as MULTIPART_INVALID', async () => {
    const url = `/api/v1/general/venue/${venue}/photo`;
    // Garbage, a foreign boundary or a part without headers hold no part busboy could name: FILE_MISSING.
    for (const c of CASES.filter((x) => !['garbage', 'boundary of another body', 'part without headers'].includes(x.name))) {
      const res = await t.app.inject({ method: 'PATCH', url, payload: c.payload, headers: { 'content-type': c.contentType, authorization: `Bearer ${admin}` } });
      expect(JSON.parse(res.body).code, c.name).toBe('MULTIPART_INVALID');
    }
  });

  it('still takes a well-formed upload with a 70-character boundary', async () => {
    const b = 'c'.repeat(70);
    const payload = Buffer.concat([part(b), Buffer.from(`\r\n--${b}--\r\n`)]);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/general/venue/${venue}/photo`, payload, headers: { 'content-type': `multipart/form-data; boundary="${b}"`, authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('request values used as keys of server objects', () => {
  it('a download job names one of the handlers, never an inherited name', async () => {
    const manager = await t.login('manager@example.com');
    const jobs = async () => (await t.db.kysely.selectFrom('download_job').select('_id').execute()).length;
    const before = await jobs();
    for (const token of [admin, manager]) {
      for (const handler of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
        const res = await t.call(token, 'POST', '/api/v1/jobs', { handler, params: {} });
        expect(res, handler).toMatchObject({ status: 422, body: { statusCode: 422, code: 'VALIDATION', errors: [{ path: 'handler' }] } });
      }
    }
    expect(await jobs()).toBe(before);
  });

  it('a checkout integration type is an own key of the venue\'s integrations, and never a prototype name', async () => {
    const base = `/api/v1/general/venue/${venue}`;
    expect((await t.call(admin, 'PATCH', `${base}/setCheckoutIntegration`, { integrationType: 'lightspeed', payload: { a: 1 } })).status).toBe(200);
    for (const type of ['toString', 'hasOwnProperty', 'valueOf']) {
      const res = await t.call(admin, 'GET', `${base}/getCheckoutIntegration?integrationType=${type}`);
      expect(res, type).toMatchObject({ status: 200, body: { data: { integrationType: type, payload: {} } } });
    }
    for (const type of ['__proto__', 'constructor', 'prototype']) {
      expect(await t.call(admin, 'GET', `${base}/getCheckoutIntegration?integrationType=${type}`), type).toMatchObject(errorShape(400, 'INVALID_QUERY'));
      const set = await t.call(admin, 'PATCH', `${base}/setCheckoutIntegration`, { integrationType: type, payload: { polluted: 'yes' } });
      expect(set, type).toMatchObject(errorShape(422, 'VALIDATION'));
    }
    expect((await t.call(admin, 'GET', `${base}/getCheckoutIntegration?integrationType=lightspeed`)).body.data.payload).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('text the database cannot store', () => {
  it('a NUL character in a JSON string is never a 500 (PostgreSQL refuses it: 400 BAD_REQUEST)', async () => {
    const res = await t.call(admin, 'POST', '/api/v1/general/tag', { venue, name: 'Nul\u0000Tag', identifier: 'nul_tag' });
    if (onPostgres) expect(res).toMatchObject(errorShape(400, 'BAD_REQUEST'));
    else expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  });
});

describe('errors Fastify raises before routing', () => {
  it('leave in the error table\'s shape when errorHandler is Fastify\'s frameworkErrors too', async () => {
    const app = Fastify({ frameworkErrors: errorHandler, routerOptions: { maxParamLength: 20 } });
    app.setErrorHandler(errorHandler);
    app.get('/a/:id', async () => ({ ok: true }));
    try {
      for (const url of ['/a/%ZZ', `/a/${'x'.repeat(50)}`]) {
        const res = await app.inject({ url });
        expect({ status: res.statusCode, body: JSON.parse(res.body) }, url).toMatchObject(errorShape(400, 'BAD_REQUEST'));
      }
    } finally {
      await app.close();
    }
  });
});
