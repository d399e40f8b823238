import type { I18nProvider, TranslationMessages } from 'react-admin';
import { polyglotProvider } from './i18nProviderCore';
import { initialLocale } from './initialLocale';
import type { LocaleCode } from './locales';
import { mergeCataloguePart } from './mergeCataloguePart';
import { loadMuiLocale } from '../layout/muiLocalePack';

interface Catalogue {
  default: TranslationMessages;
  parts: Record<string, () => Promise<{ default: TranslationMessages }>>;
}

/**
 * Each catalogue is its own chunk: a visitor downloads only the languages they use. Without the
 * entities' own texts (field labels, enums, tabs), which load per entity with its declaration,
 * and the texts of some pages, which load with the page (src/admin/build/catalogueParts.ts).
 */
const LOADERS: Record<LocaleCode, () => Promise<Catalogue>> = {
  de: () => import('virtual:catalogue/de'),
  en: () => import('virtual:catalogue/en'),
  fr: () => import('virtual:catalogue/fr'),
};

const catalogues: Partial<Record<LocaleCode, Promise<Catalogue>>> = {};
const loadedCatalogues: Partial<Record<LocaleCode, Catalogue>> = {};
/** Per language, the parts (an entity's texts, a page's) loaded so far. */
const parts: Partial<Record<LocaleCode, Map<string, TranslationMessages>>> = {};
/** The parts the screens need (in whatever language is chosen). */
const wanted = new Set<string>();
let provider: ReturnType<typeof polyglotProvider> | undefined;

function catalogue(locale: LocaleCode): Promise<Catalogue> {
  // MUI's labels in that language come along (not awaited: the screen can show MUI's English ones)
  void loadMuiLocale(locale).catch(() => undefined);
  const load = (catalogues[locale] ??= LOADERS[locale]().then((c) => (loadedCatalogues[locale] = c)));
  load.catch(() => delete catalogues[locale]); // a network drop: the next call loads again
  return load;
}

async function loadParts(locale: LocaleCode, ids: Iterable<string>): Promise<void> {
  const { parts: loaders } = await catalogue(locale);
  const have = (parts[locale] ??= new Map());
  await Promise.all([...ids].filter((id) => !have.has(id) && loaders[id]).map(async (id) => have.set(id, (await loaders[id]()).default)));
}

/** The catalogue with the wanted parts: at once when all are loaded (polyglot's first language must be). */
function messages(locale: LocaleCode): TranslationMessages | Promise<TranslationMessages> {
  const loaded = loadedCatalogues[locale];
  const have = parts[locale];
  const complete = loaded && [...wanted].every((id) => !loaded.parts[id] || have?.has(id));
  if (!complete) return loadParts(locale, wanted).then(() => messages(locale));
  return [...(have?.values() ?? [])].reduce(mergeCataloguePart, loaded.default);
}

/** Per part, its load in progress or done (a second caller waits for the same load). */
const loading = new Map<string, Promise<void>>();
/** The parts whose texts the provider serves (loaded and read in; a language switch loads every wanted part first). */
const served = new Set<string>();

/**
 * These parts of the catalogue in the current language (and in any language chosen later),
 * before their screens render: an entity's with its declaration (src/admin/registry.ts), a
 * page's with its route (App.tsx). Names are those of src/admin/build/catalogueParts.ts.
 */
export function loadCatalogueParts(ids: readonly string[]): Promise<void> {
  const fresh = ids.filter((id) => !wanted.has(id));
  for (const id of fresh) wanted.add(id);
  if (fresh.length && provider) {
    const current = provider;
    const locale = current.getLocale() as LocaleCode;
    const load = loadParts(locale, fresh)
      // A language switched meanwhile has loaded them already (it reads `wanted`).
      .then(() => (current.getLocale() === locale ? current.refresh() : undefined))
      .then(() => fresh.forEach((id) => served.add(id)));
    load.catch(() => fresh.forEach((id) => (wanted.delete(id), loading.delete(id))));
    for (const id of fresh) loading.set(id, load);
  } else if (fresh.length) {
    // before the provider exists: loadI18nProvider reads `wanted` with the first language
    for (const id of fresh) loading.set(id, Promise.resolve());
  }
  return Promise.all(ids.map((id) => loading.get(id))).then(() => undefined);
}

/**
 * The load of the part a key of an entity's own texts lives in (`resources.<id>.fields.x`, every
 * key but its name), while the provider does not serve that part yet; else undefined.
 */
function pendingPart(key: string): Promise<void> | undefined {
  const id = /^resources\.([^.]+)\.(?!name$)/.exec(key)?.[1];
  if (!id || served.has(id) || !provider) return undefined;
  const loaded = loadedCatalogues[provider.getLocale() as LocaleCode];
  if (!loaded?.parts[id]) return undefined; // an entity without texts of its own
  // a text the shell shows is in the core too (CORE_TEXTS: the sign-in form's e-mail label)
  if (typeof key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], loaded.default) === 'string') return undefined;
  return catalogueReady(id);
}

/**
 * Reading an entity's texts that have not loaded throws the promise of their load, as reading a
 * declaration does (src/admin/registry.ts): during a render React suspends the component until
 * they have, so a screen that shows another entity's field labels (the dashboard's venue column,
 * the sign-up form's user and venue fields) reads them in the user's language, never as keys,
 * without declaring them. Outside a render it is a bug, and the thrown value names the part.
 */
function suspendingTranslate(translate: I18nProvider['translate']): I18nProvider['translate'] {
  return (key, options) => {
    const load = pendingPart(key);
    if (load) throw Object.assign(load, { message: `"${key}" is read before its texts loaded: await catalogueReady("${key.split('.')[1]}") first.` });
    return translate(key, options);
  };
}

/** Loads the first language before the app renders (polyglot needs it synchronously), the others on demand. */
export async function loadI18nProvider(): Promise<I18nProvider> {
  const locale = initialLocale();
  await catalogue(locale);
  await loadParts(locale, wanted);
  for (const id of wanted) served.add(id);
  const base = polyglotProvider(locale, (l) => messages(l));
  provider = { ...base, translate: suspendingTranslate(base.translate) };
  return provider;
}

const ready = new Map<string, Promise<void>>();

/** One part's texts, one promise per part (React's `use` in a screen that needs them). */
export function catalogueReady(part: string): Promise<void> {
  let load = ready.get(part);
  if (!load) {
    load = loadCatalogueParts([part]);
    load.catch(() => ready.delete(part));
    ready.set(part, load);
  }
  return load;
}

let all: Promise<void> | undefined;

/** Every part (the audit list names any entity's actions); one promise, for React's `use`. */
export function loadAllCatalogueParts(): Promise<void> {
  if (!all) {
    const locale = (provider?.getLocale() ?? initialLocale()) as LocaleCode;
    all = catalogue(locale).then((c) => loadCatalogueParts(Object.keys(c.parts)));
    all.catch(() => (all = undefined));
  }
  return all;
}
