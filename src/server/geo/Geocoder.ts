/** A postal address as the venue holds it; empty parts are left out of the query. */
export interface GeoAddress {
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  /** ISO 3166-1 alpha-2 (the venue's `country`), or a country name */
  country?: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Turns an address into coordinates (spec part 1 §5 "server GPS lookup"). `null` means "not
 * found": the caller answers the spec's message and the user enters the coordinates by hand. A
 * provider that fails throws GEOCODER_FAILED. Chosen from the environment by `createGeocoder`.
 */
export interface Geocoder {
  lookup(address: GeoAddress): Promise<GeoPoint | null>;
}

/** No provider configured (GEOCODER_URL unset): every address is "not found". */
export const noGeocoder: Geocoder = {
  async lookup() {
    return null;
  },
};
