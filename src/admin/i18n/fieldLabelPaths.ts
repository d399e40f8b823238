import type { EntityDef } from '../../../schemas/_meta';

interface PropertySchema {
  type?: string | string[];
  properties?: Record<string, PropertySchema>;
  items?: PropertySchema;
  'x-ui'?: { widget?: string };
}

/** Widgets that edit the whole value at once, so their inner fields get no labels of their own. */
const OPAQUE_WIDGETS = new Set(['json', 'translatable']);

const isObject = (s: PropertySchema | undefined): s is PropertySchema & { properties: Record<string, PropertySchema> } =>
  !!s && (s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'))) && !!s.properties;

function walk(schema: PropertySchema, path: string, out: string[]): void {
  out.push(path);
  if (OPAQUE_WIDGETS.has(schema['x-ui']?.widget ?? '')) return;
  // Array items have no index in the label key: react-admin's ArrayInput children label as
  // `<array>.<field>` (resources.venue.fields.deliveryFeeTiers.from).
  const inner = isObject(schema) ? schema : schema.type === 'array' && isObject(schema.items) ? schema.items : null;
  if (!inner) return;
  for (const [key, sub] of Object.entries(inner.properties)) walk(sub, `${path}.${key}`, out);
}

/**
 * Every field label an entity needs, as dotted paths below `resources.<entity>.fields.`: its
 * properties and, recursively, the properties of nested objects and of array items (except
 * JSON and translatable widgets). The catalogues store nested paths as flat dotted keys, so a
 * parent ("payment") and its children ("payment.cash") can both have a label.
 */
export function fieldLabelPaths(def: Pick<EntityDef, 'properties'>): string[] {
  const out: string[] = [];
  for (const [key, schema] of Object.entries(def.properties as Record<string, PropertySchema>)) walk(schema, key, out);
  return out;
}
