import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBase, fillPath, pathParams } from '../src/core/apiSpec';
import type { Entity } from '../src/core/registry';
import { accessFor } from '../src/server/crud/crudPlugin';
import { loadSchemas } from '../src/server/registry/loadSchemas';
import { changedValue, updateField } from './helpers/sampleChange';
import { sampleRecord } from './helpers/sampleRecord';
import type { SampleTenant } from './helpers/sampleTenant';
import { PASSWORD, type TestApp } from './helpers/testApp';
import { twoTenants } from './helpers/twoTenants';

/**
 * The tenant-isolation matrix: for every tenant-scoped entity of the registry with a list call,
 * a user of customer group B (holding every permission but admin) can neither read, count,
 * search, change nor delete a record of group A; by id it gets 404. A user of group A with the
 * same role sees the record (or, where reading is admin-only, the admin does), so the matrix
 * cannot pass by seeing nothing at all. Records are samples built from the schema, so a new
 * entity is covered without an edit here.
 */
let t: TestApp;
let admin: string;
let userA: string;
let userB: string;
const A: Record<string, string> = {};
const B: Record<string, string> = {};
let tenantA: SampleTenant;
let tenantB: SampleTenant;

beforeAll(async () => {
  const two = await twoTenants();
  ({ t, admin, userA, userB, tenantA, tenantB } = two);
  Object.assign(A, two.A);
  Object.assign(B, two.B);
});
afterAll(() => t.close());

/** The registry as the server loads it, read here so each entity gets its own row. */
const registry = await loadSchemas();
const scoped = [...registry.values()].filter((e) => e.def['x-scope'] !== 'global' && e.api.list);

/**
 * 404 for a record outside the tenant; an operation that is admin-only answers 403 before any
 * lookup, which leaks nothing either (a made-up id gets the same answer).
 */
async function expectDenied(entity: Entity, op: 'update' | 'delete' | 'hardDelete' | 'bulkUpdate' | 'bulkDelete', res: { status: number }, retry: () => Promise<{ status: number }>) {
  const rule = accessFor(entity, op);
  if (rule === 'admin') {
    expect(res.status).toBe(403);
    expect((await retry()).status).toBe(403);
  } else expect(res.status, `${entity.id} ${op}`).toBe(404);
}

function url(entity: Entity, op: keyof Entity['api'], params: Record<string, string>) {
  return '/api/' + fillPath(entity.api[op]!.path, params);
}

/** A record of tenant A: a sample the admin creates inside A (its references made first). */
async function recordOfA(entity: Entity): Promise<any> {
  // The tenant root itself: group A.
  if (entity.def['x-scope'] === 'customerGroupSelf') return { _id: A.customerGroup };
  if (entity.def['x-scope'] === 'owner') {
    // Owned records are A's own user's: written through the items service as that user.
    const idA = (await t.call(userA, 'GET', '/api/v1/auth/session')).body.id;
    return t.services.items.create(entity, (await t.services.principals.get(idA))!, sampleRecord(entity, A));
  }
  if (!entity.api.create) {
    // Written by the server or the ordering apps only: take one the seed wrote for A's venue.
    const res = await t.call(admin, 'GET', url(entity, 'list', { venue: A.venue }) + `?venue[]=${A.venue}&limit=1`);
    expect(res.body.data?.length, `${entity.id} needs a seeded record of tenant A`).toBe(1);
    return res.body.data[0];
  }
  const res = await tenantA.create(entity);
  if (res.status === 422 && res.body.errors?.some((e: any) => e.code === 'taken') && entity.def['x-scope'] === 'customerGroup') {
    // One per group (a group's loyalty program, a membership tier): the seed's record of A stands in.
    const seeded = await t.call(admin, 'GET', url(entity, 'list', {}) + `?customerGroup[]=${A.customerGroup}&limit=1`);
    expect(seeded.body.data?.length, `${entity.id} needs a seeded record of tenant A`).toBe(1);
    return seeded.body.data[0];
  }
  expect(res.status, `${entity.id}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body.data;
}

describe('tenant isolation matrix', () => {
  // Admin-only list, show and edit, so the generic row above does not fit: group members read
  // their notifications through GET active, and create them for their own venues and group.
  it('employeeNotification: group B cannot read (active), change, delete or target group A notifications', async () => {
    const entity = t.services.registry.get('employeeNotification')!;
    const active = (venue: string) => `/api/v1/employeenotification/active?venue=${venue}`;
    const forGroup = (await t.call(admin, 'POST', url(entity, 'create', {}), { title: 'For A', text: 'Group A only', customerGroup: A.customerGroup })).body.data;
    const forVenue = (await t.call(userA, 'POST', url(entity, 'create', {}), { title: 'For A venue', text: 'Venue A only', venue: A.venue })).body.data;
    expect(forVenue.customerGroup).toBe(A.customerGroup);

    // Positive control: A reads both.
    const seenA = await t.call(userA, 'GET', active(A.venue));
    expect(seenA.body.data.map((n: any) => n._id)).toEqual(expect.arrayContaining([forGroup._id, forVenue._id]));
    const seenB = await t.call(userB, 'GET', active(B.venue));
    expect(seenB.status).toBe(200);
    expect(seenB.body.data.map((n: any) => n._id)).not.toContain(forGroup._id);
    expect(seenB.body.data.map((n: any) => n._id)).not.toContain(forVenue._id);
    expect((await t.call(userB, 'GET', active(A.venue))).status).toBe(404);

    const before = await t.db.kysely.selectFrom(entity.table).selectAll().where('_id', 'in', [forGroup._id, forVenue._id]).orderBy('_id').execute();
    for (const rec of [forGroup, forVenue]) {
      const p = { id: rec._id };
      const fake = { id: 'eeeeeeeeeeeeeeeeeeeeeeee' };
      expect((await t.call(userB, 'GET', url(entity, 'list', p))).status).toBe(403);
      expect((await t.call(userB, 'GET', url(entity, 'show', p))).status).toBe(403);
      const update = (q: Record<string, string>) => t.call(userB, entity.api.update!.method, url(entity, 'update', q), { title: 'hijacked' });
      await expectDenied(entity, 'update', await update(p), () => update(fake));
      for (const op of ['delete', 'hardDelete'] as const) {
        const go = (q: Record<string, string>) => t.call(userB, entity.api[op]!.method, url(entity, op, q));
        await expectDenied(entity, op, await go(p), () => go(fake));
      }
      const bulk = (ids: string[]) => t.call(userB, entity.api.bulkDelete!.method, url(entity, 'bulkDelete', {}), { ids, hard: true });
      await expectDenied(entity, 'bulkDelete', await bulk([rec._id]), () => bulk(['eeeeeeeeeeeeeeeeeeeeeeee']));
    }
    expect(await t.db.kysely.selectFrom(entity.table).selectAll().where('_id', 'in', [forGroup._id, forVenue._id]).orderBy('_id').execute()).toEqual(before);

    // B cannot post into A's venue (404) or group (422).
    expect((await t.call(userB, 'POST', url(entity, 'create', {}), { title: 'Into A', text: 'x', venue: A.venue })).status).toBe(404);
    const intoGroup = await t.call(userB, 'POST', url(entity, 'create', {}), { title: 'Into A', text: 'x', customerGroup: A.customerGroup });
    expect(intoGroup.status).toBe(422);
    expect(intoGroup.body.errors[0].path).toBe('customerGroup');
  });

  it.each(scoped.map((e) => e.id))('%s: group B cannot read, count, search, change or delete group A records', async (id) => {
    const entity = t.services.registry.get(id)!;
    const rec = await recordOfA(entity);
    // Where reading is admin-only, tenants see nothing: B is refused outright, the admin sees it.
    const adminOnly = accessFor(entity, 'list') === 'admin';
    const api = entity.api;
    // The attacker addresses A's record with A's venue in the path where a path takes one.
    const pA = { venue: A.venue, customerGroup: A.customerGroup, id: rec._id, status: 'inactive' };
    const pB = { venue: B.venue, customerGroup: B.customerGroup, id: rec._id, status: 'inactive' };
    const searchText = (entity.def['x-search'] ?? []).map((f) => rec[f]).find((v) => typeof v === 'string');

    // Positive control: A sees it.
    const listA = await t.call(adminOnly ? admin : userA, 'GET', url(entity, 'list', pA) + '?limit=1000');
    expect(listA.status).toBe(200);
    expect(listA.body.data.map((r: any) => r._id)).toContain(rec._id);

    // Lists, counts and search, in B's own venue and (where the path has one) in A's.
    for (const p of api.list!.path.includes('{venue}') ? [pB, pA] : [pB]) {
      const res = await t.call(userB, 'GET', url(entity, 'list', p) + '?limit=1000' + (searchText ? `&q=${encodeURIComponent(searchText)}` : ''));
      if (adminOnly) {
        expect(res.status).toBe(403);
        continue;
      }
      if (p === pA) {
        expect(res.status).toBe(404);
        continue;
      }
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: any) => r._id)).not.toContain(rec._id);
      expect(res.body.total).toBe(res.body.data.length);
      for (const r of res.body.data) {
        if (r.customerGroup) expect(r.customerGroup).not.toBe(A.customerGroup);
        if (r.venue) expect(r.venue).not.toBe(A.venue);
      }
      const filtered = await t.call(userB, 'GET', url(entity, 'list', p) + `?_id[]=${rec._id}`);
      expect(filtered.body).toMatchObject({ total: 0, data: [] });
    }
    for (const op of ['all', 'query'] as const) {
      if (!api[op]) continue;
      const res = await t.call(userB, 'GET', url(entity, op, pB));
      expect(res.status).toBe(adminOnly ? 403 : 200);
      if (!adminOnly) expect(res.body.data.map((r: any) => r._id)).not.toContain(rec._id);
    }

    // By id: 404, and nothing changes. The change is valid, so only the tenant can refuse it.
    const before = await t.db.kysely.selectFrom(entity.table).selectAll().where('_id', '=', rec._id).executeTakeFirst();
    if (api.show) expect((await t.call(userB, 'GET', url(entity, 'show', pA))).status).toBe(adminOnly ? 403 : 404);
    const field = updateField(entity);
    const change = field ? { [field]: changedValue(entity, field, rec[field]) } : {};
    if (api.update) {
      expect(field, `${entity.id} has no field to change`).toBeDefined();
      const go = (p: Record<string, string>) => t.call(userB, api.update!.method, url(entity, 'update', p), change);
      await expectDenied(entity, 'update', await go(pA), () => go({ ...pA, id: 'eeeeeeeeeeeeeeeeeeeeeeee' }));
    }
    if (api.bulkUpdate) {
      for (const p of [pB, pA]) {
        const go = (ids: string[]) => t.call(userB, api.bulkUpdate!.method, url(entity, 'bulkUpdate', p), { ids, data: change });
        await expectDenied(entity, 'bulkUpdate', await go([rec._id]), () => go(['eeeeeeeeeeeeeeeeeeeeeeee']));
      }
    }
    for (const op of ['delete', 'hardDelete'] as const) {
      const call = api[op];
      if (!call) continue;
      const go = (p: Record<string, string>) => t.call(userB, call.method, url(entity, op, p));
      await expectDenied(entity, op, await go(pA), () => go({ ...pA, id: 'eeeeeeeeeeeeeeeeeeeeeeee' }));
    }
    if (api.bulkDelete) {
      for (const p of [pB, pA]) {
        const go = (ids: string[]) => t.call(userB, api.bulkDelete!.method, url(entity, 'bulkDelete', p), { ids, hard: true });
        await expectDenied(entity, 'bulkDelete', await go([rec._id]), () => go(['eeeeeeeeeeeeeeeeeeeeeeee']));
      }
    }
    // Path parameters named like an enum property (upsell `{type}`) take its first value.
    const enumValues = Object.fromEntries(Object.entries<any>(entity.def.properties).filter(([, p]) => p.enum).map(([k, p]) => [k, String(p.enum[0])]));
    // Path parameters named like a reference of the record (payment `{order}`) take its value.
    const refValues = Object.fromEntries(Object.entries<any>(entity.def.properties).filter(([k, p]) => p['x-ref'] && typeof rec[k] === 'string').map(([k]) => [k, rec[k] as string]));
    for (const [name, action] of Object.entries(entity.def['x-actions'] ?? {})) {
      const [method, path] = action.call.split(' ');
      const schema = (action.body ?? {}) as { properties?: Record<string, any>; required?: string[] };
      const body: Record<string, unknown> = {};
      if (schema.properties?.ids) body.ids = [rec._id];
      const fill = (s: { properties?: Record<string, any>; required?: string[] }, into: Record<string, unknown>) => {
        for (const k of s.required ?? []) {
          // The first alternative of an anyOf (a value or null) stands for the property.
          const prop = s.properties![k].anyOf?.[0] ?? s.properties![k];
          into[k] = prop.enum ? prop.enum[0] : prop.type === 'array' ? [rec._id] : prop.format === 'date-time' ? new Date().toISOString() : prop.format === 'objectId' ? rec._id : prop.type === 'string' ? 'x' : prop.type === 'boolean' ? true : prop.type === 'object' ? {} : 1;
        }
      };
      fill(schema, body);
      // A body that must name at least some fields (a PATCH of the fields sent) gets its first ones.
      const atLeast = (schema as { minProperties?: number }).minProperties ?? 0;
      if (Object.keys(body).length < atLeast) fill({ properties: schema.properties, required: Object.keys(schema.properties ?? {}).filter((k) => !(k in body)).slice(0, atLeast - Object.keys(body).length) }, body);
      // Fields the chosen values need (x-required-when: an absolute promotion's value).
      for (const c of (schema as { allOf?: { if?: { properties?: Record<string, { const?: unknown }> }; then?: { required?: string[] } }[] }).allOf ?? []) {
        if (Object.entries(c.if?.properties ?? {}).every(([k, v]) => body[k] === v.const)) fill({ properties: schema.properties, required: c.then?.required }, body);
      }
      // A GET action's required query parameters (the checkout integration's type).
      const query: Record<string, unknown> = {};
      fill((action.query ?? {}) as typeof schema, query);
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const full = `${entity.def['x-api']?.base ?? defaultBase(entity.id)}/${path}`;
      // Other id parameters (billing's {invoiceId}, {transactionId}, {file} = `<id>.pdf`) name the record; {type} an order type.
      const ids = Object.fromEntries(pathParams(full).filter((p) => /Id$/.test(p)).map((p) => [p, rec._id]));
      const named = { type: 'inside', ...ids, file: `${rec._id}.pdf` };
      const res = await t.call(userB, method as 'PATCH', '/api/' + fillPath(full, { ...named, ...enumValues, ...refValues, ...pA, isServiceActivated: 'true' }) + (qs ? `?${qs}` : ''), method === 'GET' ? undefined : body);
      // An action naming nothing of A's (employee notifications' GET active) answers B's own.
      if (!pathParams(full).length && !Object.keys(body).length) expect(JSON.stringify(res.body), name).not.toContain(rec._id);
      // an admin-only action answers 403 before any lookup, as expectDenied says
      else expect(res.status, name).toBe(action.access === 'admin' ? 403 : 404);
    }
    const after = await t.db.kysely.selectFrom(entity.table).selectAll().where('_id', '=', rec._id).executeTakeFirst();
    expect(after).toEqual(before);
  });

  // Entities served by their own routes (no generic list): each has its row here, and the guard
  // below fails when a new tenant-scoped entity has neither a generic list nor a row.
  const ownRoutes: Record<string, () => Promise<void>> = {
    provision: async () => {
      const base = '/api/v3/payment/provision';
      const month = new Date().toISOString().slice(0, 7);
      const mine = await t.call(userA, 'GET', `${base}/?venue[]=${A.venue}&limit=1000`);
      expect(mine.body.data.length, 'tenant A has provision months').toBeGreaterThan(0);
      const stored = (await t.call(admin, 'GET', `${base}/?venue[]=${A.venue}&limit=1000`)).body.data.find((r: any) => r._id);
      for (const q of ['', `venue[]=${A.venue}&`]) {
        const res = await t.call(userB, 'GET', `${base}/?${q}limit=1000`);
        expect(res.status).toBe(200);
        expect(res.body.data.filter((r: any) => r.venue === A.venue)).toEqual([]);
        const total = await t.call(userB, 'GET', `${base}/total/?${q}`);
        expect(total.status).toBe(200);
        expect(JSON.stringify(total.body)).not.toContain(A.venue);
      }
      if (stored) expect((await t.call(userB, 'GET', `${base}/byId/${stored._id}`)).status).toBe(404);
      for (const path of [`claim/${A.venue}/?month=${month}`, `claim/${A.venue}/reset?month=${month}`]) {
        expect((await t.call(userB, 'PATCH', `${base}/${path}`)).status, path).toBe(404);
      }
      expect((await t.call(userB, 'PATCH', `${base}/claim/${A.venue}/confirm?month=${month}`)).status).toBe(403);
      expect((await t.call(userB, 'GET', `${base}/logs/${A.venue}?month=${month}`)).status).toBe(404);
    },
    sepa: async () => {
      const seenA = (await t.call(userA, 'GET', '/api/v1/sepa/overview')).body.data;
      expect(seenA.mandates.length, 'tenant A has a SEPA mandate').toBeGreaterThan(0);
      const mandate = seenA.mandates[0];
      const invoices = [...seenA.payable, ...seenA.paid];
      expect(invoices.length, 'tenant A has SEPA invoices').toBeGreaterThan(0);
      const seenB = await t.call(userB, 'GET', '/api/v1/sepa/overview');
      expect(seenB.status).toBe(200);
      const text = JSON.stringify(seenB.body);
      for (const id of [mandate._id, A.venue, ...invoices.map((i: any) => i._id)]) expect(text).not.toContain(id);
      expect((await t.call(userB, 'GET', `/api/v1/sepa/byId/${mandate._id}`)).status).toBe(404);
      expect((await t.call(userB, 'DELETE', `/api/v1/sepa/byId/${mandate._id}`)).status).toBe(404);
      expect((await t.call(userB, 'POST', '/api/v1/sepa/create', { merchantId: 'x', merchantName: 'x', venues: [A.venue] })).status).toBe(404);
      expect((await t.call(userB, 'POST', '/api/v1/sepa/create', { merchantId: 'x', merchantName: 'x', venues: [B.venue, A.venue] })).status).toBe(404);
      expect((await t.call(userB, 'POST', '/api/v1/sepa/pay', { invoices: [invoices[0]._id] })).status).toBe(404);
      expect((await t.call(userB, 'POST', '/api/v1/sepa/pay/last', { venue: A.venue })).status).toBe(404);
      expect((await t.call(userB, 'POST', '/api/v1/sepa/cancel', { invoice: invoices[0]._id })).status).toBe(404);
      for (const call of ['authorize', 'onboarding']) expect((await t.call(userB, 'GET', `/api/v1/paypal/${A.venue}/${call}`)).status, call).toBe(404);
    },
    receipt: async () => {
      const mine = await t.call(userA, 'GET', `/api/v1/receipts/?venue[]=${A.venue}&limit=1000`);
      expect(mine.body.data.length, 'tenant A has receipts').toBeGreaterThan(0);
      const payment = mine.body.data[0].payment;
      for (const q of ['', `venue[]=${A.venue}&`, `payment[]=${payment}&`]) {
        const res = await t.call(userB, 'GET', `/api/v1/receipts/?${q}limit=1000`);
        expect(res.status, q).toBeLessThan(500);
        if (res.status === 200) expect(JSON.stringify(res.body), q).not.toContain(A.venue);
      }
      for (const kind of ['customer', 'merchant', 'combined', 'full']) {
        expect((await t.call(userA, 'GET', `/api/v1/export/${kind}?payment=${payment}`)).status, kind).toBe(200);
        expect((await t.call(userB, 'GET', `/api/v1/export/${kind}?payment=${payment}`)).status, kind).toBe(404);
      }
    },
    tip: async () => {
      const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
      const range = `${A.venue}/${day(-30)}/${day(0)}`;
      expect((await t.call(userA, 'GET', `/api/v2/tips/${range}`)).status).toBe(200);
      expect((await t.call(userB, 'GET', `/api/v2/tips/${range}`)).status).toBe(404);
      expect((await t.call(userB, 'GET', `/api/v1/export/tips/${range}`)).status).toBe(404);
    },
  };

  it('covers every tenant-scoped entity: a generic row or a row of its own', () => {
    const uncovered = [...registry.values()].filter((e) => e.def['x-scope'] !== 'global' && !e.api.list && !ownRoutes[e.id]).map((e) => e.id);
    expect(uncovered).toEqual([]);
  });

  it.each(Object.keys(ownRoutes))('%s: group B cannot read, pay, claim or export group A records through its own routes', async (id) => {
    const tables = ['provision', 'sepa', 'payment', 'transaction', 'order', 'venue'];
    const snapshot = () => Promise.all(tables.map((tb) => t.db.kysely.selectFrom(tb as 'venue').selectAll().orderBy('_id').execute()));
    const before = await snapshot();
    await ownRoutes[id]();
    expect(await snapshot()).toEqual(before);
  });

  it('group B cannot create records inside group A', async () => {
    const table = t.services.registry.get('table')!;
    expect((await t.call(userB, 'POST', url(table, 'create', { venue: A.venue }), { number: '77' })).status).toBe(404);
    const company = await t.call(userB, 'POST', '/api/v1/dnd/company', { venue: A.venue, name: 'X', companyCode: 'HACK1' });
    expect(company.status).toBe(404);
    const user = await t.call(userB, 'POST', '/api/v1/auth/user', { name: 'x', email: 'x-hack@example.com', password: PASSWORD, role: 'staff', customerGroup: A.customerGroup });
    expect(user.status).toBe(422);
    const venue = await t.call(userB, 'POST', '/api/v1/general/venue', { name: 'Hack', readableId: 'HACK', customerGroup: A.customerGroup });
    expect(venue.status).toBe(422);
    expect((await t.call(userB, 'GET', `/api/v1/dnd/company/venue/${A.venue}`)).status).toBe(404);
  });

  it('venue users see only their venues and the venues of their labels', async () => {
    const operator = await t.login('operator@example.com');
    const staff = await t.login('staff@example.com');
    const op = await t.call(operator, 'GET', '/api/v1/general/venue/list');
    expect(op.body.data.map((v: any) => v.readableId).sort()).toEqual(['BH02', 'BM01']);
    const st = await t.call(staff, 'GET', '/api/v1/general/venue/list');
    expect(st.body.data.map((v: any) => v.readableId)).toEqual(['BM01']);
  });

  it('a user without the view permission gets 403, without a token 401', async () => {
    const staff = await t.login('staff@example.com');
    const res = await t.call(staff, 'GET', `/api/v1/general/venue/${A.venue}/tables`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.call(null, 'GET', '/api/v1/general/venue/list')).status).toBe(401);
  });
});
