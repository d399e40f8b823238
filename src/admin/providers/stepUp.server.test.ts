// @vitest-environment happy-dom
/**
 * The step-up of the data layer against the bundled server (Fastify inject behind a fetch stub):
 * calls the server holds back for a second factor wait for one dialog, are repeated with the
 * code, and resolve as if nothing had happened; cancel rejects them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { newTotpSecret, totpCode } from '../../server/auth/totp';
import { PASSWORD, testApp, type TestApp } from '../../../tests/helpers/testApp';
import { makeAuthProvider } from './authProvider';
import { makeDataProvider } from './dataProvider';
import { clearSession } from './sessionStore';
import { STEP_UP_CANCELLED_KEY, stepUpDialog } from './stepUpGate';

let t: TestApp;
let admin: string;
let secret: string;
/** how often the dialog opened, and the codes the server saw */
let opened = 0;
const sentCodes: (string | undefined)[] = [];

beforeAll(async () => {
  t = await testApp();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    if ((init.method ?? 'GET') === 'DELETE') sentCodes.push(headers['X-MFA-Code']);
    const res = await t.app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, ...(init.body !== undefined ? { payload: init.body as string } : {}) });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : Uint8Array.from(res.rawPayload), { status: res.statusCode, headers: out });
  });
  admin = await t.login('admin@example.com');
  await makeAuthProvider(t.services.registry).login({ email: 'admin@example.com', password: PASSWORD });
  // MFA on after the sign-in: the session stays, stepped-up calls ask for the code.
  secret = newTotpSecret();
  const row = await t.db.kysely.selectFrom('user').select(['_id', 'doc']).execute();
  const me = row.find((r) => (typeof r.doc === 'string' ? JSON.parse(r.doc) : r.doc).email === 'admin@example.com')!;
  const doc = typeof me.doc === 'string' ? JSON.parse(me.doc) : me.doc;
  await t.db.kysely.updateTable('user').set({ doc: JSON.stringify({ ...doc, mfa: true, mfaSecret: secret }) }).where('_id', '=', me._id).execute();
  let wasOpen = false;
  stepUpDialog.subscribe(() => {
    const open = stepUpDialog.getState().open;
    if (open && !wasOpen) opened++;
    wasOpen = open;
  });
});

afterAll(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await t?.close();
});

async function newRole(slug: string): Promise<string> {
  return (await t.call(admin, 'POST', '/api/v1/auth/role', { name: slug, slug, permissions: ['venue.view'] })).body.data._id;
}
const alive = async (id: string) => (await t.call(admin, 'GET', `/api/v1/auth/role/${id}`)).status === 200;
const untilOpen = () => vi.waitFor(() => expect(stepUpDialog.getState().open).toBe(true));

function wrongCode(): string {
  const near = new Set([-1, 0, 1].map((s) => totpCode(secret, Date.now(), s)));
  for (let n = 0; ; n++) if (!near.has(String(n).padStart(6, '0'))) return String(n).padStart(6, '0');
}

describe('step-up in the data layer', () => {
  it('without a dialog on screen the refusal reaches the caller as it came', async () => {
    const role = await newRole('no_dialog');
    const error = await makeDataProvider(t.services.registry).delete('role', { id: role }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: { name: 'MFAError', code: 'MFA_REQUIRED' } });
    expect(await alive(role)).toBe(true);
  });

  it('two held calls share one dialog: a wrong code keeps it open, the right one completes both', async () => {
    const unmount = stepUpDialog.mount();
    try {
      const dp = makeDataProvider(t.services.registry);
      const [a, b] = [await newRole('held_a'), await newRole('held_b')];
      opened = 0;
      sentCodes.length = 0;
      const both = Promise.all([dp.delete('role', { id: a }), dp.delete('role', { id: b })]);
      await untilOpen();
      expect(await stepUpDialog.submit(wrongCode())).toBe(false);
      expect(stepUpDialog.getState()).toEqual({ open: true, invalid: true, busy: false });
      expect(await stepUpDialog.submit(totpCode(secret))).toBe(true);
      const [ra, rb] = await both;
      expect([ra.data.id, rb.data.id]).toEqual([a, b]);
      expect(stepUpDialog.getState().open).toBe(false);
      expect(opened).toBe(1);
      expect(await alive(a)).toBe(false);
      expect(await alive(b)).toBe(false);
      // two refused at first, the wrong and the right code, then the waiting call as it was
      expect(sentCodes.filter((c) => c !== undefined)).toHaveLength(2);
      expect(sentCodes).toHaveLength(5);
    } finally {
      unmount();
    }
  });

  it('cancel rejects the held call with the notice and changes nothing', async () => {
    await t.db.kysely.deleteFrom('step_up_sessions').execute();
    const unmount = stepUpDialog.mount();
    try {
      const role = await newRole('cancelled');
      const held = makeDataProvider(t.services.registry).delete('role', { id: role }).catch((e: unknown) => e);
      await untilOpen();
      stepUpDialog.cancel();
      const error = await held;
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ message: STEP_UP_CANCELLED_KEY, status: 401, body: { name: 'MFAError', code: 'MFA_CANCELLED' } });
      expect(stepUpDialog.getState().open).toBe(false);
      expect(await alive(role)).toBe(true);
    } finally {
      unmount();
    }
  });
});
