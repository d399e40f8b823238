import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { PUBLIC_ROUTES } from '../src/server/access/publicRoutes';
import { routeAccess } from '../src/server/access/routeAccess';
import { createDb, type Db } from '../src/server/db/createDb';
import { testApp, type TestApp } from './helpers/testApp';

const ID = '0123456789abcdef01234567';

/** A concrete path for a declared route: parameters get a well-formed id, wildcards a name. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, ID).replace(/\*/g, 'x');
}

const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Spellings of one path that a router or proxy may treat as the same route: each letter of the
 * fixed segments percent-encoded in turn (in groups, so every position is covered at least once),
 * the whole path encoded, doubled slashes, upper and mixed case, a trailing dot, a trailing slash.
 */
function spellings(p: string): string[] {
  const out = new Set<string>([p]);
  const letters = [...p].map((c, i) => ({ c, i })).filter(({ c, i }) => /[A-Za-z0-9]/.test(c) && !p.slice(Math.max(0, i - 24), i + 24).includes(ID));
  // Every fixed character is encoded in one of three variants (positions 0, 1, 2 modulo 3).
  for (let k = 0; k < 3; k++) out.add([...p].map((c, i) => (letters.some((l) => l.i === i && i % 3 === k) ? encodeChar(c) : c)).join(''));
  out.add([...p].map((c) => (c === '/' ? c : encodeChar(c))).join(''));
  out.add(`/${p}`);
  out.add(p.replace(/\//g, '//'));
  out.add(p.toUpperCase());
  out.add(p.replace(/[a-z]/g, (c, i) => (i % 2 ? c.toUpperCase() : c)));
  out.add(`${p}.`);
  out.add(`${p}/`);
  out.add(p.replace('/api/', '/api/./'));
  return [...out];
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('access is decided by the matched route, however its path is spelled', () => {
  it('every non-public route of the registry answers 401 without a token in every spelling', async () => {
    const routes = t.app.declaredRoutes.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const r of routes) {
      for (const url of spellings(concrete(r.url))) {
        const res = await t.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
        if (res.statusCode !== 401) wrong.push(`${r.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('also with a token that is not one (malformed, another key), and never a 500', async () => {
    const routes = t.app.declaredRoutes.filter((r) => r.access !== 'public' && r.method !== 'HEAD');
    const wrong: string[] = [];
    for (const r of routes) {
      for (const authorization of ['Bearer', 'Bearer x.y.z', 'Basic YWRtaW46YWRtaW4=']) {
        const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url).replace('/api/', '/%61pi/'), headers: { authorization } });
        if (res.statusCode !== 401) wrong.push(`${r.method} ${r.url} (${authorization}) → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the attack chain of the finding: the outbox, maintenance and group properties stay closed', async () => {
    const reset = await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email: 'admin@example.com' });
    expect(reset.status).toBe(200);
    expect(JSON.stringify(reset.body)).not.toMatch(/reset|token/i);
    for (const url of ['/%61pi/v1/outbox?limit=5', '/ap%69/v1/outbox?limit=5', '/%61%70%69/v1/outbox?limit=5', '//api/v1/outbox', '/API/v1/outbox', '/api/v1/outbox.', '/api/v1/%6Futbox']) {
      const res = await t.call(null, 'GET', url);
      expect(res.status, url).toBe(401);
      expect(res.body.code, url).toBe('UNAUTHORIZED');
      expect(JSON.stringify(res.body), url).not.toContain('password');
    }
    expect((await t.call(null, 'POST', '/%61pi/v1/maintenance/enable', {})).status).toBe(401);
    expect((await t.call(null, 'GET', '/%61pi/v1/maintenance/status')).status).toBe(200);
    // Only an admin reads the outbox, and nobody else sees a reset link in any answer.
    const manager = await t.login('manager@example.com');
    expect((await t.call(manager, 'GET', '/api/v1/outbox')).status).toBe(403);
    expect((await t.call(manager, 'GET', '/%61pi/v1/outbox')).status).toBe(403);
    const admin = await t.call(await t.login('admin@example.com'), 'GET', '/api/v1/outbox?limit=5');
    expect(admin.status).toBe(200);
    expect(JSON.stringify(admin.body.data)).toMatch(/\/reset\/[A-Za-z0-9_-]{20,}/);
  });

  it('unknown API paths answer 401 to anonymous callers and 404 to signed-in ones', async () => {
    expect((await t.call(null, 'GET', '/api/v1/nothing-here')).status).toBe(401);
    expect((await t.call(null, 'GET', '/%61pi/v1/nothing-here')).status).toBe(401);
    const res = await t.call(await t.login('manager@example.com'), 'GET', '/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('public routes are exactly the list: each one is served without a token', async () => {
    const publicRoutes = t.app.declaredRoutes.filter((r) => r.access === 'public' && r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);
    // The admin's files are served only when a built admin is given (see the next test).
    expect(new Set(publicRoutes)).toEqual(new Set(PUBLIC_ROUTES.filter((r) => r !== 'GET /*')));
  });
});

describe('a route without an access rule does not start', () => {
  const bare = () => {
    const app = Fastify();
    routeAccess(app);
    return app;
  };
  it('refuses a route that declares nothing', async () => {
    expect(() => bare().get('/api/v1/forgotten', async () => ({}))).toThrow(/declares no access rule/);
  });
  it('refuses a public route missing from the list, and a listed route that declares another rule', async () => {
    expect(() => bare().get('/api/v1/open', { config: { access: 'public' } }, async () => ({}))).toThrow(/not in src\/server\/access\/publicRoutes\.ts/);
    expect(() => bare().get('/api/health', { config: { access: 'admin' } }, async () => ({}))).toThrow(/public list/);
    expect(() => bare().get('/api/health', async () => ({}))).not.toThrow();
    expect(() => bare().get('/api/v1/x', { config: { access: 'table.view' } }, async () => ({}))).not.toThrow();
  });
});

describe('the admin around the API', () => {
  let site: { app: Awaited<ReturnType<typeof buildApp>>['app']; db: Db };
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-route-access-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>admin</title>');
    const db = await createDb({ sqliteFile: ':memory:' });
    const { app } = await buildApp({ db, adminDir: dir, jobs: 'manual', config: { jwtSecret: 'test-secret-test-secret' } });
    site = { app, db };
  });
  afterAll(async () => {
    await site.app.close();
    await site.db.close();
  });

  it('serves its pages to anybody, but never the page for an API path in disguise', async () => {
    expect((await site.app.inject({ url: '/venue/abc/edit' })).body).toContain('<title>admin</title>');
    for (const url of ['/%61pi/v1/outbox', '//api/v1/outbox', '/API/v1/outbox']) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('answers are not cached', () => {
  it('API answers carry Cache-Control: no-store, errors included; files keep theirs', async () => {
    const token = await t.login('manager@example.com');
    for (const [tok, url] of [[token, '/api/v1/auth/session'], [null, '/api/v1/auth/session'], [token, '/api/v1/nothing'], [null, '/api/v1/maintenance/status'], [token, '/%61pi/v1/general/venue']] as const) {
      const res = await t.call(tok, 'GET', url);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
