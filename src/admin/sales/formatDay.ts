import { intlLocale } from '../format/intlLocale';

/**
 * A calendar day (YYYY-MM-DD) in the user's language. The day is already the venue's local day, so
 * it is formatted as a UTC date: no second time-zone shift by the browser's clock.
 */
export function formatDay(day: string, locale: string, options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
