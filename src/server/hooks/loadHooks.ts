import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Registry } from '../../core/registry';
import type { EntityHooks } from './EntityHooks';

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** src/server/hooks/<entity-id in kebab case>.ts, found by name; absent means generic behaviour. */
export async function loadHooks(registry: Registry): Promise<Map<string, EntityHooks>> {
  const out = new Map<string, EntityHooks>();
  for (const id of registry.keys()) {
    const file = path.join(import.meta.dirname, `${kebab(id)}.ts`);
    if (!fs.existsSync(file)) continue;
    const mod = await import(pathToFileURL(file).href);
    out.set(id, mod.default as EntityHooks);
  }
  return out;
}
