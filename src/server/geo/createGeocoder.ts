import { timeoutFromEnv } from '../http/timeoutFromEnv';
import { noGeocoder, type Geocoder } from './Geocoder';
import { nominatimGeocoder } from './nominatimGeocoder';

/**
 * GEOCODER_URL set → a Nominatim-compatible server (GEOCODER_EMAIL as contact, GEOCODER_TIMEOUT_MS,
 * default 10 s); unset → no provider, so the GPS call answers "not found" and coordinates are
 * entered by hand.
 */
export function createGeocoder(env: Record<string, string | undefined> = process.env): Geocoder {
  const url = env.GEOCODER_URL?.trim();
  if (!url) return noGeocoder;
  // A malformed setting fails at boot, not on the first click.
  if (!URL.canParse(url)) throw new Error(`GEOCODER_URL is not a URL: ${url}`);
  return nominatimGeocoder({ url, email: env.GEOCODER_EMAIL?.trim() || undefined, timeoutMs: timeoutFromEnv(env.GEOCODER_TIMEOUT_MS, 10_000) });
}
