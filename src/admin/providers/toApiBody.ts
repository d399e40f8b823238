import type { Entity } from '../../core/registry';

/** Never sent: identity and timestamps belong to the server. */
const SYSTEM_KEYS = new Set(['id', '_id', 'createdAt', 'updatedAt', 'deletedAt']);

export interface ApiBodyOptions {
  mode: 'create' | 'update';
  /** the call's path carries `{venue}`: the server takes the venue from there, not the body */
  venueInPath?: boolean;
}

/**
 * A request body from form data: without `_id`/`id`/timestamps, without the entity's readOnly
 * properties, and on update without its writeOnly ones (the server rejects them: a password
 * changes through the password calls). On create, empty values (null/undefined) are left out
 * since there is nothing to unset; on update a null stays, meaning "clear this field". A secret
 * (`x-secret`) is sent only when typed in.
 */
export function toApiBody(entity: Entity, data: Record<string, unknown>, { mode, venueInPath = false }: ApiBodyOptions): Record<string, unknown> {
  const props = entity.def.properties;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (SYSTEM_KEYS.has(key) || props[key]?.readOnly || (mode === 'update' && props[key]?.writeOnly && !props[key]?.['x-secret'])) continue;
    // An empty secret input means "keep the stored one": it is left out, never sent as a clear.
    if (props[key]?.['x-secret'] && (value === null || value === '')) continue;
    if (venueInPath && key === 'venue') continue;
    if (value === undefined || (mode === 'create' && value === null)) continue;
    out[key] = value;
  }
  return out;
}
