import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { copyRole } from '../resources/role/copyRole';
import { defaultBase, parseCall, type ResolvedCall } from '../src/core/apiSpec';
import { FORMAT_PATTERNS } from '../src/core/formatPatterns';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('served API description', () => {
  it('serves OpenAPI 3.1 with every entity route and a readable reference page', async () => {
    const doc = await t.call(null, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    // Every call the registry resolves (CRUD operations and x-actions) under its method.
    const calls: ResolvedCall[] = [];
    for (const entity of t.services.registry.values()) {
      calls.push(...Object.values(entity.api));
      const base = entity.def['x-api']?.base ?? defaultBase(entity.id);
      for (const action of Object.values(entity.def['x-actions'] ?? {})) calls.push(parseCall(base, action.call));
    }
    expect(calls.length).toBeGreaterThan(100);
    // (the document names the spec's two trailing-slash paths without the slash; both are served)
    for (const { method, path } of calls) expect(doc.body.paths[`/api/${path.replace(/\/$/, '')}`], `${method} /api/${path}`).toHaveProperty([method.toLowerCase()]);
    // Routes outside the registry: login and the company code check.
    for (const path of ['/api/v1/auth/login', '/api/v1/dnd/company/unique/company-code']) expect(doc.body.paths, path).toHaveProperty([path]);
    expect(doc.body.components.schemas.table.properties).not.toHaveProperty('doc');
    expect(doc.body.components.schemas.user.properties).not.toHaveProperty('password');
    expect(doc.body.components.schemas['user.create'].properties).toHaveProperty('password');
    expect(doc.body.info.version).toBe(pkg.version);
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>backoffice API reference</title>');
    // The reference reads the document from beside itself: the same as /api/openapi.json.
    expect((await t.call(null, 'GET', '/api/docs/json')).body).toEqual(doc.body);
  });

  it('documents every error status with the one error body, and the answers bear it out', async () => {
    const doc = (await t.call(null, 'GET', '/api/openapi.json')).body;
    const ajv = new Ajv({ strict: false });
    const errorBody = ajv.compile(doc.components.schemas.apiError);
    const errorRef = { $ref: '#/components/schemas/apiError' };
    let operations = 0;
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        operations++;
        const statuses = Object.keys(op.responses);
        expect(statuses.some((s) => s.startsWith('2')), `${method} ${path}`).toBe(true);
        expect(statuses.filter((s) => s.startsWith('4')), `${method} ${path}`).not.toEqual([]);
        for (const s of statuses.filter((x) => /^[45]/.test(x))) expect(op.responses[s].content['application/json'].schema, `${method} ${path} ${s}`).toEqual(errorRef);
        for (const s of statuses.filter((x) => x.startsWith('2'))) expect(op.responses[s].content, `${method} ${path} ${s}`).toBeDefined();
      }
    }
    expect(operations).toBeGreaterThan(400);
    const record = '/api/v1/foodcard/article/{id}';
    expect(Object.keys(doc.paths[record].patch.responses)).toEqual(['200', '400', '401', '403', '404', '422', '500']);
    // public operations need no token; login among them
    expect(doc.paths['/api/v1/auth/login'].post.security).toEqual([]);
    expect(Object.keys(doc.paths['/api/v1/auth/login'].post.responses)).toContain('429');
    expect(doc.paths['/api/v1/auth/session'].get.security).toBeUndefined();
    // files declare their media types
    expect(Object.keys(doc.paths['/api/v1/export/coupons/csv'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths['/api/v3/payment/transaction/downloadInvoicePdf/{invoiceId}'].get.responses['200'].content)).toEqual(['application/pdf']);
    // real error answers have the documented body, extras (MFAError's name) included
    const operator = await t.login('operator@example.com');
    const answers = [
      await t.call(operator, 'PATCH', '/api/v1/foodcard/article/000000000000000000000000', { name: 'x' }),
      await t.call(null, 'GET', '/api/v1/auth/session'),
      await t.call(operator, 'POST', '/api/v1/auth/role', { name: '' }),
      await t.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: 'wrong' }),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(errorBody(res.body), JSON.stringify([res.body, errorBody.errors])).toBe(true);
    }
  });

  it('gives each product format a pattern and uses no standard format in a non-standard sense', async () => {
    const doc = (await t.call(null, 'GET', '/api/openapi.json')).body;
    const formats: Record<string, number> = {};
    const unpatterned: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (typeof o.format === 'string') {
          formats[o.format] = (formats[o.format] ?? 0) + 1;
          if (FORMAT_PATTERNS[o.format] && typeof o.pattern !== 'string') unpatterned.push(o.format);
        }
        Object.values(o).forEach(walk);
      }
    };
    walk(doc);
    expect(unpatterned).toEqual([]);
    expect(formats).not.toHaveProperty('time');
    expect(formats).not.toHaveProperty('url');
    expect(formats.hourMinute).toBeGreaterThan(100);
    const hours = new RegExp(FORMAT_PATTERNS.hourMinute, 'u');
    expect(['09:30', '23:59', ''].every((v) => hours.test(v))).toBe(true);
    expect(['9:30', '24:00', '09:30:00', '09:30Z'].some((v) => hours.test(v))).toBe(false);
  });

  it('unknown API routes answer a JSON 404 (to a signed-in caller; anonymous ones get 401)', async () => {
    const res = await t.call(await t.login('operator@example.com'), 'GET', '/api/v1/nothing/here');
    expect(res).toMatchObject({ status: 404, body: { statusCode: 404, code: 'ROUTE_NOT_FOUND' } });
  });
});

describe('role copy', () => {
  it('a copy of a system role saves as a new, editable role', async () => {
    const admin = await t.login('admin@example.com');
    const source = (await t.call(admin, 'GET', '/api/v1/auth/role?slug[]=admin')).body.data[0];
    const res = await t.call(admin, 'POST', '/api/v1/auth/role', copyRole(source));
    // isSystem is server-owned: a client may not send it at all.
    expect(res.status).toBe(422);
    const { isSystem: _ignored, ...draft } = copyRole(source);
    const saved = await t.call(admin, 'POST', '/api/v1/auth/role', draft);
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ name: 'Copy of Administrator', slug: 'copy_of_admin', isSystem: false, permissions: ['admin'] });
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/role/${saved.body.data._id}`, { name: 'Renamed copy' })).status).toBe(200);
  });
});
