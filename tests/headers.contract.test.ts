import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { createDb, type Db } from '../src/server/db/createDb';
import { storeFile } from '../src/server/files/storeFile';
import { contentSecurityPolicy } from '../src/server/securityHeaders';
import { fixtures } from './helpers/fixtures';
import { testApp, type TestApp } from './helpers/testApp';

/** The admin's policy with the default PUBLIC_URL (http://127.0.0.1:3000), as helmet writes it. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src 'self' http://127.0.0.1:${process.env.PORT || 3000}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** What every answer of the admin and the API carries. */
function expectAdminHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toBe(ADMIN_CSP);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // The server speaks plain HTTP; HSTS only with an https PUBLIC_URL (below).
  expect(headers).not.toHaveProperty('strict-transport-security');
  expect(headers).not.toHaveProperty('x-powered-by');
}

let t: TestApp;
let adminDir: string;
let site: { app: FastifyInstance; db: Db };
beforeAll(async () => {
  t = await testApp();
  // A stand-in for the built admin (dist/): index.html and one hashed asset.
  adminDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-headers-'));
  fs.mkdirSync(path.join(adminDir, 'assets'));
  fs.writeFileSync(path.join(adminDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(adminDir, 'assets', 'index-abc.js'), 'console.log("admin")');
  const db = await createDb({ sqliteFile: ':memory:' });
  const { app } = await buildApp({ db, adminDir, jobs: 'manual', config: { jwtSecret: 'test-secret-test-secret' } });
  site = { app, db };
});
afterAll(async () => {
  await t.close();
  await site.app.close();
  await site.db.close();
  fs.rmSync(adminDir, { recursive: true, force: true });
});

describe('security headers (@fastify/helmet)', () => {
  it('the admin page, its assets and its client-side routes', async () => {
    for (const url of ['/', '/venue/0123456789abcdef01234567/edit', '/assets/index-abc.js']) {
      const res = await site.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectAdminHeaders(res.headers);
    }
    expect((await site.app.inject({ url: '/login' })).body).toContain('<div id="root">');
  });

  it('API answers: JSON, errors and the OpenAPI document', async () => {
    const admin = await t.login('admin@example.com');
    for (const [token, url, status] of [
      [null, '/api/health', 200],
      [admin, '/api/v1/general/venue/list', 200],
      [null, '/api/v1/general/venue/list', 401],
      [null, '/api/v1/no-such-route', 401],
      [admin, '/api/v1/no-such-route', 404],
      [null, '/api/openapi.json', 200],
    ] as const) {
      const res = await t.call(token, 'GET', url);
      expect(res.status, url).toBe(status);
      expectAdminHeaders(res.headers);
    }
  });

  it('the API reference (Swagger UI from its package) runs under the same policy: scripts are files of this server, none inline', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expectAdminHeaders(page.headers);
    const sources = [...page.body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui-standalone-preset.js', '/api/docs/static/swagger-initializer.js']);
    // No inline script: every <script> element names its source.
    expect(page.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toBeNull();
    // Nothing is loaded from another origin.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const styles = [...page.body.matchAll(/<link\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
    for (const url of [...sources, ...styles]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectAdminHeaders(res.headers);
    }
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.headers['content-type']).toMatch(/^application\/javascript/);
    // The online validator is another origin: off.
    expect(init.body).toContain('validatorUrl: null');
  });

  it('files keep their own, stricter policy: no script, HTML and SVG sandboxed; framable and usable by other origins', async () => {
    const pdf = await storeFile(t.db, { venue: null, kind: 'test', contentType: 'application/pdf', bytes: fixtures.pdf });
    const html = await storeFile(t.db, { venue: null, kind: 'test', contentType: 'text/html', bytes: Buffer.from('<h1>Receipt</h1><script>alert(1)</script>') });
    for (const [file, csp] of [[pdf, FILE_CSP], [html, `${FILE_CSP}; sandbox`]] as const) {
      const res = await t.app.inject({ url: `/api/v1/files/${file._id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe(csp);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // The legal page (and ordering sites) frame documents and show images.
      expect(res.headers).not.toHaveProperty('x-frame-options');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // 304s carry the same policy.
      const again = await t.app.inject({ url: `/api/v1/files/${file._id}`, headers: { 'if-none-match': `"${file.sha256}"` } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBe(csp);
    }
  });

  it('HSTS only when PUBLIC_URL is https (the TLS proxy case), without includeSubDomains', async () => {
    const db = await createDb({ sqliteFile: ':memory:' });
    const { app } = await buildApp({ db, jobs: 'manual', config: { jwtSecret: 'test-secret-test-secret', publicUrl: 'https://admin.example.com' } });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https://admin.example.com;");
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('an admin built against another backend (VITE_API_URL) may reach it', () => {
    const csp = contentSecurityPolicy({ publicUrl: 'https://admin.example.com' }, 'https://backend.example.com/api/');
    expect(csp['connect-src']).toEqual(["'self'", 'https://backend.example.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://backend.example.com']);
    expect(csp['frame-src']).toEqual(["'self'", 'https://admin.example.com', 'https://backend.example.com']);
    expect(contentSecurityPolicy({ publicUrl: 'https://admin.example.com' }, '/api')['connect-src']).toEqual(["'self'"]);
  });
});
