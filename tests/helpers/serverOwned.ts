import type { Entity } from '../../src/core/registry';

/** A value of the member's type, so only its being server-owned can refuse it. */
function valueOf(schema: any): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[schema.enum.length - 1];
  const type = Array.isArray(schema.type) ? schema.type.find((x: string) => x !== 'null') : schema.type;
  if (type === 'string') return schema.format === 'date-time' ? new Date().toISOString() : schema.format === 'objectId' ? 'eeeeeeeeeeeeeeeeeeeeeeee' : 'x';
  if (type === 'integer' || type === 'number') return (schema.minimum ?? 0) + 1;
  if (type === 'boolean') return !(schema.default ?? false);
  if (type === 'array') return [];
  return {};
}

/**
 * Every member the server owns (readOnly), at any depth below writable ones, and the record's id
 * and timestamps, as a top-level
 * body entry that sets it (`{refunds: [{amount: 1}]}` for a member of a list's items) and the
 * dotted path a refusal names.
 */
export function serverOwned(entity: Entity): { path: string; field: string; value: unknown }[] {
  const out: { path: string; field: string; value: unknown }[] = [];
  const walk = (field: string, schema: any, steps: string[]): void => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.readOnly) {
      const value = steps.reduceRight<unknown>((inner, s) => (s === '*' ? [inner] : { [s]: inner }), valueOf(schema));
      out.push({ field, value, path: [field, ...steps.map((s) => (s === '*' ? '0' : s))].join('.') });
      return;
    }
    if (schema.items) walk(field, schema.items, [...steps, '*']);
    for (const [k, v] of Object.entries<any>(schema.properties ?? {})) walk(field, v, [...steps, k]);
  };
  for (const [field, schema] of Object.entries<any>(entity.def.properties)) walk(field, schema, []);
  // The columns every record has: its id and timestamps.
  for (const field of ['_id', 'createdAt', 'updatedAt', 'deletedAt']) out.push({ field, path: field, value: field === '_id' ? 'eeeeeeeeeeeeeeeeeeeeeeee' : '2020-01-01T00:00:00.000Z' });
  return out;
}
