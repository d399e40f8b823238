import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode } from '../src/server/auth/totp';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * The step-up of spec part 1 §4 and §8: routes that declare `stepUp` answer a caller with MFA on
 * 401 MFAError until a current code comes in the X-MFA-Code header; a verified code covers the
 * sign-in's further stepped-up calls for a few minutes; callers without MFA are not asked.
 */
let t: TestApp;
let admin: string;
let secret: string;
const FAKE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A code of `secret` that is wrong now and in the neighbouring 30-second windows. */
function wrongCode(s: string): string {
  const near = new Set([-1, 0, 1].map((step) => totpCode(s, Date.now(), step)));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.has(c)) return c;
  }
}

async function call(token: string, method: string, url: string, body?: unknown, code?: string) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(code !== undefined ? { 'x-mfa-code': code } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

async function setMfa(email: string, s: string | null): Promise<void> {
  const row = await t.db.kysely.selectFrom('user').select(['_id', 'doc']).execute();
  const user = row.find((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc).email === email)!;
  const doc = typeof user.doc === 'string' ? JSON.parse(user.doc) : user.doc;
  const next = s ? { ...doc, mfa: true, mfaSecret: s } : { ...doc, mfa: false, mfaSecret: undefined };
  await t.db.kysely.updateTable('user').set({ doc: JSON.stringify(next) }).where('_id', '=', user._id).execute();
}

/** As if the clock had moved on: every code counts as new again (a code is accepted once only). */
async function forgetUsedCodes(): Promise<void> {
  await t.db.kysely.deleteFrom('totp_used').execute();
}

let roleCount = 0;
async function newRole(): Promise<string> {
  roleCount++;
  const res = await t.call(admin, 'POST', '/api/v1/auth/role', { name: `Step-up ${roleCount}`, slug: `step_up_${'abcdefghij'[roleCount]}`, permissions: ['venue.view'] });
  expect(res.status).toBe(201);
  return res.body.data._id;
}
const roleAlive = async (id: string) => (await t.call(admin, 'GET', `/api/v1/auth/role/${id}`)).status === 200;

beforeAll(async () => {
  t = await testApp();
  // Signed in before MFA is turned on: the token stays valid, the step-up asks for the code.
  admin = await t.login('admin@example.com');
  secret = newTotpSecret();
});
afterAll(() => t.close());

const MFA_REQUIRED = { status: 401, body: { statusCode: 401, name: 'MFAError', code: 'MFA_REQUIRED' } };
const MFA_INVALID = { status: 401, body: { statusCode: 401, name: 'MFAError', code: 'MFA_INVALID', message: 'The MFA-Code is invalid.' } };

describe('step-up for calls that need a fresh second factor', () => {
  it('does not ask a caller without MFA', async () => {
    const role = await newRole();
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${role}`)).toMatchObject({ status: 200 });
    expect(await roleAlive(role)).toBe(false);
  });

  it('declares the step-up on the routes: MFA off, password changes, removals of venues, users and roles, panic, maintenance, hard deletes', async () => {
    const declared = t.app.declaredRoutes.filter((r) => r.stepUp).map((r) => `${r.method} ${r.url}`);
    expect(declared).toEqual(expect.arrayContaining([
      'POST /api/v1/auth/mfa/disable',
      'PATCH /api/v1/auth/user/password/change',
      'PATCH /api/v1/auth/user/:id/password/reset',
      'DELETE /api/v1/general/venue/:id',
      'DELETE /api/v1/general/venue/bulk',
      'PATCH /api/v1/general/venue/:id/panic',
      'DELETE /api/v1/auth/user/:id',
      'DELETE /api/v1/auth/role/:id',
      'POST /api/v1/maintenance/enable',
      'PATCH /api/v1/maintenance/disable',
      'DELETE /api/v1/foodcard/article/:id/hard',
    ]));
    // every hard delete of the generic convention
    const hard = t.app.declaredRoutes.filter((r) => r.method === 'DELETE' && r.url.endsWith('/:id/hard'));
    expect(hard.length).toBeGreaterThan(10);
    for (const r of hard) expect(r.stepUp).toBe(true);
    // reads and everyday writes are not stepped up
    expect(t.app.declaredRoutes.filter((r) => r.stepUp && r.method === 'GET')).toEqual([]);
  });

  it('answers every stepped-up route MFAError without a code, before its body is even checked', async () => {
    await setMfa('admin@example.com', secret);
    const routes = t.app.declaredRoutes.filter((r) => r.stepUp);
    for (const r of routes) {
      const url = r.url.replace(/:\w+/g, FAKE_ID);
      const body = r.stepUp === 'hard' ? { ids: [FAKE_ID], hard: true } : {};
      expect({ route: `${r.method} ${r.url}`, ...(await call(admin, r.method, url, body)) }).toMatchObject({ route: `${r.method} ${r.url}`, ...MFA_REQUIRED });
    }
    // a soft bulk delete is not stepped up (it reaches the handler: the unknown id is a 404)
    expect((await call(admin, 'DELETE', '/api/v1/general/venueLabel/bulk', { ids: [FAKE_ID] })).status).toBe(404);
  });

  it('refuses a wrong code, accepts the right one, then covers the sign-in for a while', async () => {
    const [a, b] = [await newRole(), await newRole()];
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${a}`)).toMatchObject(MFA_REQUIRED);
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${a}`, undefined, wrongCode(secret))).toMatchObject(MFA_INVALID);
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${a}`, undefined, 'abcdef')).toMatchObject(MFA_INVALID);
    expect(await roleAlive(a)).toBe(true);
    // a refused code opened nothing
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${b}`)).toMatchObject(MFA_REQUIRED);

    await forgetUsedCodes();
    const code = totpCode(secret);
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${a}`, undefined, code)).toMatchObject({ status: 200, body: { data: { _id: a } } });
    expect(await roleAlive(a)).toBe(false);
    // the next stepped-up call of this sign-in needs no new code
    expect(await call(admin, 'DELETE', `/api/v1/auth/role/${b}`)).toMatchObject({ status: 200 });
    expect(await roleAlive(b)).toBe(false);

    // another sign-in of the same user is asked again (the window belongs to the token's sign-in)
    await forgetUsedCodes();
    // the same code both times: computed again it could be the next window's, a code never used
    const loginCode = totpCode(secret);
    const other = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'admin@example.com', password: 'Secret123', code: loginCode });
    expect(other.status).toBe(200);
    const c = await newRole();
    expect(await call(other.body.token, 'DELETE', `/api/v1/auth/role/${c}`)).toMatchObject(MFA_REQUIRED);
    // the code just used at login is refused: each code counts once
    expect(await call(other.body.token, 'DELETE', `/api/v1/auth/role/${c}`, undefined, loginCode)).toMatchObject(MFA_INVALID);
    expect(await roleAlive(c)).toBe(true);
  });

  it('cannot be bypassed by spelling the URL differently', async () => {
    await forgetUsedCodes();
    // the same code both times: computed again it could be the next window's, a code never used
    const loginCode = totpCode(secret);
    const other = await t.call(null, 'POST', '/api/v1/auth/login', { email: 'admin@example.com', password: 'Secret123', code: loginCode });
    expect(other.status).toBe(200);
    const token = other.body.token;
    const role = await newRole();
    for (const url of [
      `/%61pi/v1/auth/role/${role}`,
      `/api/v1/auth/%72ole/${role}`,
      `/api/v1/auth/role/${role}/`,
      `/api/v1/auth/role/${role}?hard=false`,
      `/api/v1/auth/role/${role.toUpperCase()}`,
      `//api/v1/auth/role/${role}`,
      `/api//v1/auth/role/${role}`,
      `/API/v1/auth/role/${role}`,
      `/api/v1/auth/role/./${role}`,
    ]) {
      const res = await call(token, 'DELETE', url);
      expect({ url, ok: res.status < 300 }).toEqual({ url, ok: false });
      // where the route matched, it is the step-up that stopped it
      if (res.status === 401) expect(res.body.name).toBe('MFAError');
    }
    expect(await call(token, 'DELETE', `/%61pi/v1/auth/role/${role}`)).toMatchObject(MFA_REQUIRED);
    // any body does not switch it off either
    expect(await call(token, 'DELETE', `/api/v1/auth/role/bulk`, { ids: [role], hard: false })).toMatchObject(MFA_REQUIRED);
    expect(await roleAlive(role)).toBe(true);
  });

  it('turns MFA off only with a code; then the call is not asked and answers MFA_NOT_ON', async () => {
    await forgetUsedCodes();
    const token = (await t.call(null, 'POST', '/api/v1/auth/login', { email: 'admin@example.com', password: 'Secret123', code: totpCode(secret) })).body.token;
    expect(token).toBeTruthy();
    expect(await call(token, 'POST', '/api/v1/auth/mfa/disable')).toMatchObject(MFA_REQUIRED);
    expect(await call(token, 'POST', '/api/v1/auth/mfa/disable', undefined, wrongCode(secret))).toMatchObject(MFA_INVALID);
    expect(await call(token, 'POST', '/api/v1/auth/mfa/disable', undefined, totpCode(secret, Date.now(), 1))).toMatchObject({ status: 200, body: { data: { mfa: false } } });
    const plain = (await t.call(null, 'POST', '/api/v1/auth/login', { email: 'admin@example.com', password: 'Secret123' })).body.token;
    expect(await call(plain, 'POST', '/api/v1/auth/mfa/disable')).toMatchObject({ status: 422, body: { code: 'MFA_NOT_ON' } });
  });

  it('a verified code covers the sign-in on every server process sharing the database', async () => {
    const one = await testApp({ shared: true });
    try {
      const two = await one.sibling();
      const token = await one.login('admin@example.com');
      const s = newTotpSecret();
      const row = await one.db.kysely.selectFrom('user').select(['_id', 'doc']).execute();
      const me = row.find((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc).email === 'admin@example.com')!;
      const doc = typeof me.doc === 'string' ? JSON.parse(me.doc) : me.doc;
      await one.db.kysely.updateTable('user').set({ doc: JSON.stringify({ ...doc, mfa: true, mfaSecret: s }) }).where('_id', '=', me._id).execute();
      const roles = [];
      for (const slug of ['proc_one', 'proc_two']) roles.push((await one.call(token, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions: ['venue.view'] })).body.data._id);
      const del = (app: TestApp, id: string, code?: string) => app.app.inject({ method: 'DELETE', url: `/api/v1/auth/role/${id}`, headers: { authorization: `Bearer ${token}`, ...(code ? { 'x-mfa-code': code } : {}) } });
      expect((await del(two, roles[1])).statusCode).toBe(401);
      expect((await del(one, roles[0], totpCode(s))).statusCode).toBe(200);
      expect((await del(two, roles[1])).statusCode).toBe(200);
    } finally {
      await one.close();
    }
  });

  it('stops guessing codes after five wrong ones, in the budget of every MFA code check', async () => {
    const manager = await t.login('manager@example.com');
    const managerSecret = newTotpSecret();
    await setMfa('manager@example.com', managerSecret);
    const change = { currentPassword: 'Secret123', password: 'Another123' };
    for (let i = 0; i < 5; i++) {
      expect(await call(manager, 'PATCH', '/api/v1/auth/user/password/change', change, wrongCode(managerSecret))).toMatchObject(MFA_INVALID);
    }
    const blocked = await call(manager, 'PATCH', '/api/v1/auth/user/password/change', change, totpCode(managerSecret));
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
    // the password did not change
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { email: 'manager@example.com', password: 'Another123' })).status).toBe(401);
  });
});
