import type { Entity } from '../../core/registry';
import { parseLocaleNumber } from '../../core/validators';
import { propType } from './propType';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** One value as the API expects it, or undefined to leave it out. */
function convert(prop: any, value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (prop?.readOnly) return undefined;
  const type = propType(prop);
  const widget = prop?.['x-ui']?.widget;
  if ((widget === 'json' || (type === 'object' && !prop.properties) || (type === 'array' && widget === 'json')) && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      return value; // the JSON validator already stops the form; the server would reject it too
    }
  }
  if (type === 'number' || type === 'integer') {
    const n = parseLocaleNumber(value);
    return n === null ? value : n;
  }
  if (type === 'array' && Array.isArray(value)) {
    return value.map((item) => convert(prop.items ?? {}, item)).filter((item) => item !== undefined);
  }
  if (type === 'object' && prop.properties && value && typeof value === 'object') {
    const out = convertObject(prop.properties, value as Record<string, unknown>, !!prop.additionalProperties);
    return Object.keys(out).length ? out : undefined;
  }
  return value;
}

function convertObject(properties: Record<string, any>, values: Record<string, unknown>, keepExtra: boolean, clearBlank = false) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const prop = properties[key];
    if (!prop && !keepExtra) continue;
    const converted = prop ? convert(prop, value) : value;
    if (converted !== undefined) out[key] = converted;
    else if (clearBlank && prop && !prop.readOnly && isBlank(value)) out[key] = null;
  }
  return out;
}

/**
 * Form values → request body: only declared, writable properties; typed number text becomes a
 * number, JSON text an object. Blank values are left out on create; on edit a blank top-level
 * field is sent as null, the data provider's "clear this field" (it sends only what changed, so
 * a field that was empty before is not sent at all). System fields (id, dates) and the
 * `__upload` placeholders are dropped because they are not properties.
 */
export function toPayload(entity: Entity, values: Record<string, unknown>, mode: 'create' | 'edit'): Record<string, unknown> {
  const writable = Object.fromEntries(entity.writable.map((k) => [k, entity.def.properties[k]]));
  return convertObject(writable, values, false, mode === 'edit');
}
