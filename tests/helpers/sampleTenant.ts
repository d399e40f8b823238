import { fillPath } from '../../src/core/apiSpec';
import type { Entity, Registry } from '../../src/core/registry';
import { refTargetOf, sampleFields, sampleRecord } from './sampleRecord';
import type { TestApp } from './testApp';

/** The field a reference stores: `_id`, or else the target's single unique field (a role's slug). */
function refKey(schema: any, target: Entity): string {
  const single = schema['x-ref'] ? schema : schema.items;
  const unique = (target.def['x-unique'] ?? []).find((u): u is string => typeof u === 'string');
  return single.format === 'objectId' || !unique ? '_id' : unique;
}

export interface SampleTenant {
  customerGroup: string;
  venue: string;
  /** a record of entity `id` inside the tenant, created once (with what it references) and kept */
  ensure(id: string): Promise<any>;
  /** creates a sample of `entity` inside the tenant (sent with `as`, else the tenant's token); its references are created first */
  create(entity: Entity, overrides?: Record<string, unknown>, as?: string): Promise<{ status: number; body: any }>;
}

/**
 * Sample records made through the API, all inside one customer group and one of its venues:
 * a record's references (`x-ref`) point at sample records of their targets, made first and in
 * dependency order. Without `roots`, the group and the venue are samples themselves (a fresh
 * tenant, so no seeded record's unique index is in the way).
 */
export async function sampleTenant(t: TestApp, token: string, registry: Registry, roots?: { customerGroup: string; venue: string }): Promise<SampleTenant> {
  const made = new Map<string, Promise<any>>();
  const tenant = { customerGroup: '', venue: '' };

  const ensure = (id: string): Promise<any> => {
    if (!made.has(id)) {
      made.set(id, (async () => {
        const res = await create(registry.get(id)!);
        if (res.status !== 201) throw new Error(`sample ${id}: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body.data;
      })());
    }
    return made.get(id)!;
  };

  async function create(entity: Entity, overrides: Record<string, unknown> = {}, as = token) {
    const props = entity.def.properties;
    const path = entity.api.create!.path;
    const refs: Record<string, string> = {};
    for (const field of sampleFields(entity)) {
      const target = refTargetOf(props[field]);
      if (!target || target === entity.id || field in overrides) continue;
      refs[target] = (await ensure(target))[refKey(props[field], registry.get(target)!)];
    }
    // The tenant's own fields, wherever the record has them and the path does not carry them.
    const own: Record<string, unknown> = {};
    for (const f of ['customerGroup', 'venue'] as const) {
      if (f in props && !props[f].readOnly && !path.includes(`{${f}}`) && tenant[f]) own[f] = tenant[f];
    }
    const omit = path.includes('{venue}') ? ['venue'] : [];
    const body = sampleRecord(entity, refs, { ...own, ...overrides }, omit);
    return t.call(as, entity.api.create!.method, '/api/' + fillPath(path, { venue: tenant.venue }), body);
  }

  if (roots) {
    Object.assign(tenant, roots);
    made.set('customerGroup', Promise.resolve({ _id: roots.customerGroup }));
    made.set('venue', Promise.resolve({ _id: roots.venue }));
  } else {
    tenant.customerGroup = (await ensure('customerGroup'))._id;
    tenant.venue = (await ensure('venue'))._id;
  }
  return { ...tenant, ensure, create };
}
