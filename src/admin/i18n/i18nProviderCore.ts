import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { localeStorage } from './initialLocale';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, LOCALES, isLocaleCode, type LocaleCode } from './locales';

function applyLocale(locale: LocaleCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Polyglot provider for de, en and fr over any message source (bundled in tests, loaded per
 * language in the app). changeLocale also writes the choice to localStorage (`locale`) so the
 * next visit starts in it. Missing keys fall back to the key (allowMissing) instead of logging a
 * warning per render; i18n.test.ts keeps the catalogues complete.
 */
export function polyglotProvider(locale: LocaleCode, messages: (l: LocaleCode) => TranslationMessages | Promise<TranslationMessages>): I18nProvider & { refresh(): Promise<void> } {
  const base = polyglotI18nProvider((l) => messages(isLocaleCode(l) ? l : DEFAULT_LOCALE), locale, [...LOCALES], { allowMissing: true });
  applyLocale(locale);
  return {
    ...base,
    async changeLocale(next: string, options?: unknown) {
      const code = isLocaleCode(next) ? next : DEFAULT_LOCALE;
      await base.changeLocale(code, options);
      try {
        localeStorage()?.setItem(LOCALE_STORAGE_KEY, code);
      } catch {
        // quota or privacy mode: the switch still applies for this visit
      }
      applyLocale(code);
    },
    /** Reads the current language's messages again (more of them have loaded). */
    refresh: () => base.changeLocale(base.getLocale()),
  };
}
