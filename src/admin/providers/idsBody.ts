import type { ActionSpec } from '../../../schemas/_meta';

interface BodySchema {
  properties?: Record<string, { type?: unknown }>;
}

/**
 * Where an action's body takes the selected ids: `ids` when the body schema has it (or declares
 * no body at all), else its only array property (`POST tables/export` takes `items`), else
 * nowhere: the ids then only fill `{id}` (a body like `{ comment }` is closed to extra keys).
 */
export function idsBodyKey(spec: Pick<ActionSpec, 'body'>): string | null {
  const schema = spec.body as BodySchema | undefined;
  if (!schema?.properties) return 'ids';
  if ('ids' in schema.properties) return 'ids';
  const arrays = Object.entries(schema.properties).filter(([, p]) => p.type === 'array');
  return arrays.length === 1 ? arrays[0][0] : null;
}
