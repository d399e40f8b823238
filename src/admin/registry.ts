import type { EntityDef } from '../../schemas/_meta';
import { makeRegistry, type Registry } from '../core/registry';
import { isEntityFile } from './build/isEntityFile';
import { adoptFullRegistry } from './resourceNames';

// Eager within this module, which only the signed-in screens import (the sign-in page and the
// providers' routing use the summaries of src/admin/menuRegistry.ts): every screen (menu,
// references, forms) needs the declarations, and they are plain data.
const modules = import.meta.glob<{ default: EntityDef }>('/schemas/*.ts', { eager: true });

/** The same registry the server builds, from the same schema files. */
export const registry: Registry = makeRegistry(
  Object.entries(modules)
    .filter(([path]) => isEntityFile(path.slice(path.lastIndexOf('/') + 1)))
    .map(([, mod]) => mod.default)
    .sort((a, b) => a.$id.localeCompare(b.$id)),
);

adoptFullRegistry(registry);
