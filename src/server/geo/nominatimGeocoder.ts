import { providerJson, unexpectedAnswer } from '../http/providerJson';
import type { GeoAddress, Geocoder, GeoPoint } from './Geocoder';

export interface NominatimOptions {
  /** base URL of a Nominatim (or compatible) server, e.g. https://nominatim.openstreetmap.org */
  url: string;
  /** contact address sent as `email`, as Nominatim's usage policy asks of heavier users */
  email?: string;
  timeoutMs: number;
}

/**
 * Nominatim's structured search (`/search?street=…&city=…&postalcode=…`), best match only. The
 * usage policy asks for a User-Agent naming the application, so it is not left at Node's default.
 */
export function nominatimGeocoder(opts: NominatimOptions): Geocoder {
  const base = opts.url.replace(/\/+$/, '');
  const userAgent = `backoffice-admin geocoder${opts.email ? ` (${opts.email})` : ''}`;
  return {
    async lookup(address: GeoAddress): Promise<GeoPoint | null> {
      const query = new URLSearchParams({ format: 'jsonv2', limit: '1' });
      // Nominatim's documented form is "<housenumber> <streetname>".
      const street = [address.number, address.street].filter(Boolean).join(' ');
      if (street) query.set('street', street);
      if (address.postalCode) query.set('postalcode', address.postalCode);
      if (address.city) query.set('city', address.city);
      if (address.country) {
        // A code restricts the search to that country; `country` would have to match a name.
        if (/^[a-z]{2}$/i.test(address.country)) query.set('countrycodes', address.country.toLowerCase());
        else query.set('country', address.country);
      }
      if (opts.email) query.set('email', opts.email);
      const answer = await providerJson(`${base}/search?${query}`, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
      }, { failure: 'GEOCODER_FAILED', timeoutMs: opts.timeoutMs });
      if (!Array.isArray(answer)) throw unexpectedAnswer('GEOCODER_FAILED');
      if (!answer.length) return null;
      const best = answer[0] as { lat?: unknown; lon?: unknown };
      const lat = typeof best.lat === 'string' || typeof best.lat === 'number' ? Number(best.lat) : NaN;
      const lng = typeof best.lon === 'string' || typeof best.lon === 'number' ? Number(best.lon) : NaN;
      if (!(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) throw unexpectedAnswer('GEOCODER_FAILED');
      return { lat, lng };
    },
  };
}
