import type { EntityDef } from '../../schemas/_meta';
import { resolveApi, type Operation, type ResolvedCall } from './apiSpec';

/** A declaration plus what every consumer derives from it, computed once. */
export interface Entity {
  id: string;
  def: EntityDef;
  /** storage table name */
  table: string;
  api: Partial<Record<Operation, ResolvedCall>>;
  /** properties a client may send (not readOnly) */
  writable: string[];
  /** properties never sent back (writeOnly) */
  hidden: string[];
}

export type Registry = ReadonlyMap<string, Entity>;

export function snakeCase(s: string): string {
  return s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/-/g, '_');
}

export function makeEntity(def: EntityDef): Entity {
  const props = def.properties;
  return {
    id: def.$id,
    def,
    table: snakeCase(def.$id),
    api: resolveApi(def),
    writable: Object.keys(props).filter((k) => !props[k].readOnly),
    hidden: Object.keys(props).filter((k) => props[k].writeOnly),
  };
}

export function makeRegistry(defs: readonly EntityDef[]): Registry {
  return new Map(defs.map((d) => [d.$id, makeEntity(d)]));
}

/** Columns every entity table has besides the JSON document, keyed by their record name. */
export const SYSTEM_FIELDS = {
  _id: '_id',
  venue: 'venue',
  customerGroup: 'customer_group',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  deletedAt: 'deleted_at',
} as const;
export type SystemField = keyof typeof SYSTEM_FIELDS;

export const isSystemField = (field: string): field is SystemField => Object.hasOwn(SYSTEM_FIELDS, field);

/** The JSON type of a top-level field, system fields included. */
export function fieldType(entity: Entity, field: string): string | undefined {
  if (isSystemField(field)) return 'string';
  // Own properties only: a request may name `constructor` or `__proto__`.
  if (!Object.hasOwn(entity.def.properties, field)) return undefined;
  const t = entity.def.properties[field]?.type;
  return Array.isArray(t) ? t.find((x: string) => x !== 'null') : t;
}
