import { intlLocale } from './intlLocale';

/**
 * The short name of a zone at an instant in the reader's language ("MEZ", "CET", "UTC+1",
 * "EST"): the name changes with daylight saving ("MESZ" in summer), so the instant matters.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

export function zoneName(zone: string, locale: string, at: Date): string {
  const key = `${locale}|${zone}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: 'short' })));
  const parts = f.formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
}
