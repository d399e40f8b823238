// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { filenameFromDisposition } from './filenameFromDisposition';
import { apiFetch } from './httpClient';
import { clearSession, getToken, saveSession } from './sessionStore';

let fetchMock: ReturnType<typeof vi.fn>;
const lastCall = () => fetchMock.mock.calls.at(-1) as [string, RequestInit];

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  // signed calls go out only with a session; tests that need another token save their own
  saveSession({ token: 'signed-in', role: 'admin' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('apiFetch', () => {
  it('joins the base URL, sends JSON and the bearer token, parses JSON', async () => {
    saveSession({ token: 'abc', role: 'admin' });
    const result = await apiFetch<{ data: { ok: boolean } }>('/v1/auth/role', { method: 'POST', body: { name: 'x' } });
    const [url, init] = lastCall();
    expect(url).toBe('/api/v1/auth/role');
    expect(init.body).toBe('{"name":"x"}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(result).toEqual({ data: { ok: true } });
  });

  it('VITE_API_URL sets the base; auth: false skips the token', async () => {
    vi.stubEnv('VITE_API_URL', 'https://backend.example.com/api/');
    saveSession({ token: 'abc', role: 'admin' });
    await apiFetch('v1/auth/login', { method: 'POST', body: {}, auth: false });
    const [url, init] = lastCall();
    expect(url).toBe('https://backend.example.com/api/v1/auth/login');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('FormData goes as it is (the browser sets the multipart boundary)', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await apiFetch('v1/x', { method: 'PATCH', body: form });
    const [, init] = lastCall();
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('a call whose answer replaces the token holds the other signed calls until the new token is stored', async () => {
    saveSession({ token: 'old', role: 'admin' });
    let answer!: () => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => {
      answer = () => resolve(new Response(JSON.stringify({ data: { changed: true, token: 'new' } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    }));
    const change = apiFetch('v1/auth/user/password/change', { method: 'PATCH', body: {}, replacesToken: true });
    const other = apiFetch('v1/maintenance');
    const unsigned = apiFetch('v1/auth/login', { method: 'POST', body: {}, auth: false });
    await unsigned;
    await new Promise((r) => setTimeout(r, 10));
    // the change and the unsigned call are out; the signed one waits
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/user/password/change', '/api/v1/auth/login']);
    answer();
    await change;
    await other;
    const [url, init] = lastCall();
    expect(url).toBe('/api/v1/maintenance');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect('replacesToken' in init).toBe(false);
  });

  it('a failed token-replacing call keeps the token and lets the held calls go', async () => {
    saveSession({ token: 'old', role: 'admin' });
    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ code: 'CURRENT_PASSWORD_WRONG', message: 'x' }), { status: 400, headers: { 'content-type': 'application/json' } }));
    const change = apiFetch('v1/auth/user/password/change', { method: 'PATCH', body: {}, replacesToken: true });
    const other = apiFetch('v1/maintenance');
    await expect(change).rejects.toBeInstanceOf(HttpError);
    await other;
    expect((lastCall()[1].headers as Record<string, string>).Authorization).toBe('Bearer old');
  });

  it('signing out holds the signed calls started meanwhile and then drops them unsent; unsigned calls still go', async () => {
    saveSession({ token: 'old', role: 'admin' });
    let answer!: () => void;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => {
      answer = () => resolve(new Response(null, { status: 204 }));
    }));
    const logout = apiFetch('v1/auth/logout', { method: 'POST', endsSession: true });
    const poll = apiFetch('v1/maintenance');
    const unsigned = apiFetch('v1/auth/login', { method: 'POST', body: {}, auth: false });
    await unsigned;
    answer();
    await logout;
    expect(getToken()).toBeNull();
    const error = await poll.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
    // only the sign-out and the unsigned call reached the network
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/logout', '/api/v1/auth/login']);
    // a signed call started after the sign-out (a screen still mounted) is not sent either; a public one is
    await expect(apiFetch('v1/general/venue/list')).rejects.toMatchObject({ status: 401, body: { code: 'SESSION_ENDED' } });
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: {} }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await apiFetch('v1/maintenance/status', { auth: false });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v1/auth/logout', '/api/v1/auth/login', '/api/v1/maintenance/status']);
  });

  it('empty and 204 answers are undefined', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    expect(await apiFetch('v1/x', { method: 'DELETE' })).toBeUndefined();
  });

  it('binary: Blob plus the filename of content-disposition', async () => {
    fetchMock.mockImplementation(async () => new Response(new Blob(['a;b']), { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="report.csv"' } }));
    const file = await apiFetch('v1/export', { responseType: 'binary' });
    expect(file.filename).toBe('report.csv');
    expect(await file.blob.text()).toBe('a;b');
  });

  it('non-2xx: HttpError with status, parsed body and the catalogue key as message', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ statusCode: 403, message: 'You are missing the right to do this (role.view).', code: 'FORBIDDEN' }), { status: 403, headers: { 'content-type': 'application/json' } }));
    const error = await apiFetch('v1/auth/role').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'errors.forbidden', body: { code: 'FORBIDDEN' } });
  });

  it('non-2xx without a notification keeps the server message; non-JSON bodies become { message }', async () => {
    fetchMock.mockImplementation(async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiFetch('v1/general/validation/readableId', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'Bad gateway', body: { statusCode: 502, message: 'Bad gateway' } });
  });

  it('a binary call that fails still throws an HttpError with the JSON body', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ statusCode: 404, message: 'gone', code: 'NOT_FOUND' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    await expect(apiFetch('v1/export', { responseType: 'binary' })).rejects.toMatchObject({ status: 404, message: 'errors.notFound', body: { code: 'NOT_FOUND' } });
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="billing-01-02-2024.pdf"', 'billing-01-02-2024.pdf'],
    ['attachment; filename=report.csv', 'report.csv'],
    ["attachment; filename=\"x.zip\"; filename*=UTF-8''Gr%C3%BC%C3%9Fe.zip", 'Grüße.zip'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(filenameFromDisposition(header)).toBe(name);
  });
});
