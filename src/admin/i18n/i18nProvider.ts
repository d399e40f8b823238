import type { I18nProvider, TranslationMessages } from 'react-admin';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { polyglotProvider } from './i18nProviderCore';
import { initialLocale } from './initialLocale';
import type { LocaleCode } from './locales';

export { LOCALES } from './locales';
export { initialLocale } from './initialLocale';
export { polyglotProvider } from './i18nProviderCore';

/** All three catalogues at once (tests and tools); the app loads them per language (loadI18nProvider). */
export const MESSAGES: Record<LocaleCode, TranslationMessages> = { de, en, fr };

export function makeI18nProvider(locale: LocaleCode = initialLocale()): I18nProvider {
  return polyglotProvider(locale, (l) => MESSAGES[l]);
}
