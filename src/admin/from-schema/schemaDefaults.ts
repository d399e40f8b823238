import type { Entity } from '../../core/registry';

/** The create form starts from the schema's defaults (e.g. a new table is active). */
export function schemaDefaults(entity: Entity): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of entity.writable) {
    const d = entity.def.properties[key].default;
    if (d !== undefined) out[key] = structuredClone(d);
  }
  return out;
}
