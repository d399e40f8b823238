import { dayText } from './formatDateTime';
import { toInstant } from './toInstant';

/**
 * A day in the language's order (27.11.2026 · 27/11/2026). A calendar day ("2026-11-27") is that
 * day wherever the reader is; an instant is its day on the zone's clock (the venue's).
 */
export function formatDate(value: unknown, locale: string, zone: string): string {
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return dayText(new Date(Date.UTC(+day[1], +day[2] - 1, +day[3], 12)), locale, 'UTC');
  const d = toInstant(value);
  return d ? dayText(d, locale, zone) : '';
}
