import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrl } from '../src/server/publicUrl';
import { fixtures } from './helpers/fixtures';
import { multipartBody } from './helpers/multipartBody';
import { testApp, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

/**
 * Links in mails and file URLs start with the configured public URL, whatever Host, Origin or
 * X-Forwarded-* the request names: otherwise anyone could ask for a reset mail to a victim's
 * address and have its token link point at their own site.
 */
const FORGED = {
  host: 'evil.example',
  origin: 'https://evil.example',
  referer: 'https://evil.example/',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};

let t: TestApp;
let admin: string;
let ip = 0;
beforeAll(async () => {
  t = await testApp({ publicUrl: 'https://admin.example.com/' });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

/** A call carrying the forged headers, from its own address (registrations count per address). */
async function forged(app: TestApp, token: string | null, method: 'POST' | 'PATCH' | 'GET', url: string, body?: unknown) {
  const res = await app.app.inject({
    method, url, remoteAddress: `10.9.0.${++ip}`,
    headers: { ...FORGED, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: JSON.parse(res.body || 'null') };
}

async function mailTo(app: TestApp, email: string): Promise<{ text: string; html: string }> {
  const token = await app.login('admin@example.com');
  return waitFor(async () => (await app.call(token, 'GET', `/api/v1/outbox?to[]=${encodeURIComponent(email)}`)).body.data[0]);
}

/** Every absolute URL in a mail's text and HTML. */
const links = (mail: { text: string; html: string }) => [...`${mail.text} ${mail.html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]);

function expectOnlyConfigured(mail: { text: string; html: string }, base: string) {
  expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
  const found = links(mail);
  expect(found.length).toBeGreaterThan(0);
  for (const link of found) expect(link.startsWith(`${base}/`), link).toBe(true);
}

describe('links in mails come from PUBLIC_URL, never from the request', () => {
  it('password reset', async () => {
    const res = await forged(t, null, 'PATCH', '/api/v1/auth/password/request', { email: 'staff@example.com' });
    expect(res.status).toBe(200);
    const mail = await mailTo(t, 'staff@example.com');
    expectOnlyConfigured(mail, 'https://admin.example.com');
    expect(mail.text).toMatch(/https:\/\/admin\.example\.com\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it('welcome mail of a self-registration', async () => {
    const res = await forged(t, null, 'POST', '/api/v1/auth/register', { name: 'Hank Host', email: 'hank@example.com', password: 'Welcome123', privacyAccepted: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectOnlyConfigured(await mailTo(t, 'hank@example.com'), 'https://admin.example.com');
  });

  it('invitation with its set-password link', async () => {
    const manager = await t.login('manager@example.com');
    const res = await forged(t, manager, 'POST', '/api/v1/auth/register/restricted', { name: 'Olga Origin', email: 'olga@example.com', role: 'staff' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mail = await mailTo(t, 'olga@example.com');
    expectOnlyConfigured(mail, 'https://admin.example.com');
    expect(mail.text).toMatch(/https:\/\/admin\.example\.com\/reset\/[A-Za-z0-9_-]{43}/);
  });

  it('legal-document URLs', async () => {
    const venue = await t.venueId(admin, 'BM01');
    const { payload, headers } = multipartBody([{ content: fixtures.pdf, filename: 'imprint.pdf' }]);
    const up = await t.app.inject({ method: 'PATCH', url: `/api/v1/general/venue/${venue}/imprint`, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    expect(up.statusCode, up.body).toBe(200);
    const res = await forged(t, null, 'GET', `/api/v1/general/venue/${venue}/imprint`);
    expect(res.body.data.url).toMatch(/^https:\/\/admin\.example\.com\/api\/v1\/files\/[0-9a-f]{24}$/);
  });
});

describe('without PUBLIC_URL', () => {
  it('mail links and file URLs start with the address the server listens on (127.0.0.1:$PORT), not the caller\'s Host', async () => {
    const plain = await testApp();
    try {
      const base = publicUrl(undefined);
      expect(base).toBe(`http://127.0.0.1:${process.env.PORT || 3000}`);
      expect((await forged(plain, null, 'PATCH', '/api/v1/auth/password/request', { email: 'operator@example.com' })).status).toBe(200);
      expectOnlyConfigured(await mailTo(plain, 'operator@example.com'), base);
      const reg = await forged(plain, null, 'POST', '/api/v1/auth/register', { name: 'Hank Host', email: 'hank@example.com', password: 'Welcome123', privacyAccepted: true });
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      expectOnlyConfigured(await mailTo(plain, 'hank@example.com'), base);
      const token = await plain.login('admin@example.com');
      const venue = await plain.venueId(token, 'BM01');
      const { payload, headers } = multipartBody([{ content: fixtures.pdf, filename: 'terms.pdf' }]);
      expect((await plain.app.inject({ method: 'PATCH', url: `/api/v1/general/venue/${venue}/terms`, payload, headers: { ...headers, authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      expect((await forged(plain, null, 'GET', `/api/v1/general/venue/${venue}/terms`)).body.data.url.startsWith(`${base}/api/v1/files/`)).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
