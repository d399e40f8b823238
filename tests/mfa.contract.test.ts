import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../src/server/auth/totp';
import { PASSWORD, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

/** A code of `secret` that is wrong now and in the neighbouring 30-second windows. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((s) => totpCode(secret, Date.now(), s)));
  for (let n = 0; ; n++) {
    const c = String(n).padStart(6, '0');
    if (!near.has(c)) return c;
  }
}

const login = (email: string, code?: string) => t.call(null, 'POST', '/api/v1/auth/login', { email, password: PASSWORD, ...(code ? { code } : {}) });

describe('two-factor authentication of the signed-in user', () => {
  it('setup → enable with a code → login needs the code → disable', async () => {
    const manager = await t.login('manager@example.com');
    const setup = await t.call(manager, 'POST', '/api/v1/auth/mfa/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(`otpauth://totp/backoffice:manager%40example.com?secret=${secret}&issuer=backoffice`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');

    // Pending only: login is unchanged until a code proves the app holds the secret.
    expect((await login('manager@example.com')).status).toBe(200);
    const wrong = await t.call(manager, 'POST', '/api/v1/auth/mfa/enable', { code: wrongCode(secret) });
    expect(wrong).toMatchObject({ status: 401, body: { name: 'MFAError', code: 'MFA_INVALID', message: 'The MFA-Code is invalid.' } });
    // Each code is accepted once, so the steps below use codes of successive 30-second periods
    // (the server accepts one period either way for clocks a little apart).
    const on = await t.call(manager, 'POST', '/api/v1/auth/mfa/enable', { code: totpCode(secret, Date.now(), -1) });
    expect(on).toMatchObject({ status: 200, body: { data: { mfa: true } } });

    const ask = await login('manager@example.com');
    expect(ask).toMatchObject({ status: 401, body: { name: 'MFAError', code: 'MFA_REQUIRED' } });
    const ok = await login('manager@example.com', totpCode(secret));
    expect(ok.status).toBe(200);
    expect(ok.body.mfa).toBe(true);
    const token = ok.body.token;

    expect((await t.call(token, 'POST', '/api/v1/auth/mfa/setup')).body.code).toBe('MFA_ALREADY_ON');
    // Turning it off is a stepped-up call: the code comes in the X-MFA-Code header.
    const disable = (code?: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/mfa/disable', headers: { authorization: `Bearer ${token}`, ...(code ? { 'x-mfa-code': code } : {}) } })
      .then((r) => ({ status: r.statusCode, body: JSON.parse(r.body) }));
    expect(await disable()).toMatchObject({ status: 401, body: { name: 'MFAError', code: 'MFA_REQUIRED' } });
    const refused = await disable(wrongCode(secret));
    expect(refused).toMatchObject({ status: 401, body: { name: 'MFAError', code: 'MFA_INVALID' } });
    const off = await disable(totpCode(secret, Date.now(), 1));
    expect(off).toMatchObject({ status: 200, body: { data: { mfa: false } } });
    const plain = await login('manager@example.com');
    expect(plain.status).toBe(200);
    expect(plain.body.mfa).toBe(false);
    expect((await t.call(plain.body.token, 'POST', '/api/v1/auth/mfa/disable')).body.code).toBe('MFA_NOT_ON');
  });

  it('accepts a code once only: the same code again, or an older one, is refused at login and for MFA changes', async () => {
    const staffToken = await t.login('staff@example.com');
    const staffId = (await t.call(staffToken, 'GET', '/api/v1/auth/session')).body.id;
    const secret = (await import('../src/server/auth/totp')).newTotpSecret();
    const row = await t.db.kysely.selectFrom('user').select('doc').where('_id', '=', staffId).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    await t.db.kysely.updateTable('user').set({ doc: JSON.stringify({ ...doc, mfa: true, mfaSecret: secret }) }).where('_id', '=', staffId).execute();

    const current = totpCode(secret);
    expect((await login('staff@example.com', current)).status).toBe(200);
    // Replayed at once, as an attacker who watched it being typed would.
    expect((await login('staff@example.com', current)).body).toMatchObject({ statusCode: 401, name: 'MFAError', code: 'MFA_INVALID' });
    // The previous period's code is still within the clock tolerance, but older than the accepted one.
    expect((await login('staff@example.com', totpCode(secret, Date.now(), -1))).body).toMatchObject({ statusCode: 401, code: 'MFA_INVALID' });
    // The next period's code is new: accepted once.
    const next = totpCode(secret, Date.now(), 1);
    expect((await login('staff@example.com', next)).status).toBe(200);
    expect((await login('staff@example.com', next)).status).toBe(401);
  });

  it('accepts one of two simultaneous logins with the same code', async () => {
    const fresh = await testApp();
    try {
      const secret = (await import('../src/server/auth/totp')).newTotpSecret();
      const row = await fresh.db.kysely.selectFrom('user').select(['_id', 'doc']).execute();
      const op = row.find((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc).email === 'operator@example.com')!;
      const doc = typeof op.doc === 'string' ? JSON.parse(op.doc) : op.doc;
      await fresh.db.kysely.updateTable('user').set({ doc: JSON.stringify({ ...doc, mfa: true, mfaSecret: secret }) }).where('_id', '=', op._id).execute();
      const code = totpCode(secret);
      const both = await Promise.all([1, 2].map(() => fresh.call(null, 'POST', '/api/v1/auth/login', { email: 'operator@example.com', password: PASSWORD, code })));
      expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    } finally {
      await fresh.close();
    }
  });

  it('never sends the secret back, nor writes it into the audit log', async () => {
    const operator = await t.login('operator@example.com');
    const { secret } = (await t.call(operator, 'POST', '/api/v1/auth/mfa/setup')).body.data;
    expect((await t.call(operator, 'POST', '/api/v1/auth/mfa/enable', { code: totpCode(secret) })).status).toBe(200);
    const id = (await t.call(admin, 'GET', '/api/v1/auth/user?email[]=operator@example.com')).body.data[0];
    expect(id.mfa).toBe(true);
    const shown = await t.call(admin, 'GET', `/api/v1/auth/user/${id._id}`);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?subject[]=${id._id}&limit=100`);
    expect(audit.body.data.map((e: any) => e.action)).toEqual(expect.arrayContaining(['mfaSetup', 'mfaEnable']));
    expect(audit.body.data.find((e: any) => e.action === 'mfaEnable').changes).toEqual({ mfa: { before: false, after: true } });
    for (const body of [shown.body, id, audit.body]) {
      expect(JSON.stringify(body)).not.toContain(secret);
      expect(JSON.stringify(body)).not.toMatch(/mfaSecret|mfaPendingSecret/);
    }
    const row = await t.db.kysely.selectFrom('user').select('doc').where('_id', '=', id._id).executeTakeFirstOrThrow();
    const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
    expect(doc).toMatchObject({ mfa: true, mfaSecret: secret });
    expect(doc).not.toHaveProperty('mfaPendingSecret');
  });

  it('enable needs a setup first; both calls need their permission', async () => {
    const other = await t.call(admin, 'POST', '/api/v1/auth/mfa/enable', { code: '123456' });
    expect(other).toMatchObject({ status: 422, body: { code: 'MFA_NOT_SET_UP' } });
    const staff = await t.login('staff@example.com');
    expect((await t.call(staff, 'POST', '/api/v1/auth/mfa/setup')).status).toBe(403);
    expect((await t.call(staff, 'POST', '/api/v1/auth/mfa/disable')).status).toBe(403);
    expect((await t.call(null, 'POST', '/api/v1/auth/mfa/setup')).status).toBe(401);
    expect((await t.call(admin, 'POST', '/api/v1/auth/mfa/enable', { code: '12345' })).status).toBe(422);
  });

  it('stops guessing codes after five wrong ones', async () => {
    const { secret } = (await t.call(admin, 'POST', '/api/v1/auth/mfa/setup')).body.data;
    for (let i = 0; i < 5; i++) expect((await t.call(admin, 'POST', '/api/v1/auth/mfa/enable', { code: wrongCode(secret) })).status).toBe(401);
    const blocked = await t.call(admin, 'POST', '/api/v1/auth/mfa/enable', { code: totpCode(secret) });
    expect(blocked).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
  });
});
