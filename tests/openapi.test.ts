import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { copyRole } from '../resources/role/copyRole';
import { defaultBase, parseCall, type ResolvedCall } from '../src/core/apiSpec';
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
    for (const { method, path } of calls) expect(doc.body.paths[`/api/${path}`], `${method} /api/${path}`).toHaveProperty([method.toLowerCase()]);
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
