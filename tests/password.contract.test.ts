import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';
import { waitFor } from './helpers/waitFor';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const outboxFor = async (email: string) =>
  (await t.call(admin, 'GET', `/api/v1/outbox?to[]=${encodeURIComponent(email)}&limit=100`)).body.data as any[];

/** Asks for a reset link and returns the token from the mail in the outbox. */
async function requestToken(email: string): Promise<string> {
  const before = (await outboxFor(email)).length;
  expect((await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email })).status).toBe(200);
  const mails = await waitFor(async () => {
    const list = await outboxFor(email);
    return list.length > before && list;
  });
  return /http:\/\/127\.0\.0\.1:3000\/reset\/([A-Za-z0-9_-]+)/.exec(mails[0].text)![1];
}

/** A user with a role of the given permissions, returning its id and token. */
async function userWith(slug: string, permissions: string[], extra: Record<string, unknown> = {}) {
  expect((await t.call(admin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions })).status).toBe(201);
  const email = `${slug}@example.com`;
  const res = await t.call(admin, 'POST', '/api/v1/auth/user', { name: slug, email, password: PASSWORD, role: slug, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data._id as string, email, token: await t.login(email) };
}

describe('forgotten password: request a link', () => {
  it('answers the same for known and unknown addresses, and mails only existing users', async () => {
    const unknown = await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email: 'nobody@example.com' });
    const known = await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email: 'staff@example.com' });
    expect(unknown).toMatchObject({ status: 200, body: { data: { sent: true } } });
    expect(known.body).toEqual(unknown.body);
    const mails = await waitFor(async () => {
      const list = await outboxFor('staff@example.com');
      return list.length > 0 && list;
    });
    expect(mails[0].subject).toBe('Reset your password');
    expect(mails[0].text).toMatch(/http:\/\/127\.0\.0\.1:3000\/reset\/[A-Za-z0-9_-]{43}\b/);
    expect(mails[0].html).toContain('<a href="http://127.0.0.1:3000/reset/');
    expect(await outboxFor('nobody@example.com')).toHaveLength(0);
  });

  it('stores only the sha256 of a token, valid for one hour', async () => {
    const token = await requestToken('operator@example.com');
    const rows = await t.db.kysely.selectFrom('password_reset').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const row = rows.find((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))!;
    expect(row).toBeDefined();
    const ttl = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(ttl).toBe(3600_000);
    expect(row.used_at).toBeNull();
  });

  it('limits requests per e-mail address, whether or not it exists', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email: 'ghost@example.com' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const last = await t.call(null, 'PATCH', '/api/v1/auth/password/request', { email: 'ghost@example.com' });
    expect(last).toMatchObject({ status: 429, body: { code: 'RESET_RATE_LIMITED' } });
    expect(last.body.message).toMatch(/Please try again in \d+ minutes?/);
  });
});

describe('forgotten password: set a new one with the token', () => {
  it('sets the password once; the token cannot be used again', async () => {
    const token = await requestToken('manager@example.com');
    const weak = await t.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].path).toBe('password');
    const ok = await t.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'Changed123' });
    expect(ok).toMatchObject({ status: 200, body: { data: { changed: true } } });
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { email: 'manager@example.com', password: 'Changed123' })).status).toBe(200);
    const again = await t.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'Changed456' });
    expect(again).toMatchObject({
      status: 422,
      body: { code: 'RESET_TOKEN_INVALID', message: 'Reset token not found or expired.', errors: [{ path: 'token', message: 'Reset token not found or expired.' }] },
    });
  });

  it('refuses unknown and expired tokens with the spec message', async () => {
    const unknown = await t.call(null, 'PATCH', '/api/v1/auth/password', { token: 'made-up', password: 'Changed123' });
    expect(unknown).toMatchObject({ status: 422, body: { code: 'RESET_TOKEN_INVALID', message: 'Reset token not found or expired.' } });
    const token = await requestToken('admin@example.com');
    await t.db.kysely.updateTable('password_reset').set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex')).execute();
    const expired = await t.call(null, 'PATCH', '/api/v1/auth/password', { token, password: 'Changed123' });
    expect(expired.body.code).toBe('RESET_TOKEN_INVALID');
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { email: 'admin@example.com', password: PASSWORD })).status).toBe(200);
  });

  it('a successful reset voids the other open links of the user, and is audited without the password', async () => {
    const { id, email } = await userWith('forgetful', ['venue.view']);
    const first = await requestToken(email);
    const second = await requestToken(email);
    expect((await t.call(null, 'PATCH', '/api/v1/auth/password', { token: second, password: 'Another123' })).status).toBe(200);
    expect((await t.call(null, 'PATCH', '/api/v1/auth/password', { token: first, password: 'Another456' })).status).toBe(422);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id}&action[]=passwordReset`);
    expect(audit.body.data).toHaveLength(1);
    expect(audit.body.data[0].changes.password).toEqual({ before: '[hidden]', after: '[hidden]' });
  });
});

describe('admin reset of another user', () => {
  it('needs user.password.reset, sets the password and stays inside the tenant', async () => {
    const staffId = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=staff@example.com')).body.data[0]._id;
    const res = await t.call(admin, 'PATCH', `/api/v1/auth/user/${staffId}/password/reset`, { password: 'FromAdmin1' });
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(staffId);
    expect(res.body.data).not.toHaveProperty('password');
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { email: 'staff@example.com', password: 'FromAdmin1' })).status).toBe(200);
    expect((await t.call(admin, 'PATCH', `/api/v1/auth/user/${staffId}/password/reset`, { password: 'weak' })).status).toBe(422);

    const groupId = (await t.call(admin, 'GET', '/api/v1/general/customergroup')).body.data[0]._id;
    const other = (await t.call(admin, 'POST', '/api/v1/general/customergroup', { name: 'Other brand', slug: 'other_brand' })).body.data._id;
    const outsider = (await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Outsider', email: 'outsider@example.com', password: PASSWORD, role: 'staff', customerGroup: other })).body.data._id;
    const resetter = await userWith('resetter', ['user.view', 'user.password.reset', 'venue.view', 'dnd.company.view', 'screensaver.view'], { customerGroup: groupId });
    const insider = (await t.call(admin, 'POST', '/api/v1/auth/user', { name: 'Insider', email: 'insider@example.com', password: PASSWORD, role: 'staff', customerGroup: groupId })).body.data._id;
    expect((await t.call(resetter.token, 'PATCH', `/api/v1/auth/user/${insider}/password/reset`, { password: 'ByManager1' })).status).toBe(200);
    expect((await t.call(resetter.token, 'PATCH', `/api/v1/auth/user/${outsider}/password/reset`, { password: 'ByManager1' })).status).toBe(404);
    // The brand's manager holds rights the resetter does not: taking over that account is refused.
    const managerId = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=manager@example.com')).body.data[0]._id;
    const higher = await t.call(resetter.token, 'PATCH', `/api/v1/auth/user/${managerId}/password/reset`, { password: 'ByManager1' });
    expect(higher).toMatchObject({ status: 403, body: { code: 'HIGHER_ROLE' } });
    const operator = await t.login('operator@example.com');
    expect((await t.call(operator, 'PATCH', `/api/v1/auth/user/${insider}/password/reset`, { password: 'ByManager1' })).status).toBe(403);
  });
});

describe('changing your own password', () => {
  it('needs the current password (422 when wrong), checks the new one and is audited', async () => {
    const me = await userWith('changer', ['user.password.change']);
    const wrong = await t.call(me.token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword: 'Wrong1234', password: 'Mine12345' });
    expect(wrong).toMatchObject({ status: 422, body: { code: 'CURRENT_PASSWORD_WRONG', errors: [{ path: 'currentPassword' }] } });
    const weak = await t.call(me.token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword: PASSWORD, password: 'nocapitals1' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors[0].path).toBe('password');
    const ok = await t.call(me.token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword: PASSWORD, password: 'Mine12345' });
    expect(ok).toMatchObject({ status: 200, body: { data: { changed: true } } });
    expect((await t.call(null, 'POST', '/api/v1/auth/login', { email: me.email, password: 'Mine12345' })).status).toBe(200);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${me.id}&action[]=passwordChange`);
    expect(audit.body.data[0].actor).toBe(me.id);
  });

  it('stops guessing the current password after five wrong tries', async () => {
    const me = await userWith('guesser', ['user.password.change']);
    for (let i = 0; i < 5; i++) {
      expect((await t.call(me.token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword: `Wrong${i}xyz`, password: 'Mine12345' })).status).toBe(422);
    }
    const blocked = await t.call(me.token, 'PATCH', '/api/v1/auth/user/password/change', { currentPassword: PASSWORD, password: 'Mine12345' });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  });
});
