import { toKML } from '@placemarkio/tokml';
import type { DeliveryArea } from './deliveryAreaErrors';

/**
 * A venue's delivery areas as a KML document, one placemark with a polygon per area, through
 * the writer of the same family as the reader (togeojson), so kmlToAreas(areasToKml(x)) is x.
 */
export function areasToKml(areas: readonly DeliveryArea[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${toKML({
    type: 'FeatureCollection',
    features: areas.map((area) => ({
      type: 'Feature',
      properties: { name: area.name },
      geometry: { type: 'Polygon', coordinates: area.coordinates },
    })),
  })}\n`;
}
