import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { importFresh } from './importFresh';
import { isEntityFile } from './isEntityFile';
import { DETAIL_KEYS } from './detailKeys';

const ID = 'virtual:entity-summaries';
const DETAILS_ID = 'virtual:entity-details';
const RESOLVED = `\0${ID}`;
const DETAILS_RESOLVED = `\0${DETAILS_ID}`;
/** `virtual:entity-details/<id>`: one entity's details. */
export const DETAILS_PREFIX = `${DETAILS_ID}/`;

/** What of a declaration only the server reads: demo samples and database indexes. */
const SERVER_ONLY_KEYS = new Set(['x-sample', 'x-index']);

/** What of an action only the server and the API document read: its query schema and answer schema. */
const SERVER_ONLY_ACTION_KEYS = new Set(['query', 'data']);

/**
 * What the sign-in page and the shell's providers need of a declaration: ids, routes, groups,
 * icons, x-api and x-access (menu, routes, access to screens). The properties (and the parts
 * derived from them: required, indexes, search, samples, uniqueness), the actions, the simple
 * screens' fields and the list order are read by an entity's own screens and load with them
 * (src/admin/registry.ts, DETAIL_KEYS).
 */
export function summarize(def: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(def).filter(([key]) => !(DETAIL_KEYS as readonly string[]).includes(key) && !SERVER_ONLY_KEYS.has(key)));
  return { ...rest, properties: {} };
}

/**
 * The rest of a declaration: what summarize() leaves out. The signed-in registry is a summary
 * with its details, so the shell does not download the summaries a second time inside every
 * schema module.
 */
export function detailsOf(def: Record<string, unknown>): Record<string, unknown> {
  const details: Record<string, unknown> = Object.fromEntries(DETAIL_KEYS.filter((key) => key in def).map((key) => [key, def[key]]));
  const actions = def['x-actions'] as Record<string, Record<string, unknown>> | undefined;
  if (actions) {
    details['x-actions'] = Object.fromEntries(
      Object.entries(actions).map(([name, spec]) => [name, Object.fromEntries(Object.entries(spec).filter(([key]) => !SERVER_ONLY_ACTION_KEYS.has(key)))]),
    );
  }
  return details;
}

/** A declaration as the admin holds it: without the server's own parts (see detailsOf). */
export function clientDef(def: Record<string, unknown>): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(def).filter(([key]) => !SERVER_ONLY_KEYS.has(key)));
  return { ...rest, ...detailsOf(def) };
}

/** Every entity an entity's properties name with `x-ref`, at any depth (items, nested objects). */
export function refsOf(def: Record<string, unknown>): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'x-ref' && typeof value === 'string') found.add(value);
      else walk(value);
    }
  };
  walk(def.properties);
  found.delete(String(def.$id));
  return [...found].sort();
}

/**
 * `import summaries from 'virtual:entity-summaries'`: the summary of every schemas/*.ts file.
 * `import { loaders, refs } from 'virtual:entity-details'`: per $id, a loader of that entity's
 * details (`virtual:entity-details/<id>`, a chunk of its own, so a screen downloads the
 * declarations it shows and not all 40) and the entities its properties reference. Computed when
 * the admin is built (so a new schema file is picked up like the eager glob did).
 */
export function entitySummaries(root = process.cwd()): Plugin {
  const dir = path.resolve(root, 'schemas');
  // One read of the schema files per state of them: the details modules are one per entity.
  let cache: { stamp: string; defs: Promise<Record<string, unknown>[]> } | undefined;
  const readDefs = (watch: (file: string) => void) => {
    const files = fs.readdirSync(dir).filter(isEntityFile).sort();
    const stamp = files.map((file) => `${file}:${fs.statSync(path.join(dir, file)).mtimeMs}`).join('|');
    for (const file of files) watch(path.join(dir, file));
    if (cache?.stamp !== stamp) cache = { stamp, defs: importDefs(files) };
    return cache.defs;
  };
  const importDefs = async (files: string[]) => {
    const defs: Record<string, unknown>[] = [];
    for (const file of files) {
      const full = path.join(dir, file);
      // A query per change: the dev server re-reads a schema after an edit.
      const mod = await importFresh<{ default: Record<string, unknown> }>(full);
      defs.push(mod.default);
    }
    return defs.sort((a, b) => String(a.$id).localeCompare(String(b.$id)));
  };
  return {
    name: 'entity-summaries',
    resolveId: (id) => (id === ID ? RESOLVED : id === DETAILS_ID || id.startsWith(DETAILS_PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (id !== RESOLVED && id !== DETAILS_RESOLVED && !id.startsWith(`\0${DETAILS_PREFIX}`)) return undefined;
      const defs = await readDefs((file) => this.addWatchFile(file));
      if (id === RESOLVED) return `export default ${JSON.stringify(defs.map(summarize))};`;
      if (id === DETAILS_RESOLVED) {
        const loaders = defs.map((def) => `${JSON.stringify(def.$id)}: () => import(${JSON.stringify(DETAILS_PREFIX + String(def.$id))})`);
        return `export const loaders = {${loaders.join(',')}};\nexport const refs = ${JSON.stringify(Object.fromEntries(defs.map((def) => [def.$id, refsOf(def)])))};`;
      }
      const def = defs.find((d) => `\0${DETAILS_PREFIX}${String(d.$id)}` === id);
      if (!def) this.error(`No schema declares ${id.slice(1 + DETAILS_PREFIX.length)}`);
      return `export default ${JSON.stringify(detailsOf(def))};`;
    },
  };
}
