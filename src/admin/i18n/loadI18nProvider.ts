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

/**
 * These parts of the catalogue in the current language (and in any language chosen later),
 * before their screens render: an entity's with its declaration (src/admin/registry.ts), a
 * page's with its route (App.tsx). Names are those of src/admin/build/catalogueParts.ts.
 */
export async function loadCatalogueParts(ids: readonly string[]): Promise<void> {
  const fresh = ids.filter((id) => !wanted.has(id));
  for (const id of fresh) wanted.add(id);
  if (!fresh.length || !provider) return;
  const locale = provider.getLocale() as LocaleCode;
  await loadParts(locale, fresh);
  // A language switched meanwhile has loaded them already (it reads `wanted`).
  if (provider.getLocale() === locale) await provider.refresh();
}

/** Loads the first language before the app renders (polyglot needs it synchronously), the others on demand. */
export async function loadI18nProvider(): Promise<I18nProvider> {
  const locale = initialLocale();
  await catalogue(locale);
  await loadParts(locale, wanted);
  provider = polyglotProvider(locale, (l) => messages(l));
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
