const UNITS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * "3 minutes ago" / "vor 3 Minuten" / "il y a 3 minutes": the largest whole unit of the distance
 * between `date` and `now`, in the given locale (Intl.RelativeTimeFormat). Under a minute it
 * counts seconds ("now" at zero). Null for a missing or unreadable date.
 */
export function formatRelativeTime(date: string | number | Date | null | undefined, now: number, locale: string): string | null {
  if (date === null || date === undefined || date === '') return null;
  const time = date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date);
  if (!Number.isFinite(time)) return null;
  const diff = Math.round((time - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const { unit, seconds } of UNITS) {
    if (Math.abs(diff) >= seconds) return rtf.format(Math.trunc(diff / seconds), unit);
  }
  return rtf.format(diff, 'second');
}
