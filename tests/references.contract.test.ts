import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../src/core/apiSpec';
import type { Entity } from '../src/core/registry';
import { refFields, refValue, type RefField } from '../src/core/refFields';
import { accessFor } from '../src/server/crud/crudPlugin';
import { loadSchemas } from '../src/server/registry/loadSchemas';
import { sampleTenant, type SampleTenant } from './helpers/sampleTenant';
import type { TestApp } from './helpers/testApp';
import { twoTenants, type TwoTenants } from './helpers/twoTenants';

/**
 * The reference matrix: every reference a client writes (x-ref, at any depth) of every entity
 * with a create call is refused when it names another brand's record, on create and on update,
 * and A's own record of the same target is accepted (so the case cannot pass by refusing all).
 * The cases come from the registry: a reference added to a schema is covered with no edit here.
 */
let t: TestApp;
let admin: string;
let userA: string;
let A: TwoTenants['A'];
let tenantB: SampleTenant;

beforeAll(async () => {
  ({ t, admin, userA, A, tenantB } = await twoTenants());
});
afterAll(() => t.close());

const registry = await loadSchemas();

function url(entity: Entity, op: keyof Entity['api'], params: Record<string, string>) {
  return '/api/' + fillPath(entity.api[op]!.path, params);
}

describe('references stay inside the brand', () => {
  // Every reference a client writes, at any depth, of every entity with a create call (the
  // tenant columns themselves, venue and customerGroup, have the rows above).
  const refCases = [...registry.values()].filter((e) => e.api.create).flatMap((e) => refFields(e.def)
    .filter((r) => r.steps.length || !['venue', 'customerGroup'].includes(r.field))
    .map((r) => ({ name: `${e.id}.${[r.field, ...r.steps].join('.')}`, entity: e.id, ref: r })));

  /** The dotted path of the one reference `refValue` builds. */
  const pathOf = (ref: RefField) => [ref.field, ...ref.steps.map((s) => (s === '*' ? '0' : s))].join('.');

  /** B's record of the reference's target, by what the reference stores (a role by its slug). */
  async function foreign(ref: RefField): Promise<string> {
    const target = t.services.registry.get(ref.target)!;
    const rec = await tenantB.ensure(ref.target);
    const unique = (target.def['x-unique'] ?? []).find((u): u is string => typeof u === 'string');
    return rec[ref.byId || !unique ? '_id' : unique];
  }

  /** Refused on the reference's path (a hook's own earlier check may refuse on the field, or 404 a venue). */
  function expectRefused(res: { status: number; body: any }, ref: RefField, what: string) {
    expect([404, 422], `${what}: ${JSON.stringify(res.body)}`).toContain(res.status);
    if (res.status === 422) expect(res.body.errors.map((e: any) => e.path), what).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${pathOf(ref).replace(/\./g, '\\.')}|${ref.field})$`))]));
  }

  it.each(refCases)('$name: a record of group A cannot name a record of group B (create and update)', async ({ entity: id, ref }) => {
    const entity = t.services.registry.get(id)!;
    // The caller: A's user, or the admin where writing is admin-only. The admin's scope is every
    // brand, so naming another brand as such (a cup code's brands) is its right; anything inside
    // a brand (a venue, a tag, a label) must still be the record's own.
    const actor = (op: 'create' | 'update') => (accessFor(entity, op) === 'admin' ? admin : userA);
    const bad = { [ref.field]: refValue(ref, await foreign(ref)) };
    // A's records this case names are its own (an inventory entry's products are counted once).
    const own = await sampleTenant(t, admin, t.services.registry, { customerGroup: A.customerGroup, venue: A.venue });
    const brandItself = t.services.registry.get(ref.target)!.def['x-scope'] === 'customerGroupSelf';
    if (!(brandItself && actor('create') === admin)) {
      const before = await t.db.kysely.selectFrom(entity.table).select(({ fn }) => fn.countAll().as('n')).executeTakeFirst();
      expectRefused(await own.create(entity, bad, actor('create')), ref, 'create');
      expect(await t.db.kysely.selectFrom(entity.table).select(({ fn }) => fn.countAll().as('n')).executeTakeFirst()).toEqual(before);
    }
    if (!entity.api.update || (brandItself && actor('update') === admin)) return;
    const made = await own.create(entity);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rec = made.body.data;
    const stored = await t.db.kysely.selectFrom(entity.table).selectAll().where('_id', '=', rec._id).executeTakeFirst();
    const p = { venue: A.venue, customerGroup: A.customerGroup, id: rec._id };
    expectRefused(await t.call(actor('update'), entity.api.update.method, url(entity, 'update', p), bad), ref, 'update');
    expect(await t.db.kysely.selectFrom(entity.table).selectAll().where('_id', '=', rec._id).executeTakeFirst()).toEqual(stored);
    // Control: A's own record of the target is accepted (a new venue has no trade groups of its own yet).
    const target = t.services.registry.get(ref.target)!;
    if (target.def['x-scope'] === 'venue' && (rec.venue ?? rec._id) !== A.venue) return;
    const mine = await own.ensure(ref.target);
    const unique = (target.def['x-unique'] ?? []).find((u): u is string => typeof u === 'string');
    const good = { [ref.field]: refValue(ref, mine[ref.byId || !unique ? '_id' : unique]) };
    const res = await t.call(actor('update'), entity.api.update.method, url(entity, 'update', p), good);
    expect(res.status, `control: ${JSON.stringify(res.body)}`).toBe(200);
  });

});
