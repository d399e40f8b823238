import { zoneOffsetMinutes } from '../../core/venueTime';
import { browserZone } from './browserZone';

/**
 * Whether a time on `zone`'s clock could be read as the reader's own clock and be wrong: the two
 * clocks differ at that instant. A Berlin venue read in Lisbon, or in Berlin by a device on UTC.
 */
export function isMistakableZone(zone: string, at: Date, readerZone = browserZone()): boolean {
  return zoneOffsetMinutes(at, zone) !== zoneOffsetMinutes(at, readerZone);
}
