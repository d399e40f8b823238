import type { Entity } from '../../core/registry';

/** The x-ui.filter properties of an entity a user can see: [name, filter kind] in schema order. */
export function schemaFilterFields(entity: Entity): [string, string][] {
  return Object.entries(entity.def.properties)
    .filter(([name, p]) => p['x-ui']?.filter && !entity.hidden.includes(name))
    .map(([name, p]) => [name, p['x-ui'].filter as string]);
}

/** Whether the list has the free-text `q` box: a 'search' filter field or server-side x-search fields. */
export function hasSchemaSearch(entity: Entity): boolean {
  return schemaFilterFields(entity).some(([, kind]) => kind === 'search') || !!entity.def['x-search']?.length;
}

/** Whether the list has filters a user adds from the filter menu (all but the search box). */
export function hasTogglableFilters(entity: Entity): boolean {
  return schemaFilterFields(entity).some(([, kind]) => kind !== 'search');
}
