import type { Entity } from '../core/registry';
import { registry } from './registry';

/**
 * react-admin mounts a resource at `/<name>/*`, so the resource name must be the spec's route
 * (`/auditing` for the `audit` entity, `/customerGroupProprty` for customer group properties).
 * Everything that talks to the providers or the registry goes through these two functions.
 */
export function resourceName(entity: Entity): string {
  const route = entity.def['x-ui']?.route ?? `/${entity.id}`;
  return route.replace(/^\//, '').split('/')[0];
}

const byName = new Map([...registry.values()].map((e) => [resourceName(e), e]));

/** The entity behind a react-admin resource name (or an entity id, which is accepted too). */
export function entityOf(name: string | undefined): Entity | undefined {
  if (!name) return undefined;
  return byName.get(name) ?? registry.get(name);
}
