import type { ApiSpec, EntityDef } from '../../schemas/_meta';

/** The CRUD operations every entity may offer, in the order routes are registered. */
export const OPERATIONS = [
  'list', 'all', 'query', 'bulkUpdate', 'bulkDelete', 'show', 'create', 'update', 'delete', 'hardDelete',
] as const;
export type Operation = (typeof OPERATIONS)[number];

export interface ResolvedCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** full path below the API root, e.g. `v1/general/venue/{venue}/tables` */
  path: string;
}

/** The generic convention of spec section 7 (bulk calls are ours, see DESIGN.md). */
const GENERIC: Record<Operation, string> = {
  list: 'GET /',
  all: 'GET all',
  query: 'GET query',
  show: 'GET {id}',
  create: 'POST /',
  update: 'PATCH {id}',
  delete: 'DELETE {id}',
  hardDelete: 'DELETE {id}/hard',
  bulkUpdate: 'PATCH bulk',
  bulkDelete: 'DELETE bulk',
};

export function defaultBase(entityId: string): string {
  return `v1/${entityId.toLowerCase()}`;
}

/**
 * `'METHOD path'` below `base`; a leading `../` climbs one segment of the base, for the spec's
 * calls beside an entity's base (`POST ../validation/readableId` of `v1/general/venue`).
 */
export function parseCall(base: string, spec: string): ResolvedCall {
  const [method, rel] = spec.split(' ') as [ResolvedCall['method'], string];
  let tail = rel === '/' ? '' : rel.replace(/^\//, '');
  const segments = base.split('/');
  while (tail.startsWith('../')) {
    if (segments.length < 2) throw new Error(`${spec} climbs above the API version of ${base}`);
    segments.pop();
    tail = tail.slice(3);
  }
  const from = segments.join('/');
  return { method, path: tail ? `${from}/${tail}` : from };
}

/** x-api merged over the generic convention; operations declared `false` are absent. */
export function resolveApi(def: Pick<EntityDef, '$id' | 'x-api'>): Partial<Record<Operation, ResolvedCall>> {
  const api: ApiSpec = def['x-api'] ?? { base: defaultBase(def.$id) };
  const out: Partial<Record<Operation, ResolvedCall>> = {};
  for (const op of OPERATIONS) {
    const spec = api[op] ?? GENERIC[op];
    if (spec !== false) out[op] = parseCall(api.base, spec);
  }
  return out;
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Fills `{param}` placeholders; throws when one is missing so a wrong URL is never sent. */
export function fillPath(path: string, params: Record<string, string | number | undefined>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
