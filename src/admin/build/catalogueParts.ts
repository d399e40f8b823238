import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { importFresh } from './importFresh';
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
 * Pages of src/admin whose texts (dotted paths of the catalogue) load with their route in
 * App.tsx instead of with every page. An entity's texts are declared in its home
 * (`resources/<id>/catalogueTexts.ts`) and load with its declaration.
 */
export const PAGE_TEXTS: Record<string, readonly string[]> = {
  legalPages: ['legal', 'app.legal'],
  securityPage: ['app.securityPage', 'screens.password'],
  // the import pages' texts, the foodcard's and the records' (RecordImportPage) alike
  imports: ['foodcardIo'],
  translation: ['foodcardUi.translation'],
  register: ['app.register', 'enums.legalForm', 'enums.country', 'app.resetPassword.rule', 'app.resetPassword.mismatch'],
  forgotPassword: ['app.forgotPassword'],
  resetPassword: ['app.resetPassword', 'app.forgotPassword.back'],
  // the sales and statistics screens (src/admin/sales)
  sales: ['salesUi'],
  // the venue edit's delivery areas tab (resources/venue/DeliveryAreasTab)
  deliveryAreas: ['app.deliveryAreas'],
  // the venue edit's delivery-information panel (resources/venue/DelfiPanel)
  delfi: ['app.delfi'],
  // the venue's own screens (edit, simple forms, lifecycle, copy, migrate, sync: resources/venue/index.ts):
  // not with the venue's declaration, which every page loads for the venue switcher
  venueScreens: [
    'screens.checkout', 'app.venueEdit', 'app.venueLifecycle', 'app.venueControls', 'paypalUi.authorize', 'paypalUi.hint',
    'syncUi.copy.submit', 'syncUi.migrate.submit', 'syncUi.sync.venue.button', 'syncUi.sync.inProgress',
  ],
};

/**
 * Texts the shell shows (the menu, the sign-in form and its e-mail label, the banner) although a part takes the rest
 * of their group: the core keeps a copy of each.
 */
export const CORE_TEXTS: readonly string[] = ['foodcardIo.menu', 'salesUi.menu', 'billing.userExport.title', 'activityLog.title', 'app.register.link', 'app.forgotPassword.link', 'app.maintenance.banner', 'resources.user.fields.email'];

/** Each entity's `resources/<id>/catalogueTexts.ts`: the texts only its screens read. */
export async function readEntityTexts(root: string, ids: readonly string[], watch: (file: string) => void = () => undefined): Promise<Record<string, readonly string[]>> {
  const out: Record<string, readonly string[]> = {};
  for (const id of ids) {
    const file = path.resolve(root, 'resources', id, 'catalogueTexts.ts');
    if (!fs.existsSync(file)) continue;
    watch(file);
    const mod = await importFresh<{ catalogueTexts: readonly string[] }>(file);
    out[id] = mod.catalogueTexts;
  }
  return out;
}

/**
 * Per entity, the names of its enum properties (at any depth): their shared labels
 * (`enums.<name>`, read by useEnumChoices after the entity's own) load with the entity's texts.
 */
export async function readEntityEnums(root: string, ids: readonly string[]): Promise<Record<string, readonly string[]>> {
  const out: Record<string, readonly string[]> = {};
  for (const id of ids) {
    const def = (await importFresh<{ default: Messages }>(path.resolve(root, 'schemas', `${id}.ts`))).default;
    const names = new Set<string>();
    const walk = (properties: unknown) => {
      if (!isObject(properties)) return;
      for (const [name, prop] of Object.entries(properties)) {
        if (!isObject(prop)) continue;
        const items = isObject(prop.items) ? prop.items : undefined;
        if (Array.isArray(prop.enum) || Array.isArray(items?.enum)) names.add(name);
        walk(prop.properties);
        walk(items?.properties);
      }
    };
    walk(def.properties);
    out[id] = [...names].sort();
  }
  return out;
}

const isObject = (value: unknown): value is Messages => !!value && typeof value === 'object' && !Array.isArray(value);

/** Moves the text at a dotted path from `from` (copied along the path, not changed) into `into`. */
function movePath(from: Messages, into: Messages, dotted: string): Messages {
  const [head, ...rest] = dotted.split('.');
  if (!(head in from)) throw new Error(`catalogueTexts names "${dotted}", which the catalogue does not hold`);
  if (!rest.length) {
    into[head] = from[head];
    const { [head]: _moved, ...kept } = from;
    return kept;
  }
  if (!isObject(from[head])) throw new Error(`catalogueTexts names "${dotted}", but ${head} holds no texts below it`);
  into[head] = isObject(into[head]) ? into[head] : {};
  return { ...from, [head]: movePath(from[head] as Messages, into[head] as Messages, rest.join('.')) };
}

/**
 * A language's catalogue split in two: the core, and a part per entity (its `resources.<id>` but
 * the name, and its catalogueTexts) and per page of PAGE_TEXTS. Merging every part into the core gives the catalogue
 * back (catalogueParts.test.ts).
 */
export function splitCatalogue(
  messages: Messages,
  entityIds: readonly string[],
  entityTexts: Record<string, readonly string[]> = {},
  entityEnums: Record<string, readonly string[]> = {},
): { core: Messages; parts: Record<string, Messages> } {
  let core: Messages = { ...messages, resources: { ...(messages.resources as Messages) } };
  const parts: Record<string, Messages> = {};
  const texts: Record<string, readonly string[]> = { ...PAGE_TEXTS };
  for (const id of entityIds) {
    const shared = (entityEnums[id] ?? []).map((name) => `enums.${name}`).filter((dotted) => hasPath(messages, dotted));
    if (entityTexts[id] || shared.length) texts[id] = [...(entityTexts[id] ?? []), ...shared];
  }
  const names = [...new Set([...entityIds, ...Object.keys(texts)])];
  for (const name of names) {
    const part: Messages = {};
    const resources = core.resources as Record<string, Messages>;
    const labels = entityIds.includes(name) ? resources[name] : undefined;
    if (labels) {
      const own = Object.fromEntries(Object.entries(labels).filter(([key]) => !CORE_RESOURCE_KEYS.has(key)));
      if (Object.keys(own).length) {
        resources[name] = Object.fromEntries(Object.entries(labels).filter(([key]) => CORE_RESOURCE_KEYS.has(key)));
        part.resources = { [name]: own };
      }
    }
    for (const dotted of texts[name] ?? []) {
      // a text two entities share (receipts and tips) is in both parts
      const source = hasPath(core, dotted) ? core : messages;
      const rest = movePath(source, part, dotted);
      if (source === core) core = rest;
    }
    if (Object.keys(part).length) parts[name] = part;
  }
  for (const dotted of CORE_TEXTS) core = copyPath(messages, core, dotted);
  return { core, parts };
}

/** `into` with the text at a dotted path of `from` (copied along the path, not changed). */
function copyPath(from: Messages, into: Messages, dotted: string): Messages {
  const [head, ...rest] = dotted.split('.');
  if (!(head in from)) throw new Error(`CORE_TEXTS names "${dotted}", which the catalogue does not hold`);
  if (!rest.length) return { ...into, [head]: from[head] };
  return { ...into, [head]: copyPath(from[head] as Messages, isObject(into[head]) ? (into[head] as Messages) : {}, rest.join('.')) };
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
  const resourcesDir = path.resolve(root, 'resources');
  const sources = () => [
    ...fs.readdirSync(i18nDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(i18nDir, f)),
    path.resolve(root, 'src/core/validationMessages.ts'),
    ...fs.readdirSync(resourcesDir).map((d) => path.join(resourcesDir, d, 'catalogueTexts.ts')).filter((f) => fs.existsSync(f)),
    // an enum property added to a schema takes its shared labels into the entity's part
    ...fs.readdirSync(schemaDir).filter(isEntityFile).map((f) => path.join(schemaDir, f)),
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
    const entityTexts = await readEntityTexts(root, ids);
    const entityEnums = await readEntityEnums(root, ids);
    const out: Record<string, { core: Messages; parts: Record<string, Messages> }> = {};
    for (const lang of LANGUAGES) {
      // A query per state of the sources: the dev server re-reads the catalogue after an edit.
      const url = `${pathToFileURL(path.join(i18nDir, `${lang}.ts`)).href}?t=${createHash('sha1').update(stamp).digest('hex').slice(0, 12)}`;
      const mod = (await tsImport(url, import.meta.url)) as Record<string, Messages>;
      const messages = JSON.parse(JSON.stringify(mod[lang])) as Messages;
      assertText(mod[lang], '');
      out[lang] = splitCatalogue(messages, ids, entityTexts, entityEnums);
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
