import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isEntityFile } from './isEntityFile';

const PREFIX = 'virtual:catalogue/';
const LANGUAGES = ['de', 'en', 'fr'] as const;
type Messages = Record<string, unknown>;

/**
 * What of `resources.<entity>` every screen may need: the entity's name (menu, breadcrumbs,
 * references, recent actions). The rest (field labels, actions, enums, tabs, sections, screen
 * texts) is most of the catalogue and the entity's own screens read it; the audit list, which
 * names every entity's actions, loads every part.
 */
const CORE_RESOURCE_KEYS = new Set(['name']);

/**
 * Texts that load as a part of their own instead of with the core (dotted paths of the
 * catalogue). An entity's part also holds `resources.<id>` but its name, and loads with its
 * declaration, so these are the texts of screens that live only in its home (resources/<id>/).
 * A part that is no entity (a page of src/admin) is loaded by its route in App.tsx. A text read
 * anywhere else (menu, error catalogue, the sign-in page, another entity's screen) stays in the
 * core.
 */
export const CATALOGUE_PARTS: Record<string, readonly string[]> = {
  audit: ['screens.audit'],
  coupon: ['couponUi'],
  customer: ['recordIo'],
  order: ['orderUi'],
  payment: ['payments'],
  promoCode: ['promo'],
  provision: ['provisionUi'],
  receipt: ['receiptUi'],
  role: ['screens.permissions'],
  seasonPass: ['recordIo'],
  sepa: ['sepaUi'],
  tip: ['receiptUi'],
  venue: ['screens.checkout', 'app.venueEdit', 'app.venueLifecycle'],
  // pages
  legalPages: ['legal'],
  securityPage: ['app.securityPage'],
};

const isObject = (value: unknown): value is Messages => !!value && typeof value === 'object' && !Array.isArray(value);

/** Moves the text at a dotted path from `from` (copied along the path, not changed) into `into`. */
function movePath(from: Messages, into: Messages, dotted: string): Messages {
  const [head, ...rest] = dotted.split('.');
  if (!(head in from)) throw new Error(`CATALOGUE_PARTS names "${dotted}", which the catalogue does not hold`);
  if (!rest.length) {
    into[head] = from[head];
    const { [head]: _moved, ...kept } = from;
    return kept;
  }
  if (!isObject(from[head])) throw new Error(`CATALOGUE_PARTS names "${dotted}", but ${head} holds no texts below it`);
  into[head] = isObject(into[head]) ? into[head] : {};
  return { ...from, [head]: movePath(from[head] as Messages, into[head] as Messages, rest.join('.')) };
}

/**
 * A language's catalogue split in two: the core, and the parts of CATALOGUE_PARTS (an entity's
 * with its `resources.<id>` but the name). Merging every part into the core gives the catalogue
 * back (catalogueParts.test.ts).
 */
export function splitCatalogue(messages: Messages, entityIds: readonly string[]): { core: Messages; parts: Record<string, Messages> } {
  let core: Messages = { ...messages, resources: { ...(messages.resources as Messages) } };
  const parts: Record<string, Messages> = {};
  const names = [...new Set([...entityIds, ...Object.keys(CATALOGUE_PARTS)])];
  for (const name of names) {
    const part: Messages = {};
    const resources = core.resources as Record<string, Messages>;
    const texts = entityIds.includes(name) ? resources[name] : undefined;
    if (texts) {
      const own = Object.fromEntries(Object.entries(texts).filter(([key]) => !CORE_RESOURCE_KEYS.has(key)));
      if (Object.keys(own).length) {
        resources[name] = Object.fromEntries(Object.entries(texts).filter(([key]) => CORE_RESOURCE_KEYS.has(key)));
        part.resources = { [name]: own };
      }
    }
    for (const dotted of CATALOGUE_PARTS[name] ?? []) {
      // a text two entities share (receipts and tips) is in both parts
      const source = hasPath(core, dotted) ? core : messages;
      const rest = movePath(source, part, dotted);
      if (source === core) core = rest;
    }
    if (Object.keys(part).length) parts[name] = part;
  }
  return { core, parts };
}

function hasPath(messages: Messages, dotted: string): boolean {
  let node: unknown = messages;
  for (const key of dotted.split('.')) {
    if (!isObject(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

/** Polyglot phrases are text: a function or other value would be lost on the way to JSON. */
function assertText(value: unknown, at: string): void {
  if (typeof value === 'string') return;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) assertText(child, at ? `${at}.${key}` : key);
    return;
  }
  throw new Error(`The catalogue holds a ${typeof value} at ${at}: only texts can be split into parts.`);
}

/**
 * `import catalogue, { parts } from 'virtual:catalogue/<lang>'`: a language's catalogue (the
 * built src/admin/i18n/<lang>.ts, as data) without the entities' own texts, and per entity a
 * loader of them (`virtual:catalogue/<lang>/<id>`, a chunk of its own). The sign-in page then
 * downloads no field labels, and a list the labels of its own entity
 * (src/admin/i18n/loadI18nProvider.ts loads them with the entity's declaration).
 */
export function catalogueParts(root = process.cwd()): Plugin {
  const i18nDir = path.resolve(root, 'src/admin/i18n');
  const schemaDir = path.resolve(root, 'schemas');
  const sources = () => [
    ...fs.readdirSync(i18nDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(i18nDir, f)),
    path.resolve(root, 'src/core/validators.ts'),
  ];
  let cache: { stamp: string; split: Promise<Record<string, { core: Messages; parts: Record<string, Messages> }>> } | undefined;
  const read = (watch: (file: string) => void) => {
    const files = sources();
    for (const file of files) watch(file);
    const stamp = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|');
    if (cache?.stamp !== stamp) cache = { stamp, split: evaluate(stamp) };
    return cache.split;
  };
  const evaluate = async (stamp: string) => {
    const { tsImport } = await import('tsx/esm/api');
    const ids = fs.readdirSync(schemaDir).filter(isEntityFile).map((f) => f.replace(/\.ts$/, ''));
    const out: Record<string, { core: Messages; parts: Record<string, Messages> }> = {};
    for (const lang of LANGUAGES) {
      // A query per state of the sources: the dev server re-reads the catalogue after an edit.
      const url = `${pathToFileURL(path.join(i18nDir, `${lang}.ts`)).href}?t=${createHash('sha1').update(stamp).digest('hex').slice(0, 12)}`;
      const mod = (await tsImport(url, import.meta.url)) as Record<string, Messages>;
      const messages = JSON.parse(JSON.stringify(mod[lang])) as Messages;
      assertText(mod[lang], '');
      out[lang] = splitCatalogue(messages, ids);
    }
    return out;
  };
  return {
    name: 'catalogue-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [lang, entity] = id.slice(1 + PREFIX.length).split('/');
      const split = (await read((file) => this.addWatchFile(file)))[lang];
      if (!split) this.error(`No catalogue for ${lang}`);
      if (entity === undefined) {
        const loaders = Object.keys(split.parts).map((e) => `${JSON.stringify(e)}: () => import(${JSON.stringify(`${PREFIX}${lang}/${e}`)})`);
        return `export default ${JSON.stringify(split.core)};\nexport const parts = {${loaders.join(',')}};`;
      }
      return `export default ${JSON.stringify(split.parts[entity] ?? {})};`;
    },
  };
}
