import { DELIVERY_AREA_LIMITS } from '../../../../../schemas/_fragments/deliveryArea';
import { ruleError, type FieldError } from '../../../errors';

export interface DeliveryArea {
  name: string;
  /** rings of [longitude, latitude]: the outline, then holes */
  coordinates: number[][][];
}

const samePosition = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1];
const isRing = (ring: unknown): ring is number[][] => Array.isArray(ring) && ring.every(Array.isArray);

/**
 * The rules of delivery areas JSON Schema cannot say (the schema has checked the shape): every
 * ring closed, every latitude within ±90, the points of all areas within the venue's bound.
 * A shape the schema refuses is passed over here, so no write that skipped it can make this throw.
 */
export function deliveryAreaErrors(areas: readonly DeliveryArea[], path = 'areas'): FieldError[] {
  const errors: FieldError[] = [];
  let count = 0;
  areas.forEach((area, a) => {
    const rings = Array.isArray(area?.coordinates) ? area.coordinates : [];
    rings.forEach((ring, r) => {
      if (!isRing(ring)) return;
      count += ring.length;
      const at = `${path}.${a}.coordinates.${r}`;
      if (ring.length < 4 || !samePosition(ring[0], ring[ring.length - 1])) errors.push(ruleError(at, 'ringNotClosed'));
      const p = ring.findIndex(([, lat]) => !(lat >= -90 && lat <= 90));
      if (p >= 0) errors.push(ruleError(`${at}.${p}`, 'latitudeRange'));
    });
  });
  if (count > DELIVERY_AREA_LIMITS.positions) errors.push(ruleError(path, 'areaPositions', { count, limit: DELIVERY_AREA_LIMITS.positions }));
  return errors;
}
