import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signToken } from '../src/server/auth/jwt';
import { totpCode, newTotpSecret } from '../src/server/auth/totp';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('login and tokens', () => {
  it('answers every session field of spec part 1 section 3', async () => {
    const res = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'manager@example.com', password: PASSWORD });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['customerGroup', 'email', 'id', 'linkedCustomerGroup', 'member', 'mfa', 'name', 'permissions', 'role', 'roles', 'token', 'venue', 'venues'].sort(),
    );
    expect(res.body).toMatchObject({ role: 'manager', roles: ['manager'], email: 'manager@example.com', mfa: false });
    expect(res.body.customerGroup).toMatchObject({ name: 'Demo Burger Company', slug: 'demo_burger' });
    expect(res.body.linkedCustomerGroup).toBe(res.body.customerGroup._id);
    expect(res.body.venues).toHaveLength(3);
    expect(res.body.permissions).toContain('table.view');
    const staff = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'staff@example.com', password: PASSWORD });
    expect(staff.body.venue).toBe(staff.body.venues[0]);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.db.kysely.selectFrom('user').select('doc').limit(1).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    expect(doc.password).toMatch(/^\$argon2id\$/);
    const api = await t.call(await t.login('admin@example.com'), 'GET', '/api/v1/auth/user');
    for (const u of api.body.data) expect(u).not.toHaveProperty('password');
  });

  it('rejects tampered, foreign-key and expired tokens with 401', async () => {
    const token = await t.login('admin@example.com');
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'ffffffffffffffffffffffff' })).toString('base64url')}.${s}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const otherKey = await signToken('another-secret', claims.sub, 0);
    const expired = await signToken('test-secret-test-secret', claims.sub, 0, Date.now() - 25 * 3600 * 1000);
    const key = new TextEncoder().encode('test-secret-test-secret');
    const sign = (alg: string, payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
    const now = Math.floor(Date.now() / 1000);
    // Right key, wrong shape: another HMAC algorithm, no expiry, issued in the future, an expiry
    // far beyond the token lifetime, no token version.
    const otherAlg = await sign('HS512', { sub: claims.sub, iat: now, exp: now + 3600, ver: 0 });
    const noExp = await sign('HS256', { sub: claims.sub, iat: now, ver: 0 });
    const future = await sign('HS256', { sub: claims.sub, iat: now + 3600, exp: now + 7200, ver: 0 });
    const forever = await sign('HS256', { sub: claims.sub, iat: now - 2 * 86400, exp: now + 365 * 86400, ver: 0 });
    const noVersion = await sign('HS256', { sub: claims.sub, iat: now, exp: now + 3600 });
    // Not strict base64url: padding or the standard alphabet in the signature.
    const padded = `${token}=`;
    // The same signature bytes spelled with non-zero trailing bits (decoders that forgive them accept it).
    const last = s[s.length - 1];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1];
    const loose = `${h}.${p}.${s.slice(0, -1)}${sibling}`;
    const plusSlash = `${h}.${p}.${s.replace(/-/g, '+').replace(/_/g, '/')}${/[-_]/.test(s) ? '' : '+'}`;
    for (const bad of [forged, none, otherKey, expired, 'garbage', otherAlg, noExp, future, forever, noVersion, padded, plusSlash, loose]) {
      const res = await t.call(bad, 'GET', '/api/v1/general/venue/list');
      expect(res.status).toBe(401);
    }
    const exp = await t.call(expired, 'GET', '/api/v1/general/venue/list');
    expect(exp.body.code).toBe('TOKEN_EXPIRED');
    expect(claims.exp - claims.iat).toBe(24 * 3600);
  });

  it('wrong password → 401 without saying whether the account exists', async () => {
    const a = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: 'Wrong1234' });
    const b = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'nobody@example.com', password: 'Wrong1234' });
    expect(a.status).toBe(401);
    expect(a.body.message).toBe(b.body.message);
  });

  it('rate limits failed logins per account (429 with a clear message)', async () => {
    for (let i = 0; i < 5; i++) await t.call(null, 'POST', '/api/v1/auth/login', { email: 'staff@example.com', password: 'Wrong1234' });
    const res = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'staff@example.com', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many failed login attempts\. Please try again in \d+ minutes?/);
  });

  it('rate limits failed logins per address across accounts', async () => {
    let last = 0;
    for (let i = 0; i < 25; i++) last = (await t.call(null, 'POST', '/api/v1/auth/login', { email: `x${i}@example.com`, password: 'Wrong1234' })).status;
    expect(last).toBe(429);
  });
});

describe('MFA at login', () => {
  it('asks for the code with name MFAError and accepts a valid TOTP code', async () => {
    const fresh = await (await import('./helpers/testApp')).testApp();
    try {
      const secret = newTotpSecret();
      const row = await fresh.db.kysely.selectFrom('user').select(['_id', 'doc']).where('_id', 'in',
        (await fresh.db.kysely.selectFrom('user').select('_id').execute()).map((r) => r._id)).execute();
      const op = row.find((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc).email === 'operator@example.com')!;
      const doc = typeof op.doc === 'string' ? JSON.parse(op.doc) : op.doc;
      await fresh.db.kysely.updateTable('user').set({ doc: JSON.stringify({ ...doc, mfa: true, mfaSecret: secret }) }).where('_id', '=', op._id).execute();
      const ask = await fresh.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD });
      expect(ask.status).toBe(401);
      expect(ask.body.name).toBe('MFAError');
      const wrong = await fresh.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD, code: '000000' === totpCode(secret) ? '111111' : '000000' });
      expect(wrong.body).toMatchObject({ statusCode: 401, name: 'MFAError', message: 'The MFA-Code is invalid.' });
      const ok = await fresh.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD, code: totpCode(secret) });
      expect(ok.status).toBe(200);
      expect(ok.body.mfa).toBe(true);
      // The secret never leaves the server.
      const users = await fresh.call(ok.body.token, 'GET', `/api/v1/auth/user/${op._id}`);
      expect(JSON.stringify(users.body)).not.toContain(secret);
    } finally {
      await fresh.close();
    }
  });
});
