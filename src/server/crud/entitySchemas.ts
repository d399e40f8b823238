import { requiredWhenSchema } from '../../core/requiredWhen';
import type { Entity } from '../../core/registry';
import { OBJECT_ID } from './newId';

/**
 * Copies a property schema without admin-only keys (x-ui); `x-ref` stays as documentation. In a
 * request (`request`), members the server owns (readOnly, at any depth) are left out, so the
 * closed objects around them (the loader insists on additionalProperties: false) refuse them.
 */
function clean(schema: any, dropDefaults = false, request = false): any {
  if (Array.isArray(schema)) return schema.map((s) => clean(s, dropDefaults, request));
  if (!schema || typeof schema !== 'object') return schema;
  const out: any = {};
  const owned = (pv: any) => request && pv && typeof pv === 'object' && pv.readOnly === true;
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'x-ui' || (dropDefaults && k === 'default')) continue;
    if (k === 'properties') out[k] = Object.fromEntries(Object.entries(v as object).filter(([, pv]) => !owned(pv)).map(([pk, pv]) => [pk, clean(pv, false, request)]));
    else if (k === 'required' && request && Array.isArray(v) && schema.properties) out[k] = v.filter((r: string) => !owned(schema.properties[r]));
    else out[k] = clean(v, false, request);
  }
  return out;
}

export const idSchema = { type: 'string', pattern: OBJECT_ID, description: '24 hexadecimal characters' } as const;

function pick(entity: Entity, keys: readonly string[], dropDefaults = false, request = false) {
  return Object.fromEntries(keys.map((k) => [k, clean(entity.def.properties[k], dropDefaults, request)]));
}

/** A record as the API returns it: the leak stopper (write-only fields are not in it). */
export function recordSchema(entity: Entity) {
  const keys = Object.keys(entity.def.properties).filter((k) => !entity.hidden.includes(k));
  return {
    $id: `${entity.id}`,
    title: entity.def.title,
    type: 'object',
    properties: {
      _id: idSchema,
      ...pick(entity, keys),
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      deletedAt: { type: ['string', 'null'], format: 'date-time' },
    },
    required: ['_id', 'createdAt', 'updatedAt'],
    additionalProperties: false,
  };
}

/** A list row that may carry its live articles (the spec's `articles=true`, src/server/crud/embedArticles.ts). */
export function withArticlesSchema(entity: Entity) {
  const base = recordSchema(entity);
  return {
    ...base,
    $id: `${entity.id}.withArticles`,
    title: `${entity.def.title} (with articles)`,
    properties: { ...base.properties, articles: { type: 'array', items: { $ref: 'article#' }, description: 'live articles of this record, only with articles=true' } },
  };
}

export function createSchema(entity: Entity, omit: readonly string[] = []) {
  const keys = entity.writable.filter((k) => !omit.includes(k));
  return {
    $id: `${entity.id}.create`,
    title: `${entity.def.title} (create)`,
    type: 'object',
    properties: pick(entity, keys, false, true),
    required: (entity.def.required ?? []).filter((k) => keys.includes(k)),
    // fields only some values of another need (a piggy program's API key): the route refuses
    // their absence, and the document says which value needs which
    ...(entity.def['x-required-when'] ? { allOf: requiredWhenSchema(entity.def['x-required-when']) } : {}),
    additionalProperties: false,
  };
}

/** `null` clears an optional field (a cleared form input); required fields cannot be cleared. */
function nullable(schema: any): any {
  const out = { ...schema };
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

/**
 * Partial update: every field optional, no defaults (a default would overwrite stored values).
 * Write-only fields are set on create only: a user's password changes through the password calls,
 * which check the current password or the caller's rights, never through the generic update.
 * Write-only fields declared `x-secret` (provider credentials) are the exception: an update may
 * replace them, and one that leaves them out keeps them.
 */
export function updateSchema(entity: Entity, omit: readonly string[] = []) {
  const props = entity.def.properties;
  const keys = entity.writable.filter((k) => !omit.includes(k) && (!entity.hidden.includes(k) || props[k]['x-secret']));
  const required = new Set(entity.def.required ?? []);
  const properties = pick(entity, keys, true, true);
  for (const k of keys) if (!required.has(k)) properties[k] = nullable(properties[k]);
  return {
    $id: `${entity.id}.update`,
    title: `${entity.def.title} (update)`,
    type: 'object',
    properties,
    additionalProperties: false,
  };
}
