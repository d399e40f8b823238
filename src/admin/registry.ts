import { loaders, refs } from 'virtual:entity-details';
import summaries from 'virtual:entity-summaries';
import type { EntityDef } from '../../schemas/_meta';
import { resolveApi } from '../core/apiSpec';
import { snakeCase, type Entity, type Registry } from '../core/registry';
import { DETAIL_KEYS } from './build/detailKeys';
import { loadCatalogueParts } from './i18n/loadI18nProvider';
import { adoptFullRegistry } from './resourceNames';

// Only the signed-in screens import this module (the sign-in page and the providers' routing use
// the summaries of src/admin/menuRegistry.ts). Every entity starts as its summary; the rest of
// its declaration (properties, required, search, uniqueness, actions) and its texts (field
// labels, enums, tabs) are chunks of their own, loaded with the screens that show it
// (ResourceRouter, the data provider): the first list page downloads one or a few declarations,
// not all of them.

const loads = new Map<string, Promise<void>>();

/**
 * Reading a part that has not loaded yet throws the promise of its load: during a render React
 * suspends the component until it has (the nearest <Suspense> shows its fallback), so a screen
 * that reads a declaration nobody loaded for it still works. Outside a render it is a bug (the
 * data provider and the routes load first), and the thrown value says which declaration.
 */
function notLoaded(id: string, key: string): never {
  throw Object.assign(ensureEntity(id), { message: `The declaration of "${id}" (${key}) is read before it loaded: await ensureEntities(["${id}"]) first.` });
}

function lazyEntity(summary: EntityDef): Entity {
  const id = summary.$id;
  const def = { ...summary } as EntityDef & Record<string, unknown>;
  for (const key of DETAIL_KEYS) Object.defineProperty(def, key, { configurable: true, enumerable: true, get: () => notLoaded(id, key) });
  const props = () => def.properties;
  return {
    id,
    def,
    table: snakeCase(id),
    api: resolveApi(def),
    get writable() {
      return Object.keys(props()).filter((k) => !props()[k].readOnly);
    },
    get hidden() {
      return Object.keys(props()).filter((k) => props()[k].writeOnly);
    },
  };
}

/** The same registry the server builds, from the same schema files, less what only the server reads. */
export const registry: Registry = new Map(summaries.map((summary) => [summary.$id, lazyEntity(summary)]));

/** Loads one entity's declaration and its texts in the user's language (once; the same promise after, so React's `use` can wait on it). */
export function ensureEntity(id: string): Promise<void> {
  let load = loads.get(id);
  if (!load) {
    const entity = registry.get(id);
    const loader = loaders[id];
    load = !entity || !loader
      ? Promise.resolve()
      : Promise.all([loader(), loadCatalogueParts([id])]).then(([{ default: details }]) => {
          for (const key of DETAIL_KEYS) Object.defineProperty(entity.def, key, { configurable: true, enumerable: true, writable: true, value: details[key] });
          // `properties` is always there; the others only when declared, like the server's.
          for (const key of DETAIL_KEYS) if (key !== 'properties' && details[key] === undefined) delete (entity.def as unknown as Record<string, unknown>)[key];
        });
    // A failed chunk load may be retried (a network drop): the next call loads again.
    load.catch(() => loads.delete(id));
    loads.set(id, load);
  }
  return load;
}

const withRefs = new Map<string, Promise<void>>();

/** An entity's declaration and those of the entities it references (reference inputs and columns). */
export function ensureEntityWithRefs(id: string): Promise<void> {
  let load = withRefs.get(id);
  if (!load) {
    load = Promise.all([id, ...(refs[id] ?? [])].map(ensureEntity)).then(() => undefined);
    load.catch(() => withRefs.delete(id));
    withRefs.set(id, load);
  }
  return load;
}

const withListRefs = new Map<string, Promise<void>>();

/**
 * An entity's declaration and those of the entities its list shows (`shown` reads them from the
 * loaded declaration: reference columns and filters), one promise per entity. Any other
 * reference a render reads still loads, by suspending that render.
 */
export function ensureEntityWithListRefs(id: string, shown: (entity: Entity) => readonly string[]): Promise<void> {
  let load = withListRefs.get(id);
  if (!load) {
    load = ensureEntity(id).then(() => {
      const entity = registry.get(id);
      return entity ? ensureEntities(shown(entity)) : undefined;
    });
    load.catch(() => withListRefs.delete(id));
    withListRefs.set(id, load);
  }
  return load;
}

export const ensureEntities = (ids: readonly string[]): Promise<void> => Promise.all(ids.map(ensureEntity)).then(() => undefined);

/** Every declaration (tests, and tools that list all entities' fields). */
export const ensureAllEntities = (): Promise<void> => ensureEntities([...registry.keys()]);

adoptFullRegistry(registry);
