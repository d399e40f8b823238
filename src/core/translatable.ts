import type { Entity } from './registry';

/** A property holding one text per content language (`{ de, en, … }`, schemas/_fragments/translatable.ts). */
export function isTranslatableProp(prop: unknown): boolean {
  return (prop as { 'x-ui'?: { widget?: string } } | undefined)?.['x-ui']?.widget === 'translatable';
}

/** Whether a top-level field of the entity is translatable (own properties only: names come from requests). */
export function isTranslatableField(entity: Entity, field: string): boolean {
  return Object.hasOwn(entity.def.properties, field) && isTranslatableProp(entity.def.properties[field]);
}

/** The field that names a record: x-ui.titleField, else `name` when the entity has one. */
export function titleFieldOf(entity: Entity): string | undefined {
  return entity.def['x-ui']?.titleField ?? (Object.hasOwn(entity.def.properties, 'name') ? 'name' : undefined);
}
