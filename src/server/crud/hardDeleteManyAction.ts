import type { Registry } from '../../core/registry';
import type { ActionContext } from './EntityHooks';

/** Top-level id lists of any entity that name records of `target` (article.tags → tag, venue.printGroups → printGroup). */
export function referencingLists(registry: Registry, target: string): { entity: string; field: string }[] {
  const out: { entity: string; field: string }[] = [];
  for (const entity of registry.values()) {
    for (const [field, prop] of Object.entries<any>(entity.def.properties)) {
      if (prop.type === 'array' && prop.items?.['x-ref'] === target && !prop.readOnly) out.push({ entity: entity.id, field });
    }
  }
  return out;
}

/**
 * `DELETE … { <key>: [ids] }` of tags, trade groups and print groups: hard delete, all or
 * nothing, and in the same transaction the ids leave every list that named them (articles,
 * option groups, venues), so no record keeps pointing at something that no longer exists.
 */
export function hardDeleteManyAction(key: string) {
  return ({ entity, principal, body, services }: ActionContext) => {
    const ids: string[] = body[key];
    const gone = new Set(ids);
    return services.items.transaction(async (items) => {
      const result = await items.bulkDelete(entity, principal, ids, true);
      for (const ref of referencingLists(services.registry, entity.id)) {
        const holder = services.registry.get(ref.entity)!;
        const rows = await items.all(holder, principal, { filters: { [ref.field]: ids }, ranges: {}, sort: 'createdAt', direction: 'asc' });
        for (const row of rows) {
          await items.update(holder, principal, row._id as string, { [ref.field]: (row[ref.field] as string[]).filter((id) => !gone.has(id)) }, {}, 'unlink');
        }
      }
      return result;
    });
  };
}
