import { intlLocale } from './intlLocale';

/**
 * A calendar month ("2026-10") in the language's words: "October 2026", "Oktober 2026",
 * "octobre 2026". The same month wherever the reader is; anything else is shown as it came.
 */
export function formatMonth(value: string, locale: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (!month) return value;
  return new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(+month[1], +month[2] - 1, 15)));
}
