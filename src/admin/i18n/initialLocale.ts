import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, isLocaleCode, type LocaleCode } from './locales';

export function localeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw (privacy modes, sandboxed frames): then nothing is remembered.
    return null;
  }
}

/** Remembered choice, else the browser language's first two letters when supported, else en. */
export function initialLocale(): LocaleCode {
  const stored = localeStorage()?.getItem(LOCALE_STORAGE_KEY);
  if (isLocaleCode(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '').slice(0, 2).toLowerCase();
  return isLocaleCode(browser) ? browser : DEFAULT_LOCALE;
}
