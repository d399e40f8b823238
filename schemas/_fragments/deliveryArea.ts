/**
 * A venue's delivery areas: polygons as GeoJSON writes them (rings of `[longitude, latitude]`,
 * the first ring the outline, further rings holes), each with a name, so a KML file's polygons
 * (POST general/data/kml/parse) are stored and exported (GET general/data/kml/export/{id}) as
 * they are. The schema bounds what JSON Schema can say; the rules it cannot (a ring ends at its
 * first position, latitude within ±90, the points of all areas together) are
 * deliveryAreaErrors' (src/server/entities/venue/kml/).
 */
export const DELIVERY_AREA_LIMITS = {
  /** areas per venue */
  areas: 100,
  /** rings per area: the outline and up to 49 holes */
  rings: 50,
  /**
   * positions of all rings of all areas of a venue: far above a drawn delivery area (tens to a
   * few hundred points), low enough that the venue's JSON stays below the 1 MB body limit
   */
  positions: 20_000,
} as const;

const position = {
  type: 'array',
  description: '[longitude, latitude] in degrees (WGS 84); latitude within ±90',
  items: { type: 'number', minimum: -180, maximum: 180 },
  minItems: 2,
  maxItems: 2,
} as const;

const ring = {
  type: 'array',
  description: 'a closed ring: at least 4 positions, the last equal to the first',
  items: position,
  minItems: 4,
  maxItems: DELIVERY_AREA_LIMITS.positions,
} as const;

export const deliveryArea = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 200 },
    coordinates: { type: 'array', items: ring, minItems: 1, maxItems: DELIVERY_AREA_LIMITS.rings },
  },
  required: ['name', 'coordinates'],
  additionalProperties: false,
} as const;

export const deliveryAreas = { type: 'array', items: deliveryArea, maxItems: DELIVERY_AREA_LIMITS.areas } as const;
