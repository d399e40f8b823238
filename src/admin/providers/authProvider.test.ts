// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import type { EntityDef } from '../../../schemas/_meta';
import { makeRegistry } from '../../core/registry';
import { makeAuthProvider } from './authProvider';
import { summarize } from '../build/entitySummaries';
import { cookieJar } from './cookieJar';
import { clearSession, getToken, loadSession, saveSession, setSelectedVenue, type LoginResponse } from './sessionStore';

const modules = import.meta.glob<{ default: EntityDef }>(['/schemas/*.ts', '!/schemas/_*.ts'], { eager: true });
const registry = makeRegistry(Object.values(modules).map((m) => m.default));
const auth = makeAuthProvider(registry);

const USER = '0123456789abcdef01234567';
const VENUE = 'aaaaaaaaaaaaaaaaaaaaaaaa';

const loginResponse = (extra: Partial<LoginResponse> = {}): LoginResponse => ({
  token: 't'.repeat(2500),
  roles: ['operator'],
  role: 'operator',
  email: 'otto@example.com',
  name: 'Otto Operator',
  id: USER,
  mfa: true,
  linkedCustomerGroup: 'cccccccccccccccccccccccc',
  customerGroup: { _id: 'cccccccccccccccccccccccc', name: 'Demo', slug: 'demo' },
  permissions: ['table.view', 'table.update', 'venue.view'],
  venues: [VENUE],
  venue: VENUE,
  member: 'brand',
  ...extra,
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => json(loginResponse()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('session cookies', () => {
  it('a 2500-character token is stored in 3 chunks of at most 1024 and restored equal', () => {
    const token = Array.from({ length: 2500 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz0123456789-_.'[i % 39]).join('');
    saveSession(loginResponse({ token }));
    expect(cookieJar.get('numTokenChunks')).toBe('3');
    expect([0, 1, 2].map((i) => cookieJar.get(`token${i}`)!.length)).toEqual([1024, 1024, 452]);
    expect(cookieJar.get('token3')).toBeNull();
    expect(getToken()).toBe(token);
    expect(loadSession()).toEqual({ ...loginResponse({ token }) });
  });

  it('a shorter token replaces all chunks of a longer one', () => {
    saveSession(loginResponse());
    saveSession(loginResponse({ token: 'short' }));
    expect(cookieJar.get('numTokenChunks')).toBe('1');
    expect(cookieJar.get('token1')).toBeNull();
    expect(getToken()).toBe('short');
  });

  it('a missing chunk means no session', () => {
    saveSession(loginResponse());
    cookieJar.remove('token1');
    expect(loadSession()).toBeNull();
  });

  it('long permission and venue lists survive (chunked like the token)', () => {
    const permissions = Array.from({ length: 400 }, (_, i) => `resource${i}.permission`);
    const venues = Array.from({ length: 300 }, (_, i) => i.toString(16).padStart(24, '0'));
    saveSession(loginResponse({ permissions, venues, venue: venues[5] }));
    expect(cookieJar.get('numPermissionsChunks')).not.toBeNull();
    expect(loadSession()).toMatchObject({ permissions, venues, venue: venues[5] });
  });

  it('venues fall back to the single venue', () => {
    saveSession(loginResponse({ venues: undefined, venue: VENUE }));
    expect(loadSession()!.venues).toEqual([VENUE]);
  });

  it('re-login keeps the remembered venue when it is still allowed', () => {
    saveSession(loginResponse({ venues: [VENUE, 'bbbbbbbbbbbbbbbbbbbbbbbb'], venue: 'bbbbbbbbbbbbbbbbbbbbbbbb' }));
    saveSession(loginResponse({ venues: [VENUE, 'bbbbbbbbbbbbbbbbbbbbbbbb'], venue: null }));
    expect(loadSession()!.venue).toBe('bbbbbbbbbbbbbbbbbbbbbbbb');
    saveSession(loginResponse({ venues: [VENUE], venue: null }));
    expect(loadSession()!.venue).toBeNull();
  });
});

describe('login', () => {
  it('POSTs v1/auth/login with email (or username), password and code; saves the session', async () => {
    const result = await auth.login({ username: ' otto@example.com ', password: 'Secret123', code: '123456' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'otto@example.com', password: 'Secret123', code: '123456' });
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(loadSession()).toMatchObject({ email: 'otto@example.com', role: 'operator', venue: VENUE });
    expect(result).toEqual({ redirectTo: '/home' });
  });

  it('goes to the dashboard with the statistics overview permission (spec §2)', async () => {
    fetchMock.mockImplementation(async () => json(loginResponse({ permissions: ['statistics.overview'] })));
    expect(await auth.login({ email: 'otto@example.com', password: 'x' })).toEqual({ redirectTo: '/dashboard' });
  });

  it('a 401 MFAError is rethrown with name MFAError (status and body kept) for the MFA dialog', async () => {
    fetchMock.mockImplementation(async () => json({ statusCode: 401, error: 'Unauthorized', message: 'Enter the 6-character code of your authenticator app.', code: 'MFA_REQUIRED', name: 'MFAError' }, 401));
    const error = await auth.login({ email: 'otto@example.com', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: 'MFAError', status: 401, body: { code: 'MFA_REQUIRED' } });
    expect(loadSession()).toBeNull();
  });

  it('wrong credentials stay an HttpError with the catalogue message', async () => {
    fetchMock.mockImplementation(async () => json({ statusCode: 401, message: 'The e-mail address or password is wrong.', code: 'BAD_CREDENTIALS' }, 401));
    const error = await auth.login({ email: 'otto@example.com', password: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'HttpError', status: 401, message: 'errors.unauthorized' });
  });
});

describe('logout, checkAuth, checkError, identity', () => {
  it('logout removes every session value and every token chunk, and goes to /', async () => {
    saveSession(loginResponse({ permissions: Array.from({ length: 400 }, (_, i) => `p${i}.view.something`) }));
    expect(document.cookie).not.toBe('');
    expect(await auth.logout({})).toBe('/');
    expect(document.cookie).toBe('');
    expect(loadSession()).toBeNull();
  });

  it('after logout, the next login of the same user re-selects the venue worked in last', async () => {
    const other = 'cccccccccccccccccccccccc';
    saveSession(loginResponse({ venues: [VENUE, other], venue: null }));
    setSelectedVenue(other);
    await auth.logout({});
    expect(loadSession()).toBeNull();
    saveSession(loginResponse({ venues: [VENUE, other], venue: null }));
    expect(loadSession()!.venue).toBe(other);
    // Another user does not inherit it.
    clearSession();
    saveSession(loginResponse({ id: 'dddddddddddddddddddddddd', venues: [VENUE, other], venue: null }));
    expect(loadSession()!.venue).toBeNull();
  });

  it('checkAuth rejects without a token and passes with one', async () => {
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/' });
    saveSession(loginResponse({ token: 'opaque-token' }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth rejects (and clears) an expired JWT', async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    saveSession(loginResponse({ token: `${b64({ alg: 'HS256' })}.${b64({ sub: USER, exp: Math.floor(Date.now() / 1000) - 10 })}.sig` }));
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/' });
    expect(loadSession()).toBeNull();
  });

  it('checkError: 401 logs out, 403 goes to /401 without logout, an MFA 401 and others pass', async () => {
    await expect(auth.checkError(new HttpError('x', 401, {}))).rejects.toEqual({ redirectTo: '/' });
    await expect(auth.checkError(new HttpError('x', 403, {}))).rejects.toEqual({ logoutUser: false, redirectTo: '/401' });
    await expect(auth.checkError(new HttpError('x', 401, { name: 'MFAError' }))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('x', 404, {}))).resolves.toBeUndefined();
    await expect(auth.checkError(new HttpError('x', 500, {}))).resolves.toBeUndefined();
  });

  it('getIdentity and getPermissions come from the session', async () => {
    await expect(auth.getIdentity!()).rejects.toThrow();
    expect(await auth.getPermissions!({})).toBeNull();
    saveSession(loginResponse());
    expect(await auth.getIdentity!()).toMatchObject({ id: USER, fullName: 'Otto Operator' });
    expect(await auth.getPermissions!({})).toEqual({ role: 'operator', permissions: ['table.view', 'table.update', 'venue.view'], member: 'brand' });
  });
});

describe('canAccess', () => {
  const can = (resource: string, action: string) => auth.canAccess!({ resource, action });

  it('maps list/show → view, create → create, edit → update, delete → delete of x-access', async () => {
    saveSession(loginResponse({ permissions: ['table.view', 'table.update'] }));
    expect(await can('table', 'list')).toBe(true);
    expect(await can('table', 'show')).toBe(true);
    expect(await can('table', 'edit')).toBe(true);
    expect(await can('table', 'create')).toBe(false);
    expect(await can('table', 'delete')).toBe(false);
    expect(await can('role', 'list')).toBe(false);
  });

  it('x-actions by name; operations without a rule and unknown actions are admin-only', async () => {
    saveSession(loginResponse({ permissions: ['table.update', 'audit.logs.view'] }));
    expect(await can('table', 'setStatus')).toBe(true);
    expect(await can('audit', 'list')).toBe(true);
    expect(await can('audit', 'delete')).toBe(false);
    expect(await can('table', 'launchRockets')).toBe(false);
  });

  it('with the sign-in page\'s summaries, reads an action\'s rule from the entity it loads', async () => {
    const summaries = makeRegistry(Object.values(modules).map((m) => summarize(m.default as unknown as Record<string, unknown>) as unknown as EntityDef));
    saveSession(loginResponse({ permissions: ['table.update'] }));
    // without the details an action is admin-only (fail closed)
    expect(await makeAuthProvider(summaries).canAccess!({ resource: 'table', action: 'setStatus' })).toBe(false);
    const loaded: string[] = [];
    const withDetails = makeAuthProvider(summaries, async (id) => {
      loaded.push(id);
      return registry.get(id);
    });
    expect(await withDetails.canAccess!({ resource: 'table', action: 'setStatus' })).toBe(true);
    expect(await withDetails.canAccess!({ resource: 'table', action: 'edit' })).toBe(true);
    expect(await withDetails.canAccess!({ resource: 'table', action: 'delete' })).toBe(false);
    // a screen's rule is in the summary: only the action loaded the entity
    expect(loaded).toEqual(['table']);
  });

  it('special rules: login and admin (customerGroup: view login, write admin)', async () => {
    saveSession(loginResponse({ permissions: [] }));
    expect(await can('customerGroup', 'list')).toBe(true);
    expect(await can('customerGroup', 'edit')).toBe(false);
    // "login" is a tenant's member: an account waiting for its brand is none.
    saveSession(loginResponse({ permissions: [], member: null, linkedCustomerGroup: null, customerGroup: null, venues: [], venue: null }));
    expect(await can('customerGroup', 'list')).toBe(false);
  });

  it('role admin passes everything known; unknown resources are false', async () => {
    saveSession(loginResponse({ role: 'admin', permissions: [] }));
    for (const resource of registry.keys()) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete']) expect(await can(resource, action)).toBe(true);
    }
    expect(await can('audit', 'delete')).toBe(true);
    expect(await can('noSuchThing', 'list')).toBe(false);
  });

  it('signed out: nothing', async () => {
    expect(await can('table', 'list')).toBe(false);
    expect(await can('customerGroup', 'list')).toBe(false);
  });
});
