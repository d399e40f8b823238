import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isEntityFile } from './isEntityFile';

const ID = 'virtual:entity-summaries';
const DETAILS_ID = 'virtual:entity-details';
const RESOLVED = `\0${ID}`;
const DETAILS_RESOLVED = `\0${DETAILS_ID}`;

/**
 * The parts of a declaration the summary leaves out, loaded with the first signed-in screen.
 * `x-sample` (demo data) and `x-index` (database indexes) are the server's alone.
 */
const DETAIL_KEYS = ['properties', 'required', 'x-search', 'x-unique', 'x-actions'] as const;

/** What of an action only the server and the API document read: its query schema and answer schema. */
const SERVER_ONLY_ACTION_KEYS = new Set(['query', 'data']);

/**
 * What the sign-in page and the shell's providers need of a declaration: ids, routes, groups,
 * icons, x-api, x-access and the actions' access rules. The properties (and the parts derived
 * from them: required, indexes, search, samples, uniqueness) are the bulk of a schema and load
 * with the first signed-in screen (src/admin/registry.ts).
 */
export function summarize(def: Record<string, unknown>): Record<string, unknown> {
  const { properties: _p, required: _r, 'x-sample': _s, 'x-index': _i, 'x-search': _q, 'x-unique': _u, 'x-actions': actions, ...rest } = def;
  const access = actions && typeof actions === 'object'
    ? Object.fromEntries(Object.entries(actions as Record<string, { access?: unknown }>).map(([name, a]) => [name, { access: a?.access }]))
    : undefined;
  return { ...rest, properties: {}, ...(access ? { 'x-actions': access } : {}) };
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
  const { 'x-sample': _sample, 'x-index': _index, ...rest } = def;
  return { ...rest, ...detailsOf(def) };
}

/**
 * `import summaries from 'virtual:entity-summaries'`: the summary of every schemas/*.ts file;
 * `import details from 'virtual:entity-details'`: their details by $id. Computed when the admin is
 * built (so a new schema file is picked up like the eager glob did).
 */
export function entitySummaries(root = process.cwd()): Plugin {
  const dir = path.resolve(root, 'schemas');
  return {
    name: 'entity-summaries',
    resolveId: (id) => (id === ID ? RESOLVED : id === DETAILS_ID ? DETAILS_RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED && id !== DETAILS_RESOLVED) return undefined;
      const { tsImport } = await import('tsx/esm/api');
      const files = fs.readdirSync(dir).filter(isEntityFile).sort();
      const defs: Record<string, unknown>[] = [];
      for (const file of files) {
        const full = path.join(dir, file);
        this.addWatchFile(full);
        // A query per load: the dev server re-reads a schema after an edit.
        const mod = (await tsImport(`${pathToFileURL(full).href}?t=${fs.statSync(full).mtimeMs}`, import.meta.url)) as { default: Record<string, unknown> };
        defs.push(mod.default);
      }
      defs.sort((a, b) => String(a.$id).localeCompare(String(b.$id)));
      if (id === RESOLVED) return `export default ${JSON.stringify(defs.map(summarize))};`;
      return `export default ${JSON.stringify(Object.fromEntries(defs.map((def) => [def.$id, detailsOf(def)])))};`;
    },
  };
}
