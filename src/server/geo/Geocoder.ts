/** A postal address as the venue holds it; empty parts are left out of the query. */
export interface GeoAddress {
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Turns an address into coordinates (spec part 1 §5 "server GPS lookup"). `null` means "not
 * found": the caller answers the spec's message and the user enters the coordinates by hand.
 */
export interface Geocoder {
  lookup(address: GeoAddress): Promise<GeoPoint | null>;
}

/**
 * The default: no geocoding provider configured, so every lookup is "not found".
 * A provider (Nominatim, Google Geocoding, ...) plugs in here: implement `Geocoder` and return it
 * from `geocoder()` (e.g. chosen by an environment variable), or give one to the route in tests.
 */
export const noGeocoder: Geocoder = {
  async lookup() {
    return null;
  },
};

let current: Geocoder = noGeocoder;

/** The geocoder the GPS call uses. */
export function geocoder(): Geocoder {
  return current;
}

/** Installs a provider (at boot, or a fake in tests); returns the previous one. */
export function setGeocoder(next: Geocoder): Geocoder {
  const previous = current;
  current = next;
  return previous;
}
