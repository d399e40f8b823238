import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../src/core/apiSpec';
import type { Entity } from '../src/core/registry';
import { sampleRecord } from './helpers/sampleRecord';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let refs: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  const venues = await t.call(admin, 'GET', '/api/v1/general/venue/list?sort=name&direction=asc');
  const groups = await t.call(admin, 'GET', '/api/v1/general/customergroup');
  const labels = await t.call(admin, 'GET', '/api/v1/general/venueLabel');
  refs = { venue: venues.body.data[0]._id, customerGroup: groups.body.data[0]._id, venueLabel: labels.body.data[0]._id, role: 'staff', user: 'x' };
});
afterAll(() => t.close());

const url = (path: string, params: Record<string, string>) => '/api/' + fillPath(path, params);

/** Every entity with a create call goes through the whole generic life cycle. */
describe.each(['customerGroup', 'venue', 'venueLabel', 'role', 'user', 'table', 'company', 'printer', 'enrollment', 'customerGroupProperty', 'employeeNotification'])('generic CRUD of %s', (id) => {
  let entity: Entity;
  let record: any;
  const params = () => ({ venue: refs.venue, id: record?._id });

  beforeAll(() => {
    entity = t.services.registry.get(id)!;
  });

  it('creates a record and answers it with _id and timestamps', async () => {
    const body = sampleRecord(entity, refs, {}, entity.api.create!.path.includes('{venue}') ? ['venue'] : []);
    const res = await t.call(admin, entity.api.create!.method, url(entity.api.create!.path, params()), body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    record = res.body.data;
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(record.createdAt).toBe(record.updatedAt);
    expect(record.deletedAt).toBeNull();
    for (const hidden of entity.hidden) expect(record).not.toHaveProperty(hidden);
  });

  it('shows it and lists it', async () => {
    const show = await t.call(admin, 'GET', url(entity.api.show!.path, params()));
    expect(show.status).toBe(200);
    expect(show.body.data._id).toBe(record._id);
    const list = await t.call(admin, 'GET', url(entity.api.list!.path, params()) + '?limit=1000');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: 1000 });
    expect(list.body.data.map((r: any) => r._id)).toContain(record._id);
    expect(list.body.total).toBe(list.body.data.length);
  });

  it('updates partially', async () => {
    // A plain text field, or else the first string field the sample generator can fill.
    const strings = entity.writable.filter((f) => entity.def.properties[f].type === 'string' && !entity.def.properties[f].enum && !entity.def.properties[f]['x-ref']);
    const field = strings.find((f) => !entity.def.properties[f].format && !entity.def.properties[f].pattern) ?? strings[0];
    expect(field, `${id} has no string field to update`).toBeDefined();
    const value = entity.def.properties[field].pattern ? sampleRecord(entity, refs)[field] ?? 'changed' : 'changed';
    const res = await t.call(admin, entity.api.update!.method, url(entity.api.update!.path, params()), { [field]: value });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data[field]).toBe(value);
    expect(res.body.data.updatedAt >= record.updatedAt).toBe(true);
    for (const k of Object.keys(record)) if (k !== field && k !== 'updatedAt') expect(res.body.data[k]).toEqual(record[k]);
  });

  it('null clears an optional field; a required one cannot be cleared', async () => {
    const optional = entity.writable.find((f) => !(entity.def.required ?? []).includes(f) && entity.def.properties[f].type === 'string' && record[f] === undefined);
    if (optional) {
      const value = sampleRecord(entity, refs, {}, [])[optional] ?? (entity.def.properties[optional].enum?.[0]) ?? 'x';
      const set = await t.call(admin, entity.api.update!.method, url(entity.api.update!.path, params()), { [optional]: value });
      if (set.status === 200 && set.body.data[optional] !== undefined) {
        const cleared = await t.call(admin, entity.api.update!.method, url(entity.api.update!.path, params()), { [optional]: null });
        expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
        expect(cleared.body.data).not.toHaveProperty(optional);
      }
    }
    const required = (entity.def.required ?? []).find((f) => entity.writable.includes(f) && !entity.api.update!.path.includes(`{${f}}`));
    if (required) expect((await t.call(admin, entity.api.update!.method, url(entity.api.update!.path, params()), { [required]: null })).status).toBe(422);
  });

  it('soft delete hides it from list and show; hard delete removes the row', async () => {
    const del = await t.call(admin, entity.api.delete!.method, url(entity.api.delete!.path, params()));
    expect(del.status).toBe(200);
    expect((await t.call(admin, 'GET', url(entity.api.show!.path, params()))).status).toBe(404);
    const list = await t.call(admin, 'GET', url(entity.api.list!.path, params()) + '?limit=1000');
    expect(list.body.data.map((r: any) => r._id)).not.toContain(record._id);
    const stored = await t.db.kysely.selectFrom(entity.table).select(['deleted_at']).where('_id', '=', record._id).executeTakeFirst();
    expect(stored?.deleted_at).toBeTruthy();
    const hard = await t.call(admin, entity.api.hardDelete!.method, url(entity.api.hardDelete!.path, params()));
    expect(hard.status).toBe(200);
    const gone = await t.db.kysely.selectFrom(entity.table).select(['_id']).where('_id', '=', record._id).executeTakeFirst();
    expect(gone).toBeUndefined();
  });
});

describe('list parameters', () => {
  it('pages, sorts and filters with key[]=value (any-of)', async () => {
    const venue = refs.venue;
    const base = `/api/v1/general/venue/${venue}/tables`;
    const all = await t.call(admin, 'GET', `${base}?sort=number&direction=asc&limit=100`);
    expect(all.body.data.map((r: any) => r.number)).toEqual(['1', '2', '3', '4', '5', '6']);
    const page2 = await t.call(admin, 'GET', `${base}?sort=number&direction=asc&limit=2&page=2`);
    expect(page2.body).toMatchObject({ total: 6, page: 2, limit: 2 });
    expect(page2.body.data.map((r: any) => r.number)).toEqual(['3', '4']);
    const desc = await t.call(admin, 'GET', `${base}?sort=number&direction=desc&limit=1`);
    expect(desc.body.data[0].number).toBe('6');
    const inactive = await t.call(admin, 'GET', `${base}?active[]=false`);
    expect(inactive.body.data.map((r: any) => r.number)).toEqual(['6']);
    const anyOf = await t.call(admin, 'GET', `${base}?number[]=1&number[]=5&sort=number&direction=asc`);
    expect(anyOf.body.data.map((r: any) => r.number)).toEqual(['1', '5']);
    const q = await t.call(admin, 'GET', `${base}?q=TERRACE`);
    expect(q.body.total).toBe(2);
    const allCall = await t.call(admin, 'GET', `${base}/all`);
    expect(allCall.body.data).toHaveLength(6);
    const query = await t.call(admin, 'GET', `${base}/query?description=Inside`);
    expect(query.body.data).toHaveLength(4);
  });

  it('PATCH with null clears an optional field', async () => {
    const table = (await t.call(admin, 'GET', `/api/v1/general/venue/${refs.venue}/tables?limit=1`)).body.data[0];
    expect(table.description).toBeTruthy();
    const res = await t.call(admin, 'PATCH', `/api/v1/general/venue/table/${table._id}`, { description: null });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('description');
    expect((await t.call(admin, 'PATCH', `/api/v1/general/venue/table/${table._id}`, { number: null })).status).toBe(422);
  });

  it('defaults to createdAt descending', async () => {
    const res = await t.call(admin, 'GET', '/api/v1/general/venue/list');
    const dates = res.body.data.map((r: any) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('rejects unknown filters and sort fields with 400', async () => {
    for (const qs of ['nope[]=1', 'sort=doc', 'sort=password', 'direction=up', 'page=0', 'limit=100000', 'active[]=maybe']) {
      const res = await t.call(admin, 'GET', `/api/v1/auth/user?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.code).toMatch(/INVALID_QUERY/);
    }
  });

  it('bulk update and bulk delete are all or nothing', async () => {
    const base = `/api/v1/general/venue/${refs.venue}/tables`;
    const ids = (await t.call(admin, 'GET', `${base}?limit=3`)).body.data.map((r: any) => r._id);
    const missing = 'ffffffffffffffffffffffff';
    const bad = await t.call(admin, 'PATCH', `${base}/bulk`, { ids: [...ids, missing], data: { description: 'bulk' } });
    expect(bad.status).toBe(404);
    const after = await t.call(admin, 'GET', `${base}/all`);
    expect(after.body.data.filter((r: any) => r.description === 'bulk')).toHaveLength(0);
    const ok = await t.call(admin, 'PATCH', `${base}/bulk`, { ids, data: { description: 'bulk' } });
    expect(ok.body.data.count).toBe(3);
    const none = await t.call(admin, 'PATCH', `${base}/bulk`, { ids: [], data: { description: 'x' } });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].message).toMatch(/at least one/i);
    const del = await t.call(admin, 'DELETE', `${base}/bulk`, { ids: ids.slice(0, 2) });
    expect(del.body.data.count).toBe(2);
    expect((await t.call(admin, 'GET', `${base}/all`)).body.data).toHaveLength(4);
  });

  it('mass status toggle of tables (PATCH {venue}/tables/status/{status})', async () => {
    const base = `/api/v1/general/venue/${refs.venue}/tables`;
    const off = await t.call(admin, 'PATCH', `${base}/status/inactive`, {});
    expect(off.status).toBe(200);
    const list = await t.call(admin, 'GET', `${base}/all?sort=number&direction=asc`);
    expect(list.body.data.every((r: any) => r.active === false)).toBe(true);
    // Table 1 was active before the mass toggle, so both calls change it.
    const one = list.body.data[0]._id;
    await t.call(admin, 'PATCH', `${base}/status/active`, { ids: [one] });
    const after = await t.call(admin, 'GET', `${base}?active[]=true`);
    expect(after.body.data.map((r: any) => r._id)).toEqual([one]);
    expect((await t.call(admin, 'PATCH', `${base}/status/maybe`, {})).status).toBe(400);
    const audit = await t.call(admin, 'GET', `/api/v1/audit?action[]=setStatus&subject[]=${one}`);
    expect(audit.body.data.map((e: any) => e.changes.active)).toEqual([{ before: false, after: true }, { before: true, after: false }]);
  });
});
