import type { Entity, Registry } from '../core/registry';
import { menuRegistry } from './menuRegistry';

/**
 * react-admin mounts a resource at `/<name>/*`, so the resource name must be the spec's route
 * (`/auditing` for the `audit` entity, `/customerGroupProprty` for customer group properties).
 * Everything that talks to the providers or the registry goes through these two functions.
 */
export function resourceName(entity: Entity): string {
  const route = entity.def['x-ui']?.route ?? `/${entity.id}`;
  return route.replace(/^\//, '').split('/')[0];
}

const index = (registry: Registry) => new Map([...registry.values()].map((e) => [resourceName(e), e]));

let current: Registry = menuRegistry;
let byName = index(current);

/**
 * Called by src/admin/registry.ts when the full declarations have loaded (with the signed-in
 * shell): from then on entityOf() answers full entities. Before, only the summaries (no
 * properties) are known, which is all the sign-in page and the providers' routing need.
 */
export function adoptFullRegistry(registry: Registry): void {
  current = registry;
  byName = index(registry);
}

/** The entity behind a react-admin resource name (or an entity id, which is accepted too). */
export function entityOf(name: string | undefined): Entity | undefined {
  if (!name) return undefined;
  return byName.get(name) ?? current.get(name);
}
