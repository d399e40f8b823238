import type { I18nProvider, TranslationMessages } from 'react-admin';
import { polyglotProvider } from './i18nProviderCore';
import { initialLocale } from './initialLocale';
import type { LocaleCode } from './locales';

/** Each catalogue is its own chunk: a visitor downloads only the languages they use. */
const LOADERS: Record<LocaleCode, () => Promise<TranslationMessages>> = {
  de: () => import('./de').then((m) => m.de),
  en: () => import('./en').then((m) => m.en),
  fr: () => import('./fr').then((m) => m.fr),
};

/** Loads the first language before the app renders (polyglot needs it synchronously), the others on demand. */
export async function loadI18nProvider(): Promise<I18nProvider> {
  const locale = initialLocale();
  const loaded: Partial<Record<LocaleCode, TranslationMessages>> = { [locale]: await LOADERS[locale]() };
  return polyglotProvider(locale, (l) => loaded[l] ?? LOADERS[l]().then((m) => (loaded[l] = m)));
}
