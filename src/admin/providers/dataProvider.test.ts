// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFormError } from './fieldErrorMessage';
import { HttpError } from 'react-admin';
import type { EntityDef } from '../../../schemas/_meta';
import { makeRegistry } from '../../core/registry';
import { makeDataProvider } from './dataProvider';
import { clearSession, saveSession, setSelectedVenue } from './sessionStore';
import { VenueRequiredError } from './VenueRequiredError';

const modules = import.meta.glob<{ default: EntityDef }>(['/schemas/*.ts', '!/schemas/_*.ts'], { eager: true });
const defs = Object.values(modules).map((m) => m.default);

const VENUE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_VENUE = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const ID = '0123456789abcdef01234567';
const ID2 = '0123456789abcdef01234568';

interface Recorded {
  url: string;
  method: string;
  body: unknown;
  headers: Record<string, string>;
}

let calls: Recorded[] = [];
let reply: (req: Recorded) => Response = () => json({ data: [], total: 0 });

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const record = (extra: Record<string, unknown> = {}) => ({
  _id: ID, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-01T00:00:00.000Z', deletedAt: null, ...extra,
});

beforeEach(() => {
  calls = [];
  reply = () => json({ data: [], total: 0 });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const req: Recorded = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(req);
    return reply(req);
  }));
  saveSession({ token: 'test-token', role: 'admin', roles: ['admin'], email: 'a@example.com', name: 'Admin', id: ID, permissions: [], venues: [], venue: VENUE });
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const dp = makeDataProvider(makeRegistry([...defs]));
const only = () => {
  expect(calls).toHaveLength(1);
  return calls[0];
};

describe('generic convention (role)', () => {
  it('getList: page, limit, sort, direction, key[]=value filters and q; records get id = _id', async () => {
    reply = () => json({ data: [record({ name: 'Manager' })], total: 41, page: 2, limit: 10 });
    const result = await dp.getList('role', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { active: true, q: 'x' },
    });
    const call = only();
    expect(call.method).toBe('GET');
    expect(call.url).toBe('/api/v1/auth/role?page=2&limit=10&sort=name&direction=asc&active[]=true&q=x');
    expect(call.headers.Authorization).toBe('Bearer test-token');
    expect(result.total).toBe(41);
    expect(result.data[0]).toMatchObject({ id: ID, _id: ID, name: 'Manager' });
  });

  it('getList: arrays repeat, empty values are dropped, id sorts by _id, values are encoded', async () => {
    await dp.getList('role', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { slug: ['a b', 'c&d'], name: '', isSystem: undefined, permissions: [] },
    });
    expect(only().url).toBe('/api/v1/auth/role?page=1&limit=25&sort=_id&direction=desc&slug[]=a%20b&slug[]=c%26d');
  });

  it('getList: key_gte / key_lte become key[gte] / key[lte]', async () => {
    await dp.getList('audit', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: { action: ['create', 'update'], date_gte: '2024-01-01', date_lte: '2024-01-31' },
    });
    expect(only().url).toBe('/api/v1/audit?page=1&limit=10&sort=date&direction=desc&action[]=create&action[]=update&date[gte]=2024-01-01&date[lte]=2024-01-31');
  });

  it('getList: the page next to the one shown goes by its cursor, a jump or page 1 by number, a refused cursor falls back', async () => {
    const info = (page: number) => ({ hasNextPage: true, hasPreviousPage: page > 1, startCursor: `s${page}`, endCursor: `e${page}` });
    reply = (req) => {
      const page = Number(/page=(\d+)/.exec(req.url)![1]);
      if (req.url.includes('after=bad')) return json({ code: 'INVALID_QUERY', message: 'bad cursor' }, 400);
      return json({ data: [record()], total: 500, page, limit: 10, pageInfo: info(page) });
    };
    const get = async (page: number, sort = 'name') => {
      calls = [];
      const result = await dp.getList('role', { pagination: { page, perPage: 10 }, sort: { field: sort, order: 'ASC' }, filter: {} });
      return { url: calls[calls.length - 1].url, result };
    };
    const base = '/api/v1/auth/role?page=';
    expect((await get(1)).url).toBe(`${base}1&limit=10&sort=name&direction=asc`);
    const second = await get(2);
    expect(second.url).toBe(`${base}2&limit=10&sort=name&direction=asc&after=e1`);
    expect(second.result.total).toBe(500);
    expect(second.result.pageInfo).toEqual(info(2));
    expect((await get(3)).url).toBe(`${base}3&limit=10&sort=name&direction=asc&after=e2`);
    expect((await get(2)).url).toBe(`${base}2&limit=10&sort=name&direction=asc&before=s3`);
    expect((await get(1)).url).toBe(`${base}1&limit=10&sort=name&direction=asc`);
    expect((await get(5)).url).toBe(`${base}5&limit=10&sort=name&direction=asc`);
    // Another order is another list: its page 6 is a jump.
    expect((await get(6, 'slug')).url).toBe(`${base}6&limit=10&sort=slug&direction=asc`);
    // A cursor the server refuses: the same page again by its number.
    reply = (req) => (req.url.includes('after=') ? json({ code: 'INVALID_QUERY', message: 'bad cursor' }, 400) : json({ data: [], total: 0, pageInfo: info(7) }));
    await get(7, 'slug');
    expect(calls.map((c) => c.url)).toEqual([`${base}7&limit=10&sort=slug&direction=asc&after=e6`, `${base}7&limit=10&sort=slug&direction=asc`]);
  });

  it('getOne: GET {id}', async () => {
    reply = () => json({ data: record({ name: 'Manager' }) });
    const { data } = await dp.getOne('role', { id: ID });
    expect(only()).toMatchObject({ method: 'GET', url: `/api/v1/auth/role/${ID}` });
    expect(data.id).toBe(ID);
  });

  it('getMany: the list call with _id[] filters', async () => {
    reply = () => json({ data: [record(), record({ _id: ID2 })], total: 2 });
    const { data } = await dp.getMany('role', { ids: [ID, ID2] });
    expect(only().url).toBe(`/api/v1/auth/role?page=1&limit=2&_id[]=${ID}&_id[]=${ID2}`);
    expect(data.map((r) => r.id)).toEqual([ID, ID2]);
  });

  it('getMany: no ids, no request', async () => {
    expect((await dp.getMany('role', { ids: [] })).data).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('getManyReference: the list call with target[]=id', async () => {
    await dp.getManyReference('user', {
      target: 'role', id: 'manager', pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {},
    });
    expect(only().url).toBe('/api/v1/auth/user?page=1&limit=25&sort=name&direction=asc&role[]=manager');
  });

  it('create: POST without id, _id, timestamps and readOnly properties', async () => {
    reply = () => json({ data: record({ name: 'Manager', slug: 'manager' }) }, 201);
    const { data } = await dp.create('role', {
      data: { id: 'x', _id: 'x', createdAt: 'c', updatedAt: 'u', deletedAt: null, isSystem: true, name: 'Manager', slug: 'manager', permissions: ['table.view'], note: null },
    });
    expect(only()).toMatchObject({ method: 'POST', url: '/api/v1/auth/role', body: { name: 'Manager', slug: 'manager', permissions: ['table.view'] } });
    expect(Object.keys(calls[0].body as object).sort()).toEqual(['name', 'permissions', 'slug']);
    expect(data.id).toBe(ID);
  });

  it('update: PATCH {id} with only the changed fields', async () => {
    const previousData = { ...record({ name: 'Manager', slug: 'manager', isSystem: false, permissions: ['a'] }), id: ID };
    reply = () => json({ data: record({ name: 'Boss', slug: 'manager', permissions: ['a', 'b'] }) });
    const { data } = await dp.update('role', {
      id: ID,
      data: { ...previousData, name: 'Boss', permissions: ['a', 'b'], isSystem: true, updatedAt: 'changed' },
      previousData,
    });
    expect(only()).toMatchObject({ method: 'PATCH', url: `/api/v1/auth/role/${ID}` });
    expect(calls[0].body).toEqual({ name: 'Boss', permissions: ['a', 'b'] });
    expect(data.name).toBe('Boss');
  });

  it("update: a user's password is never sent (it changes through the password calls)", async () => {
    const previousData = { ...record({ name: 'Sam', email: 'sam@example.com', role: 'staff' }), id: ID };
    reply = () => json({ data: record() });
    await dp.update('user', { id: ID, data: { ...previousData, name: 'Samuel', password: 'Secret123' }, previousData });
    expect(only().body).toEqual({ name: 'Samuel' });
    calls = [];
    await dp.updateMany('user', { ids: [ID], data: { password: 'Secret123', code: '7' } });
    expect(only().body).toEqual({ ids: [ID], data: { code: '7' } });
  });

  it('update: a cleared field is sent as null (unset); unchanged empties are not sent', async () => {
    const previousData = { ...record({ name: 'Manager', slug: 'manager' }), id: ID };
    reply = () => json({ data: record() });
    await dp.update('role', { id: ID, data: { ...previousData, slug: null, description: null }, previousData });
    expect(only().body).toEqual({ slug: null });
  });

  it('update: nothing changed, no request', async () => {
    const previousData = { ...record({ name: 'Manager' }), id: ID };
    const { data } = await dp.update('role', { id: ID, data: { ...previousData }, previousData });
    expect(calls).toHaveLength(0);
    expect(data).toBe(previousData);
  });

  it('delete: DELETE {id}', async () => {
    reply = () => json({ data: record({ deletedAt: '2024-02-01T00:00:00.000Z' }) });
    const { data } = await dp.delete('role', { id: ID, previousData: { id: ID } });
    expect(only()).toMatchObject({ method: 'DELETE', url: `/api/v1/auth/role/${ID}` });
    expect(data.id).toBe(ID);
  });

  it('deleteMany: DELETE bulk { ids }', async () => {
    reply = () => json({ data: { ids: [ID, ID2], count: 2 } });
    const { data } = await dp.deleteMany('role', { ids: [ID, ID2] });
    expect(only()).toMatchObject({ method: 'DELETE', url: '/api/v1/auth/role/bulk', body: { ids: [ID, ID2] } });
    expect(data).toEqual([ID, ID2]);
  });

  it('deleteMany: meta.hard asks for a hard delete', async () => {
    reply = () => json({ data: { ids: [ID], count: 1 } });
    await dp.deleteMany('role', { ids: [ID], meta: { hard: true } });
    expect(only().body).toEqual({ ids: [ID], hard: true });
  });

  it('updateMany: PATCH bulk { ids, data }', async () => {
    reply = () => json({ data: { ids: [ID, ID2], count: 2 } });
    const { data } = await dp.updateMany('role', { ids: [ID, ID2], data: { name: 'Same', isSystem: true } });
    expect(only()).toMatchObject({ method: 'PATCH', url: '/api/v1/auth/role/bulk', body: { ids: [ID, ID2], data: { name: 'Same' } } });
    expect(data).toEqual([ID, ID2]);
  });

  it('errors: HttpError with status, the catalogue key and 422 field errors shaped for the form', async () => {
    reply = () => json({ statusCode: 422, error: 'Unprocessable Entity', message: 'Some fields are not valid.', code: 'VALIDATION', errors: [{ path: 'slug', message: 'is required', code: 'required' }] }, 422);
    const error = await dp.create('role', { data: { name: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 422,
      message: 'errors.unprocessable',
      body: { code: 'VALIDATION', fieldErrors: [{ path: 'slug', message: 'is required', code: 'required' }] },
    });
    // the form translates the field message from its code (react-admin's prefixed message form)
    expect(parseFormError((error as HttpError).body.errors.slug)).toEqual({ message: 'ra.validation.required', args: { _: 'is required' } });
    // and error notices outside forms (useNotifyError) read the first one as a catalogue key
    expect((error as HttpError).body.fieldMessage).toEqual({ message: 'ra.validation.required', args: expect.any(Object) });
  });

  it('unknown resources and missing operations fail with a clear error', async () => {
    await expect(dp.getList('nope', {})).rejects.toThrow(/Unknown resource "nope"/);
    await expect(dp.getOne('audit', { id: ID })).rejects.toThrow(/"audit" offers no show call/);
    expect(calls).toHaveLength(0);
  });
});

describe('irregular paths (table)', () => {
  it('getList: GET {venue}/tables with the selected venue', async () => {
    await dp.getList('table', { pagination: { page: 1, perPage: 25 }, sort: { field: 'number', order: 'ASC' }, filter: { active: false } });
    expect(only()).toMatchObject({ method: 'GET', url: `/api/v1/general/venue/${VENUE}/tables?page=1&limit=25&sort=number&direction=asc&active[]=false` });
  });

  it('meta.venue wins over the selected venue', async () => {
    await dp.getList('table', { pagination: { page: 3, perPage: 5 }, meta: { venue: OTHER_VENUE } });
    expect(only().url).toBe(`/api/v1/general/venue/${OTHER_VENUE}/tables?page=3&limit=5`);
  });

  it('no venue: a VenueRequiredError and no request', async () => {
    setSelectedVenue(null);
    const error = await dp.getList('table', { pagination: { page: 1, perPage: 25 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VenueRequiredError);
    expect((error as Error).message).toMatch(/select a venue/);
    expect(calls).toHaveLength(0);
  });

  it('no venue: getMany of a venue\'s records reads each by its show call, leaving out one deleted since', async () => {
    setSelectedVenue(null);
    reply = (req) => (req.url.endsWith(ID2) ? json({ message: 'gone' }, 404) : json({ data: record({ name: { de: 'Alt' }, venue: VENUE }) }));
    const { data } = await dp.getMany('category', { ids: [ID, ID2] });
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([`GET /api/v1/foodcard/category/${ID}`, `GET /api/v1/foodcard/category/${ID2}`]);
    expect(data.map((r) => r.id)).toEqual([ID]);
  });

  it('an entity without a list call (provision): getMany reads each by its show call, even below a venue', async () => {
    reply = () => json({ data: record({ venue: VENUE, month: '2024-01' }) });
    const { data } = await dp.getMany('provision', { ids: [ID], meta: { venue: VENUE } });
    expect(only()).toMatchObject({ method: 'GET', url: `/api/v3/payment/provision/byId/${ID}` });
    expect(data.map((r) => r.id)).toEqual([ID]);
  });

  it('with a venue: getMany stays one list call', async () => {
    await dp.getMany('category', { ids: [ID, ID2] });
    expect(only().url).toMatch(new RegExp(`^/api/v1/foodcard/category/venue/${VENUE}\\?`));
  });

  it('create: POST {venue}/table without the venue in the body', async () => {
    reply = () => json({ data: record({ number: '12', venue: VENUE }) }, 201);
    await dp.create('table', { data: { number: '12', active: true, venue: VENUE } });
    expect(only()).toMatchObject({ method: 'POST', url: `/api/v1/general/venue/${VENUE}/table`, body: { number: '12', active: true } });
    expect(calls[0].body).not.toHaveProperty('venue');
  });

  it('getOne: GET table/{id}', async () => {
    reply = () => json({ data: record({ number: '12' }) });
    await dp.getOne('table', { id: ID });
    expect(only()).toMatchObject({ method: 'GET', url: `/api/v1/general/venue/table/${ID}` });
  });

  it('update: PATCH table/{id} with the changed fields', async () => {
    const previousData = { ...record({ number: '12', active: true, venue: VENUE }), id: ID };
    reply = () => json({ data: record({ number: '12', active: false }) });
    await dp.update('table', { id: ID, data: { ...previousData, active: false }, previousData });
    expect(only()).toMatchObject({ method: 'PATCH', url: `/api/v1/general/venue/table/${ID}`, body: { active: false } });
  });

  it("delete: DELETE {venue}/table/{id}, the record's own venue first", async () => {
    reply = () => json({ data: record() });
    await dp.delete('table', { id: ID, previousData: { id: ID, venue: OTHER_VENUE } });
    await dp.delete('table', { id: ID });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['DELETE', `/api/v1/general/venue/${OTHER_VENUE}/table/${ID}`],
      ['DELETE', `/api/v1/general/venue/${VENUE}/table/${ID}`],
    ]);
  });

  it('updateMany: PATCH {venue}/tables/bulk', async () => {
    reply = () => json({ data: { ids: [ID], count: 1 } });
    await dp.updateMany('table', { ids: [ID], data: { active: false } });
    expect(only()).toMatchObject({ method: 'PATCH', url: `/api/v1/general/venue/${VENUE}/tables/bulk`, body: { ids: [ID], data: { active: false } } });
  });

  it('deleteMany: DELETE {venue}/tables/bulk', async () => {
    reply = () => json({ data: { ids: [ID], count: 1 } });
    await dp.deleteMany('table', { ids: [ID] });
    expect(only()).toMatchObject({ method: 'DELETE', url: `/api/v1/general/venue/${VENUE}/tables/bulk`, body: { ids: [ID] } });
  });

  it('callAction setStatus: PATCH {venue}/tables/status/inactive with { ids }, answers data', async () => {
    reply = () => json({ data: { ids: [ID, ID2], count: 2 } });
    const result = await dp.callAction('table', 'setStatus', { ids: [ID, ID2], params: { status: 'inactive' } });
    expect(only()).toMatchObject({ method: 'PATCH', url: `/api/v1/general/venue/${VENUE}/tables/status/inactive`, body: { ids: [ID, ID2] } });
    expect(result).toEqual({ ids: [ID, ID2], count: 2 });
  });

  it('callAction: unknown action and missing path params are errors', async () => {
    await expect(dp.callAction('table', 'explode')).rejects.toThrow(/no action "explode"/);
    await expect(dp.callAction('table', 'setStatus', { ids: [ID] })).rejects.toThrow(/Missing "status"/);
    expect(calls).toHaveLength(0);
  });
});

describe('venue-bound entities with generic paths (company)', () => {
  it('the list is narrowed to the selected venue, a new record gets it', async () => {
    await dp.getList('company', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    reply = () => json({ data: record({ name: 'ACME', venue: VENUE }) }, 201);
    await dp.create('company', { data: { name: 'ACME', companyCode: 'AC1' } });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', `/api/v1/dnd/company?page=1&limit=25&sort=name&direction=asc&venue[]=${VENUE}`, undefined],
      ['POST', '/api/v1/dnd/company', { name: 'ACME', companyCode: 'AC1', venue: VENUE }],
    ]);
  });
});

describe('actions: binary answers and where the ids go', () => {
  it("binary (table exportQr): { blob, filename }, ids in the body's one array property (items)", async () => {
    reply = () => new Response(new Blob(['%PDF-1.4']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="tables.pdf"' } });
    const file = await dp.callAction<{ blob: Blob; filename: string }>('table', 'exportQr', { ids: [ID, ID2] });
    expect(only()).toMatchObject({ method: 'POST', url: '/api/v1/general/venue/tables/export', body: { items: [ID, ID2] } });
    expect(file.filename).toBe('tables.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.4');
  });

  it('a body without an ids property: one id fills {id}, the body is sent as given', async () => {
    reply = () => json({ data: record({ enrollmentStatus: 'accepted' }) });
    await dp.callAction('enrollment', 'accept', { ids: [ID], body: { comment: 'ok' } });
    reply = () => json({ data: record({ verified: true }) });
    await dp.callAction('venue', 'verify', { ids: [ID] });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', `/api/v1/auth/oauth/enrollment/${ID}/accept`, { comment: 'ok' }],
      ['PATCH', `/api/v1/general/venue/${ID}/verify`, undefined],
    ]);
  });

  it('GET actions send no body; other params go to the query', async () => {
    reply = () => json({ data: { active: false } });
    expect(await dp.callAction('maintenance', 'status', { params: { lang: 'de' } })).toEqual({ active: false });
    expect(only()).toMatchObject({ method: 'GET', url: '/api/v1/maintenance/status?lang=de', body: undefined });
  });
});
