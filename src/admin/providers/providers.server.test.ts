// @vitest-environment happy-dom
/**
 * The data and auth providers against the bundled server (Fastify inject behind a fetch stub):
 * proves the URLs the unit tests pin are the ones the server answers, including literal
 * `key[]=` brackets, `_id[]` for getMany, ranges and the table routes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { PASSWORD, testApp, type TestApp } from '../../../tests/helpers/testApp';
import { makeAuthProvider } from './authProvider';
import { makeDataProvider } from './dataProvider';
import { clearSession, loadSession, setSelectedVenue } from './sessionStore';

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      ...(init.body !== undefined ? { payload: init.body as string } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(res.statusCode === 204 ? null : Uint8Array.from(res.rawPayload), { status: res.statusCode, headers });
  });
});

afterAll(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await t?.close();
});

describe('providers against the bundled server', () => {
  const registry = () => t.services.registry;

  it('wrong password: HttpError 401 with the catalogue key', async () => {
    const auth = makeAuthProvider(registry());
    const error = await auth.login({ email: 'admin@example.com', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'errors.unauthorized', body: { code: 'BAD_CREDENTIALS' } });
  });

  it('login, then list / getMany / range filters / table CRUD / bulk / action', async () => {
    const auth = makeAuthProvider(registry());
    await expect(auth.login({ username: 'admin@example.com', password: PASSWORD })).resolves.toEqual({ redirectTo: '/dashboard' });
    expect(loadSession()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    const dp = makeDataProvider(registry());

    const roles = await dp.getList('role', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: { isSystem: [true, false], q: 'a' } });
    expect(roles.data.length).toBeGreaterThan(0);
    expect(roles.data.every((r) => r.id === r._id)).toBe(true);
    const many = await dp.getMany('role', { ids: roles.data.map((r) => r.id) });
    expect(many.data.map((r) => r.id).sort()).toEqual(roles.data.map((r) => r.id).sort());

    const audits = await dp.getList('audit', { pagination: { page: 1, perPage: 10 }, sort: { field: 'date', order: 'DESC' }, filter: { date_gte: '2000-01-01T00:00:00.000Z', date_lte: '2999-01-01T00:00:00.000Z' } });
    expect(audits.total).toBeGreaterThanOrEqual(0);

    const venues = await dp.getList('venue', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    setSelectedVenue(String(venues.data[0].id));

    const created = await dp.create('table', { data: { number: 'T-99', active: true, description: null } });
    const one = await dp.getOne('table', { id: created.data.id });
    expect(one.data).toMatchObject({ number: 'T-99', active: true });
    const updated = await dp.update('table', { id: one.data.id, data: { ...one.data, description: 'window' }, previousData: one.data });
    expect(updated.data.description).toBe('window');
    await dp.updateMany('table', { ids: [one.data.id], data: { openOrdersEnabled: true } });
    await dp.callAction('table', 'setStatus', { ids: [one.data.id], params: { status: 'inactive' } });
    expect((await dp.getOne('table', { id: one.data.id })).data).toMatchObject({ active: false, openOrdersEnabled: true });
    const list = await dp.getList('table', { pagination: { page: 1, perPage: 25 }, sort: { field: 'number', order: 'ASC' }, filter: { active: false, q: 'T-99' } });
    expect(list.data.map((r) => r.id)).toContain(one.data.id);
    await dp.delete('table', { id: one.data.id, previousData: one.data });
    await expect(dp.getOne('table', { id: one.data.id })).rejects.toMatchObject({ status: 404, message: 'errors.notFound' });

    const companies = await dp.getList('company', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(companies.data.every((c) => c.venue === venues.data[0].id)).toBe(true);

    await auth.logout({});
    expect(loadSession()).toBeNull();
  });
});
