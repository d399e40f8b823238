import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, isLocaleCode, type LocaleCode } from './locales';

export { LOCALES } from './locales';

/**
 * All three catalogues are bundled: polyglot needs the first locale's messages synchronously,
 * and the first locale depends on the browser, so any of the three may be it.
 */
export const MESSAGES: Record<LocaleCode, TranslationMessages> = { de, en, fr };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): then nothing is remembered.
    return null;
  }
}

/** Remembered choice, else the browser language's first two letters when supported, else en. */
export function initialLocale(): LocaleCode {
  const stored = storage()?.getItem(LOCALE_STORAGE_KEY);
  if (isLocaleCode(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '').slice(0, 2).toLowerCase();
  return isLocaleCode(browser) ? browser : DEFAULT_LOCALE;
}

function applyLocale(locale: LocaleCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Polyglot provider for de, en and fr. changeLocale also writes the choice to localStorage
 * (`locale`) so the next visit starts in it. Missing keys fall back to the key (allowMissing)
 * instead of logging a warning per render; i18n.test.ts keeps the catalogues complete.
 */
export function makeI18nProvider(locale: LocaleCode = initialLocale()): I18nProvider {
  const base = polyglotI18nProvider((l) => MESSAGES[isLocaleCode(l) ? l : DEFAULT_LOCALE], locale, [...LOCALES], { allowMissing: true });
  applyLocale(locale);
  return {
    ...base,
    async changeLocale(next: string, options?: unknown) {
      const code = isLocaleCode(next) ? next : DEFAULT_LOCALE;
      await base.changeLocale(code, options);
      try {
        storage()?.setItem(LOCALE_STORAGE_KEY, code);
      } catch {
        // quota or privacy mode: the switch still applies for this visit
      }
      applyLocale(code);
    },
  };
}

export const i18nProvider: I18nProvider = makeI18nProvider();
