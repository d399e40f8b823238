import { zoneOffsetMinutes } from '../../core/venueTime';

/** The instant a wall-clock time has on a zone's clock (the offset, then again at the corrected instant across a DST switch). */
export function wallTimeInZone(year: number, month: number, day: number, hour: number, minute: number, second: number, zone: string): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  let at = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  at = wall - zoneOffsetMinutes(new Date(at), zone) * 60_000;
  return new Date(at);
}

/**
 * Typed date-time text → the ISO instant it means on the zone's clock; null when it is not a
 * whole date and time yet. Accepts what formatDateTime shows in every language (day first:
 * "27.11.2026 05:39", "27/11/2026, 05:39", seconds optional, a trailing zone name ignored) and
 * ISO "2026-11-27T05:39". A date without a time is not taken: it would turn into midnight while
 * the user is still typing the hour.
 */
export function parseDateTime(text: unknown, zone: string): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim();
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}),?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s+\S+)?$/.exec(t);
  const iso = /^(\d{4})-(\d{2})-(\d{2})[T\s](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(t);
  const m = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]] : iso ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]] : null;
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.map((v) => Number(v ?? 0));
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  // 31.02. would roll over into March
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  return wallTimeInZone(year, month, day, hour, minute, second, zone).toISOString();
}
