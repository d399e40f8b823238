import { intlLocale } from './intlLocale';

/**
 * The short name of a zone at an instant in the reader's language ("MEZ", "CET", "UTC+1",
 * "EST"): the name changes with daylight saving ("MESZ" in summer), so the instant matters.
 */
export function zoneName(zone: string, locale: string, at: Date): string {
  const parts = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'short' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
