let counter = 0;

/** Values of the formats the document uses, in the shapes the server accepts. */
function forFormat(format: string, n: number): unknown {
  switch (format) {
    case 'email': return `traffic${n}@example.com`;
    case 'password': return 'Sample123!';
    case 'phone': return `+4912345${String(n).padStart(4, '0').slice(-4)}`;
    case 'iban': return 'DE89370400440532013000';
    case 'identifier': return `traffic_${n}`;
    case 'date-time': return new Date().toISOString();
    case 'date': case 'dateOnly': return '2026-01-01';
    case 'time': return '09:00';
    case 'url': return 'example.com';
    case 'simpleUrl': case 'uri': return 'https://example.com';
    case 'price': return '1.99';
    case 'decimal': return '1.5';
    case 'vatNumber': return 'DE123456789';
    case 'germanTaxNumber': return '21/815/08150';
    case 'uuid': return `00000000-0000-4000-8000-${String(n).padStart(12, '0').slice(-12)}`;
    default: return undefined;
  }
}

/**
 * A request body built from the document's own request schema: its required members (and the
 * members of a required object), `const`/enum/examples first, formats by their meaning, and
 * references (`x-ref`, or a 24-hex id field) corrected with a real id from `idFor(entity or field name)`.
 */
export function sampleFromSchema(doc: any, schema: any, idFor: (name: string) => string | undefined, name = 'value', depth = 0): unknown {
  const n = ++counter;
  if (schema?.$ref) return sampleFromSchema(doc, doc.components.schemas[schema.$ref.split('/').pop()], idFor, name, depth);
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((v: unknown) => v !== null);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined && typeof schema.default !== 'object') return schema.default;
  for (const key of ['anyOf', 'oneOf'] as const) if (schema[key]) return sampleFromSchema(doc, schema[key].find((s: any) => s.type !== 'null') ?? schema[key][0], idFor, name, depth + 1);
  // allOf beside properties holds conditions (if/then of x-required-when), which the corrections
  // satisfy; without properties it composes the object.
  if (schema.allOf && !schema.properties) return Object.assign({}, ...schema.allOf.map((s: any) => sampleFromSchema(doc, s, idFor, name, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  const target = schema['x-ref'] ?? schema.items?.['x-ref'];
  if (type === 'string') {
    if (target || schema.format === 'objectId' || schema.pattern === '^[0-9a-f]{24}$') return idFor(target ?? name);
    const f = schema.format && forFormat(schema.format, n);
    if (f !== undefined) return f;
    const re = schema.pattern ? new RegExp(schema.pattern) : null;
    const fit = (s: string) => s.slice(0, schema.maxLength ?? 100).padEnd(schema.minLength ?? 0, 'x');
    return [`${name}-${n}`, `${name}_${n}`.toLowerCase(), `S${n}`, `${n}`, 'AB'].map(fit).find((s) => !re || re.test(s)) ?? fit(`${name}${n}`);
  }
  if (type === 'number' || type === 'integer') return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  if (type === 'boolean') return true;
  if (type === 'array') {
    const item = sampleFromSchema(doc, { ...schema.items, ...(target ? { 'x-ref': target } : {}) }, idFor, name, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (type === 'object' || schema.properties) {
    const props: Record<string, any> = schema.properties ?? {};
    const out: Record<string, unknown> = {};
    // No required member but at least one wanted (a partial update): the first one.
    const wanted = schema.required?.length ? schema.required : schema.minProperties ? Object.keys(props).slice(0, schema.minProperties) : [];
    for (const key of wanted) {
      const v = sampleFromSchema(doc, props[key] ?? { type: 'string' }, idFor, key, depth + 1);
      if (v !== undefined) out[key] = v;
    }
    return out;
  }
  return undefined;
}
