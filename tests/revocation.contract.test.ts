import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { waitFor } from './helpers/waitFor';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const signIn = (email: string, password = PASSWORD) => t.call(null, 'POST', '/api/v1/auth/login', { email, password });
const venues = (token: string) => t.call(token, 'GET', '/api/v1/general/venue/list');

/** A fresh user of the demo brand with the given role; answers its id and a token. */
async function person(role = 'operator'): Promise<{ id: string; email: string; token: string }> {
  const group = (await signIn('manager@example.com')).body.linkedCustomerGroup;
  const email = `revoke-${Math.random().toString(36).slice(2)}@example.com`;
  const created = await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Revoke Me', email, password: PASSWORD, role, customerGroup: group });
  expect(created.status).toBe(201);
  const login = await signIn(email);
  expect(login.status).toBe(200);
  expect((await venues(login.body.token)).status).toBe(200);
  return { id: created.body.data._id, email, token: login.body.token };
}

describe('tokens issued before a password change, reset, disable or delete stop working at once', () => {
  it('own password change: the old token is revoked, the answered one works', async () => {
    const role = await t.call(admin, 'POST', '/api/v1/auth/role', { name: 'Changer', slug: 'changer', permissions: ['user.password.change', 'venue.view'] });
    expect(role.status).toBe(201);
    const u = await person('changer');
    const other = (await signIn(u.email)).body.token;
    const res = await t.call(u.token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword: PASSWORD, password: 'Changed123!' });
    expect(res.status).toBe(200);
    expect(res.body.data.changed).toBe(true);
    for (const old of [u.token, other]) {
      const refused = await venues(old);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('SESSION_REVOKED');
    }
    expect((await venues(res.body.data.token)).status).toBe(200);
  });

  it("an administrator's reset of the password", async () => {
    const u = await person();
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/user/${u.id}/password/reset`, { password: 'FromAdmin12' })).status).toBe(200);
    expect((await venues(u.token)).status).toBe(401);
    expect((await signIn(u.email, 'FromAdmin12')).status).toBe(200);
  });

  it('a reset by mailed link', async () => {
    const u = await person();
    expect((await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email: u.email })).status).toBe(200);
    const { issueResetToken } = await import('../src/server/auth/issueResetToken');
    const token = await issueResetToken(t.db.kysely, u.id, 60 * 60_000, Date.now());
    expect((await t.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'ByLink1234' })).status).toBe(200);
    expect((await venues(u.token)).body.code).toBe('SESSION_REVOKED');
  });

  it('disabling the user (also in bulk) revokes its tokens and refuses its login until enabled again', async () => {
    const u = await person();
    const off = await t.call(admin, 'PATCH', `/api/v1/auth/user/${u.id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await venues(u.token)).status).toBe(401);
    const login = await signIn(u.email);
    expect(login.status).toBe(401);
    expect(login.body.code).toBe('USER_DISABLED');
    // A wrong password tells nothing about the account's state.
    expect((await signIn(u.email, 'Wrong12345')).body.code).toBe('BAD_CREDENTIALS');
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/user/${u.id}`, { active: true })).status).toBe(200);
    const again = await signIn(u.email);
    expect(again.status).toBe(200);
    // Enabling does not bring the token of before the disable back.
    expect((await venues(u.token)).status).toBe(401);

    const v = await person();
    expect((await t.call(admin, 'PATCH', '/api/v1/auth/user/bulk', { ids: [v.id], data: { active: false } })).status).toBe(200);
    expect((await venues(v.token)).status).toBe(401);
  });

  it('deleting the user', async () => {
    const u = await person();
    expect((await t.call(admin, 'DELETE', `/api/v1/auth/user/${u.id}`)).status).toBe(200);
    expect((await venues(u.token)).status).toBe(401);
    expect((await signIn(u.email)).status).toBe(401);
  });

  it('other changes (the name) leave the sessions alone', async () => {
    const u = await person();
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/user/${u.id}`, { name: 'Renamed' })).status).toBe(200);
    expect((await venues(u.token)).status).toBe(200);
  });
});

describe('signing out revokes that sign-in on the server, in every process', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await testApp({ shared: true });
    b = await a.sibling();
  }, 60_000);
  afterAll(() => a.close());

  it('the signed-out token stops working on both processes; another sign-in of the user goes on', async () => {
    const signInOn = async (app: TestApp) => (await app.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD })).body.token as string;
    const leaving = await signInOn(a);
    const staying = await signInOn(b);
    // Both processes know the principal (and would serve it from their caches).
    for (const app of [a, b]) expect((await app.call(leaving, 'GET', '/api/v1/general/venue/list')).status).toBe(200);
    const out = await a.call(leaving, 'POST', '/api/v1/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { signedOut: true } });
    expect(out.headers['cache-control']).toBe('no-store');
    expect((await a.call(leaving, 'GET', '/api/v1/general/venue/list')).body.code).toBe('SESSION_REVOKED');
    await waitFor(async () => (await b.call(leaving, 'GET', '/api/v1/general/venue/list')).status === 401, 1000);
    expect((await b.call(leaving, 'GET', '/api/v1/auth/session')).body.code).toBe('SESSION_REVOKED');
    // Signing out twice is refused like any revoked token; the other sign-in is untouched.
    expect((await b.call(leaving, 'POST', '/api/v1/auth/logout')).status).toBe(401);
    for (const app of [a, b]) expect((await app.call(staying, 'GET', '/api/v1/general/venue/list')).status).toBe(200);
  });

  it('a token without a sign-in id (issued before sign-outs were revocable) is refused', async () => {
    const session = await a.call(await a.login('operator@example.com'), 'GET', '/api/v1/auth/session');
    const secret = a.services.config.jwtSecret;
    const iat = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ ver: 0 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(session.body.id)
      .setIssuedAt(iat).setExpirationTime(iat + 3600).sign(new TextEncoder().encode(secret));
    expect((await a.call(old, 'GET', '/api/v1/auth/session')).status).toBe(401);
  });
});
