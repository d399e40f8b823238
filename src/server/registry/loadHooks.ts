import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Registry } from '../../core/registry';
import type { AnyHooks } from '../crud/EntityHooks';

/** Where every entity's server behaviour lives: src/server/entities/<entity $id>/. */
export const ENTITIES_DIR = path.resolve(import.meta.dirname, '../entities');

/**
 * src/server/entities/<entity $id>/index.ts, found by name; absent means generic behaviour. The
 * folder holds everything else the server does for that entity (its routes and helpers).
 */
export async function loadHooks(registry: Registry, dir = ENTITIES_DIR): Promise<Map<string, AnyHooks>> {
  const out = new Map<string, AnyHooks>();
  // A home whose name matches no $id (a typo, a renamed entity) would be silently ignored.
  for (const name of fs.readdirSync(dir, { withFileTypes: true })) {
    if (name.isDirectory() && !registry.has(name.name)) throw new Error(`src/server/entities/${name.name}/ names no entity (no schemas/${name.name}.ts)`);
  }
  for (const id of registry.keys()) {
    const file = path.join(dir, id, 'index.ts');
    if (!fs.existsSync(file)) continue;
    const mod = await import(pathToFileURL(file).href);
    const hooks = mod.default as AnyHooks;
    // defineHooks names its entity: a file copied from another entity's folder is caught here.
    if (hooks.entity !== id) throw new Error(`${file}: default-exports hooks of "${hooks.entity}", not defineHooks('${id}', …)`);
    out.set(id, hooks);
  }
  return out;
}
