import type { Entity } from '../../core/registry';
import { listColumns } from './listColumns';
import { schemaFilterFields } from './schemaFilterFields';

/**
 * The entities a generated list names in its columns and filters (`x-ref`): their declarations
 * load with the list. A form references more (every reference input), and loads them all.
 */
export function listRefs(entity: Entity): string[] {
  const props = entity.def.properties;
  const shown = new Set([...listColumns(entity).map((c) => c.name), ...schemaFilterFields(entity).map(([name]) => name)]);
  const refs = new Set<string>();
  for (const name of shown) {
    const ref = props[name]?.['x-ref'] ?? props[name]?.items?.['x-ref'];
    if (typeof ref === 'string' && ref !== entity.id) refs.add(ref);
  }
  return [...refs].sort();
}
