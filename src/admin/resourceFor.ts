import type { ComponentType } from 'react';
import type { AccessRule } from '../core/permissions';
import type { Entity } from '../core/registry';
import { cachedLoad } from './recovery/cachedLoad';
import { lazyRetry } from './recovery/lazyRetry';
import type { OverrideRoute, ResourceOverride } from './ResourceOverride';

// Lazy: an override (and everything it imports) loads when its resource is first opened.
const overrideModules = import.meta.glob<{ default: ResourceOverride }>('/resources/*/index.ts');

// The generated views are shared by every resource; each is its own chunk, loaded on first use.
const SchemaList = lazyRetry(() => import('./from-schema/SchemaList').then((m) => ({ default: m.SchemaList })));
const SchemaCreate = lazyRetry(() => import('./from-schema/SchemaCreate').then((m) => ({ default: m.SchemaCreate })));
const SchemaEdit = lazyRetry(() => import('./from-schema/SchemaEdit').then((m) => ({ default: m.SchemaEdit })));
const SchemaShow = lazyRetry(() => import('./from-schema/SchemaShow').then((m) => ({ default: m.SchemaShow })));

export interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  routes: OverrideRoute[];
  /** the override's rule for the index route; without it the entity's list rule applies */
  listAccess?: AccessRule;
}

/** Which generated views an entity gets: those whose API calls exist. */
export function generatedViews(entity: Entity): Omit<ResourceViews, 'routes'> {
  const { api } = entity;
  return {
    list: SchemaList,
    create: api.create ? SchemaCreate : undefined,
    edit: api.update && api.show ? SchemaEdit : undefined,
    show: api.show ? SchemaShow : undefined,
  };
}

const cache = new Map<string, Promise<ResourceViews>>();

/**
 * The ONE place where generated views and `resources/<entity>/index.ts` overrides meet: an
 * override's view replaces the generated one, its routes are added. Memoized per entity, so
 * the promise is stable for React's `use()` (a failed load is forgotten when the page's error
 * boundary resets).
 */
export function resourceFor(entity: Entity): Promise<ResourceViews> {
  // retried and forgotten after a failure like a lazy screen, so a dropped connection heals
  return cachedLoad(cache, entity.id, () => {
    const load = overrideModules[`/resources/${entity.id}/index.ts`];
    return (load ? load().then((m) => m.default) : Promise.resolve<ResourceOverride>({})).then((override) => {
      const generated = generatedViews(entity);
      return {
        list: override.list ?? generated.list,
        create: override.create ?? generated.create,
        edit: override.edit ?? generated.edit,
        show: override.show ?? generated.show,
        routes: override.routes ?? [],
        listAccess: override.listAccess,
      };
    });
  });
}
