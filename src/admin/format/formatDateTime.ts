import { intlLocale } from './intlLocale';
import { isMistakableZone } from './isMistakableZone';
import { toInstant } from './toInstant';
import { zoneName } from './zoneName';

export interface DateTimeOptions {
  /** HH:mm:ss instead of HH:mm (logs, where order within a minute matters) */
  seconds?: boolean;
  /** name the zone: always, never, or (default) where the reader's clock differs from it */
  named?: boolean | 'auto';
  /** the reader's zone for `named: 'auto'` (tests); the browser's by default */
  readerZone?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, zone: string, kind: 'date' | 'time' | 'seconds'): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${kind}`;
  let f = cache.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = kind === 'date'
      ? { year: 'numeric', month: '2-digit', day: '2-digit' }
      : { hour: '2-digit', minute: '2-digit', second: kind === 'seconds' ? '2-digit' : undefined, hourCycle: 'h23' };
    f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: zone });
    cache.set(key, f);
  }
  return f;
}

/** The day of an instant on a zone's clock in the language's order: 27.11.2026 · 27/11/2026. */
export function dayText(d: Date, locale: string, zone: string): string {
  return formatter(locale, zone, 'date').format(d);
}

/** The time of an instant on a zone's clock, 24 hours: 05:39 (05:39:07 with seconds). */
export function timeText(d: Date, locale: string, zone: string, seconds = false): string {
  return formatter(locale, zone, seconds ? 'seconds' : 'time').format(d);
}

/** " MEZ" when the zone is to be named at that instant, else "". */
export function zoneSuffix(d: Date, locale: string, zone: string, options: DateTimeOptions): string {
  const named = options.named ?? 'auto';
  const show = named === 'auto' ? isMistakableZone(zone, d, options.readerZone) : named;
  return show ? ` ${zoneName(zone, locale, d)}` : '';
}

/**
 * The one date-time format of the admin (issue 24): the day in the language's order, a space,
 * the time on 24 hours, on the given zone's clock (the venue's, for venue data), and the zone's
 * short name where the reader's own clock differs: de "27.11.2026 05:39", en "27/11/2026 05:39",
 * fr "27/11/2026 05:39 UTC+1". Empty for a missing or unreadable value.
 */
export function formatDateTime(value: unknown, locale: string, zone: string, options: DateTimeOptions = {}): string {
  const d = toInstant(value);
  if (!d) return '';
  return `${dayText(d, locale, zone)} ${timeText(d, locale, zone, options.seconds)}${zoneSuffix(d, locale, zone, options)}`;
}
