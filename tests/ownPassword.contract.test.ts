import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // A self-registered account: the system role `registered`, no brand, no venue.
  const reg = await t.call(null, 'POST', '/api/v1/auth/register', { name: 'Self Made', email: 'self.made@example.com', password: PASSWORD, privacyAccepted: true });
  expect(reg.status, JSON.stringify(reg.body)).toBe(201);
});
afterAll(() => t.close());

const signIn = (email: string, password = PASSWORD) => t.call(null, 'POST', '/api/v1/auth/login', { email, password });
const change = (token: string, currentPassword: string, password: string) =>
  t.call(token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword, password });

describe('every signed-in account changes its own password (access `self`)', () => {
  it.each(['manager@example.com', 'operator@example.com', 'staff@example.com', 'self.made@example.com'])('%s: the current password is required, other sign-ins end', async (email) => {
    const here = (await signIn(email)).body.token as string;
    const elsewhere = (await signIn(email)).body.token as string;

    const wrong = await change(here, 'Wrong1234', 'Mine12345');
    expect(wrong).toMatchObject({ status: 422, body: { code: 'CURRENT_PASSWORD_WRONG', errors: [{ path: 'currentPassword' }] } });
    expect((await t.call(elsewhere, 'GET', '/api/v1/auth/session')).status).toBe(200);

    const ok = await change(here, PASSWORD, 'Mine12345');
    expect(ok, JSON.stringify(ok.body)).toMatchObject({ status: 200, body: { data: { changed: true } } });
    for (const old of [here, elsewhere]) {
      const refused = await t.call(old, 'GET', '/api/v1/auth/session');
      expect(refused).toMatchObject({ status: 401, body: { code: 'SESSION_REVOKED' } });
    }
    expect((await t.call(ok.body.data.token, 'GET', '/api/v1/auth/session')).body.email).toBe(email);
    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'Mine12345')).status).toBe(200);
  });
});
