/**
 * The Intl locale that writes an interface language's dates and numbers. English is British
 * English: venues are European, and "11/27/2026" next to a German "27.11.2026" reads as a
 * different day to half the readers; day first and 24 hours are the same in every language.
 */
export function intlLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}
