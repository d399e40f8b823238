/**
 * Background tiles of the delivery areas' map: off unless the admin is built with
 * VITE_MAP_TILES_URL (a `{z}/{x}/{y}` template on one host, e.g. a tile server of your own), since
 * the product must run without internet. The server's Content-Security-Policy allows that host's
 * images (securityHeaders.ts). VITE_MAP_TILES_ATTRIBUTION is shown in the map's corner.
 */
export const mapTiles = {
  url: (import.meta.env.VITE_MAP_TILES_URL as string | undefined) || null,
  attribution: (import.meta.env.VITE_MAP_TILES_ATTRIBUTION as string | undefined) ?? '',
};
