import type { EntityDef } from '../../schemas/_meta';
import { makeRegistry, type Registry } from '../core/registry';

// Eager: every screen (menu, references, forms) needs the declarations, and they are plain data.
const modules = import.meta.glob<{ default: EntityDef }>('/schemas/*.ts', { eager: true });

/** `_meta.ts` and other `_`-files are the declaration format and shared pieces, not entities. */
const isEntityFile = (path: string) => {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return !file.startsWith('_') && !file.endsWith('.test.ts');
};

/** The same registry the server builds, from the same schema files. */
export const registry: Registry = makeRegistry(
  Object.entries(modules)
    .filter(([path]) => isEntityFile(path))
    .map(([, mod]) => mod.default)
    .sort((a, b) => a.$id.localeCompare(b.$id)),
);
