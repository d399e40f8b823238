/**
 * Times in the venue's time zone, the same in the admin and on the server (orders, receipts,
 * invoices by the venue's local month, tips per local day) (venue.timezone, an IANA zone, default Europe/Berlin).
 * Spec part 2 §9 says "local-time conversion adds 120 minutes": that is Berlin in summer
 * (UTC+2); converting with the zone itself gives +120 in summer and +60 in winter, as the clock
 * on the venue's wall does.
 */
export const DEFAULT_ZONE = 'Europe/Berlin';

// Making an Intl formatter costs far more than using one; lists format a time per row and cell.
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

/** `zone` when the browser knows it, else the default (a stored zone may be mistyped). */
export function zoneOf(zone: unknown): string {
  if (typeof zone !== 'string' || !zone) return DEFAULT_ZONE;
  try {
    partsFormatter(zone);
    return zone;
  } catch {
    return DEFAULT_ZONE;
  }
}

function partsIn(date: Date, zone: string): Record<string, number> {
  const parts = partsFormatter(zone).formatToParts(date);
  return Object.fromEntries(parts.filter((p) => p.type !== 'literal').map((p) => [p.type, Number(p.value)]));
}

/** Minutes the zone is ahead of UTC at that instant (120 for Berlin in summer). */
export function zoneOffsetMinutes(date: Date, zone: string): number {
  const p = partsIn(date, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "DD.MM.YYYY HH:mm" (spec part 1 §2) of an instant, on the venue's clock. */
export function formatInZone(value: unknown, zone: string): string {
  const d = new Date(String(value));
  if (typeof value !== 'string' || Number.isNaN(d.getTime())) return '';
  const p = partsIn(d, zone);
  return `${pad(p.day)}.${pad(p.month)}.${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** The instant a day (YYYY-MM-DD) starts, or ends (its last millisecond), on the zone's clock. */
export function dayBoundInZone(day: string, zone: string, end = false): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (end ? 1 : 0));
  // the offset at the guessed instant, then again at the corrected one (a DST switch that night)
  let at = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  at = wall - zoneOffsetMinutes(new Date(at), zone) * 60_000;
  return new Date(end ? at - 1 : at).toISOString();
}

/** The day (YYYY-MM-DD) of an instant on the zone's clock (what a date filter shows). */
export function dayInZone(value: unknown, zone: string): string {
  const d = new Date(String(value));
  if (typeof value !== 'string' || Number.isNaN(d.getTime())) return typeof value === 'string' ? value : '';
  const p = partsIn(d, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
