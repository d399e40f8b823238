import { zoneOf } from '../../core/venueTime';
import { formatDateTime } from '../format/formatDateTime';

export interface PanicBannerText {
  venue: string;
  /** the language's date-time on the venue's clock (DD.MM.YYYY HH:mm in German) */
  end: string;
  /** ms until the banner must go */
  remainingMs: number;
}

/**
 * Spec part 1 §2: the panic banner shows the active venue's name and panic end while that end
 * is in the future; null when no banner is due (no venue, no end, or an end that passed).
 */
export function panicBanner(venue: { name?: unknown; panicEndAt?: unknown; timezone?: unknown } | null | undefined, now: number, locale = 'de'): PanicBannerText | null {
  if (!venue || typeof venue.panicEndAt !== 'string' || !venue.panicEndAt) return null;
  const end = Date.parse(venue.panicEndAt);
  if (!Number.isFinite(end) || end <= now) return null;
  return { venue: String(venue.name ?? ''), end: formatDateTime(end, locale, zoneOf(venue.timezone)), remainingMs: end - now };
}

/** The maintenance banner shows only on a confirmed `active: true`, never while unknown or after a failed fetch. */
export function maintenanceBannerVisible(status: { active?: unknown } | null | undefined): boolean {
  return status?.active === true;
}

/**
 * A failed call that never got an HTTP answer (server down, offline, aborted): the spec only
 * logs those for the maintenance status; answers with a status are reported.
 */
export function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  const status = (error as { status?: unknown }).status;
  return typeof status !== 'number';
}
