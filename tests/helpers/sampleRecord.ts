import type { Entity } from '../../src/core/registry';

let counter = 0;

/** Values a format accepts; unique-looking so unique indexes never collide between samples. */
function forFormat(format: string, n: number): unknown {
  switch (format) {
    case 'email': return `sample${n}@example.com`;
    case 'password': return 'Sample123!';
    case 'phone': return '+491234567' + String(n).padStart(4, '0').slice(-4);
    case 'iban': return 'DE89370400440532013000';
    case 'identifier': return 'sample_' + 'abcdefghij'.split('').map((c, i) => (n >> i) & 1 ? c : '').join('') + 'x';
    case 'date-time': return new Date().toISOString();
    case 'dateOnly': return '2026-01-01';
    case 'time': return '09:00';
    case 'url': return 'example.com';
    case 'simpleUrl': return 'https://example.com';
    case 'price': return '1.99';
    case 'vatNumber': return 'DE123456789';
    case 'uuid': return `00000000-0000-4000-8000-${String(n).padStart(12, '0').slice(-12)}`;
    default: return undefined;
  }
}

/** The entity a property references (`x-ref` on the property or, for a list, on its items). */
export function refTargetOf(schema: any): string | undefined {
  return schema?.['x-ref'] ?? schema?.items?.['x-ref'];
}

function value(name: string, schema: any, refs: Record<string, string>, n: number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  // A pattern no generated text fits (a month YYYY-MM) names its sample in `examples`.
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  const target = refTargetOf(schema);
  if (target) return refs[target] === undefined ? undefined : schema.type === 'array' ? [refs[target]] : refs[target];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') {
    const f = schema.format && forFormat(schema.format, n);
    if (f !== undefined) return f;
    const candidates = [`${name}-${n}`, `${name}_${n}`.toLowerCase(), `s${n}`];
    const re = schema.pattern ? new RegExp(schema.pattern) : null;
    const fit = (s: string) => s.slice(0, schema.maxLength ?? 100).padEnd(schema.minLength ?? 0, 'x');
    return candidates.map(fit).find((s) => !re || re.test(s));
  }
  if (type === 'number' || type === 'integer') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  // A list of choices gets the first; other lists start empty unless they must not be.
  if (type === 'array') return schema.items?.enum || schema.minItems ? [value(name, schema.items ?? {}, refs, n)] : [];
  if (type === 'object') {
    // Its required members, or else its first one (a translatable text gets its German text).
    const props: Record<string, any> = schema.properties ?? {};
    const names: string[] = schema.required ?? Object.keys(props).slice(0, 1);
    return Object.fromEntries(names.map((k) => [k, value(k, props[k] ?? {}, refs, n)]).filter(([, v]) => v !== undefined));
  }
  return undefined;
}

/** A value `field` accepts, as a sample record would carry it. */
export function sampleValue(entity: Entity, field: string, refs: Record<string, string> = {}): unknown {
  return value(field, entity.def.properties[field], refs, ++counter + Math.floor(Math.random() * 1e6));
}

/**
 * The fields a sample record fills: the required ones, those search and unique indexes name,
 * and those the schema's `x-sample` asks for (a hook's rule its types cannot say).
 */
export function sampleFields(entity: Entity): string[] {
  const props = entity.def.properties;
  const wanted = new Set([...(entity.def.required ?? []), ...(entity.def['x-search'] ?? []), ...(entity.def['x-sample']?.fill ?? [])]);
  for (const entry of entity.def['x-unique'] ?? []) for (const f of typeof entry === 'string' ? [entry] : entry) wanted.add(f);
  return [...wanted].filter((name) => name in props && !props[name].readOnly);
}

/**
 * A valid create body for any entity, built from its schema. `refs` names an existing record per
 * referenced entity (venue, role, ...). `overrides` wins over generated values.
 */
export function sampleRecord(entity: Entity, refs: Record<string, string>, overrides: Record<string, unknown> = {}, omit: string[] = []): Record<string, unknown> {
  const n = ++counter + Math.floor(Math.random() * 1e6);
  const props = entity.def.properties;
  const out: Record<string, unknown> = {};
  for (const name of sampleFields(entity)) {
    if (omit.includes(name)) continue;
    const v = value(name, props[name], refs, n);
    if (v !== undefined) out[name] = v;
  }
  return { ...out, ...overrides };
}
