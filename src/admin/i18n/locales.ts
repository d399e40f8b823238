/** Interface languages of spec part 1 §1/§9, with their names as the picker shows them. */
export const LOCALES = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
] as const satisfies readonly { locale: string; name: string }[];

export type LocaleCode = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: LocaleCode = 'en';

/** localStorage key that remembers the user's choice (spec: "remembered in local storage"). */
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LOCALES.some((l) => l.locale === value);
}
