import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, pathParams } from '../src/core/apiSpec';
import type { Entity } from '../src/core/registry';
import { loadSchemas } from '../src/server/registry/loadSchemas';
import { changeable, changedValue, updateField } from './helpers/sampleChange';
import { sampleValue } from './helpers/sampleRecord';
import { serverOwned } from './helpers/serverOwned';
import { sampleTenant, type SampleTenant } from './helpers/sampleTenant';
import { testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let tenant: SampleTenant;
let refs: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login('admin@example.com');
  tenant = await sampleTenant(t, admin, t.services.registry);
  const venues = await t.call(admin, 'GET', '/api/v1/general/venue/list?sort=name&direction=asc');
  refs = { venue: venues.body.data[0]._id };
});
afterAll(() => t.close());

const url = (path: string, params: Record<string, string>) => '/api/' + fillPath(path, params);

/** The registry as the server loads it: read here so each entity gets its own describe. */
const registry = await loadSchemas();

/**
 * An optional field a PATCH with null can clear: text without a default preferred, since null
 * puts a field with a default back to it. Undefined when the entity has none.
 */
function optionalField(entity: Entity): string | undefined {
  const p = (f: string) => entity.def.properties[f];
  const required = entity.def.required ?? [];
  const candidates = changeable(entity).filter((f) => !required.includes(f) && !['venue', 'customerGroup'].includes(f) && sampleValue(entity, f) !== undefined);
  const ranked = [(f: string) => p(f).default === undefined && p(f).type === 'string', (f: string) => p(f).default === undefined, () => true];
  for (const fits of ranked) {
    const field = candidates.find(fits);
    if (field) return field;
  }
  return undefined;
}

/** A required field the client sends (tenant fields last); undefined when every one is server-set. */
function requiredField(entity: Entity): string | undefined {
  const inPath = pathParams(entity.api.update?.path ?? '');
  const fields = (entity.def.required ?? []).filter((f) => entity.writable.includes(f) && !inPath.includes(f));
  return fields.find((f) => !['venue', 'customerGroup'].includes(f)) ?? fields[0];
}

/**
 * `it`, or an explicit skip that says why this entity has nothing to check here. The reason
 * comes from the entity's declaration (no such call, no such field) and is part of the test's
 * title, so the report lists what each entity leaves out instead of silently running fewer tests.
 */
function itUnless(reason: string | false, title: string, fn: () => Promise<void>) {
  if (reason) it.skip(`${title} (skipped: ${reason})`, fn);
  else it(title, fn);
}

/**
 * Every entity of the registry with a create call goes through the generic life cycle, so a
 * new schema is covered without an edit here. Entities without one (server-written, singletons,
 * read-only) are left out by that rule; operations an entity does not offer are skipped by name.
 */
for (const entity of [...registry.values()].filter((e) => e.api.create)) {
  describe(entity.id, () => {
    const api = entity.api;
    let record: any;
    const params = () => ({ venue: tenant.venue, id: record?._id });
    const update = (body: Record<string, unknown>) => t.call(admin, api.update!.method, url(api.update!.path, params()), body);
    const updated = updateField(entity);
    const optional = optionalField(entity);
    const required = requiredField(entity);

    it('creates a record and answers it with _id and timestamps', async () => {
      const res = await tenant.create(entity);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      record = res.body.data;
      expect(record._id).toMatch(/^[0-9a-f]{24}$/);
      expect(record.createdAt).toBe(record.updatedAt);
      expect(record.deletedAt).toBeNull();
      for (const hidden of entity.hidden) expect(record).not.toHaveProperty(hidden);
    });

    itUnless(!api.show && 'no show call', 'shows it', async () => {
      const show = await t.call(admin, 'GET', url(api.show!.path, params()));
      expect(show.status).toBe(200);
      expect(show.body.data._id).toBe(record._id);
    });

    itUnless(!api.list && 'no list call', 'lists it', async () => {
      const list = await t.call(admin, 'GET', url(api.list!.path, params()) + '?limit=1000');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ page: 1, limit: 1000 });
      expect(list.body.data.map((r: any) => r._id)).toContain(record._id);
      expect(list.body.total).toBe(list.body.data.length);
    });

    itUnless((!api.update && 'no update call') || (!updated && 'no field the generic update can change'), `updates ${updated} partially`, async () => {
      const value = changedValue(entity, updated!, record[updated!]);
      const res = await update({ [updated!]: value });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data[updated!]).toEqual(value);
      expect(res.body.data.updatedAt >= record.updatedAt).toBe(true);
      for (const k of Object.keys(record)) if (k !== updated && k !== 'updatedAt') expect(res.body.data[k], k).toEqual(record[k]);
      record = res.body.data;
    });

    const fallback = optional && entity.def.properties[optional].default;
    const clears = fallback === undefined ? 'clears' : `puts back the default of`;
    itUnless((!api.update && 'no update call') || (!optional && 'no optional field'), optional ? `null ${clears} the optional ${optional}` : 'null clears an optional field', async () => {
      const value = fallback === undefined ? sampleValue(entity, optional!) : changedValue(entity, optional!, fallback);
      const set = await update({ [optional!]: value });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data[optional!]).toEqual(value);
      const cleared = await update({ [optional!]: null });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      if (fallback === undefined) expect(cleared.body.data).not.toHaveProperty(optional!);
      else expect(cleared.body.data[optional!]).toEqual(fallback);
    });

    itUnless((!api.update && 'no update call') || (!required && 'no required field a client sends'), `null cannot clear the required ${required}`, async () => {
      const res = await update({ [required!]: null });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
    });

    // Status, numbers, amounts, timestamps and audit fields the server sets (readOnly, at any
    // depth): a body naming one is refused on its path, on create and on update, and stores nothing.
    const owned = serverOwned(entity);
    it(`refuses bodies that set server-owned fields (${owned.map((o) => o.path).join(', ')})`, async () => {
      for (const o of owned) {
        const rows = async () => (await t.db.kysely.selectFrom(entity.table).select(['_id', 'doc']).orderBy('_id').execute()).map((r) => JSON.stringify(r));
        const before = await rows();
        const created = await tenant.create(entity, { [o.field]: o.value });
        expect(created.status, `create ${o.path}: ${JSON.stringify(created.body)}`).toBe(422);
        expect(created.body.errors.map((e: any) => e.path), o.path).toContain(o.path);
        if (api.update) {
          const res = await update({ [o.field]: o.value });
          expect(res.status, `update ${o.path}: ${JSON.stringify(res.body)}`).toBe(422);
          expect(res.body.errors.map((e: any) => e.path), o.path).toContain(o.path);
        }
        expect(await rows(), o.path).toEqual(before);
      }
    });

    itUnless(!api.delete && 'no delete call', 'soft delete hides it from list and show', async () => {
      const del = await t.call(admin, api.delete!.method, url(api.delete!.path, params()));
      expect(del.status, JSON.stringify(del.body)).toBe(200);
      if (api.show) expect((await t.call(admin, 'GET', url(api.show.path, params()))).status).toBe(404);
      if (api.list) {
        const list = await t.call(admin, 'GET', url(api.list.path, params()) + '?limit=1000');
        expect(list.body.data.map((r: any) => r._id)).not.toContain(record._id);
      }
      const stored = await t.db.kysely.selectFrom(entity.table).select(['deleted_at']).where('_id', '=', record._id).executeTakeFirst();
      expect(stored?.deleted_at).toBeTruthy();
    });

    itUnless(!api.hardDelete && 'no hard delete call', 'hard delete removes the row', async () => {
      const hard = await t.call(admin, api.hardDelete!.method, url(api.hardDelete!.path, params()));
      expect(hard.status, JSON.stringify(hard.body)).toBe(200);
      const gone = await t.db.kysely.selectFrom(entity.table).select(['_id']).where('_id', '=', record._id).executeTakeFirst();
      expect(gone).toBeUndefined();
    });
  });
}

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
    const q = await t.call(admin, 'GET', `${base}?q=TERRASSE`);
    expect(q.body.total).toBe(2);
    const allCall = await t.call(admin, 'GET', `${base}/all`);
    expect(allCall.body.data).toHaveLength(6);
    const query = await t.call(admin, 'GET', `${base}/query?description=Innen`);
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
    // refused by the schema, as the document says (minItems 1), naming the field
    expect(none.body.errors[0]).toMatchObject({ path: 'ids', code: 'minItems', params: { limit: 1 } });
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
