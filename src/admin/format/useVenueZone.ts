import { useGetManyAggregate } from 'react-admin';
import { zoneOf } from '../../core/venueTime';

/** The time zone of a venue (batched with the other rows' lookups), Europe/Berlin until known. */
export function useVenueZone(venueId: string | undefined | null): string {
  const { data } = useGetManyAggregate('venue', { ids: venueId ? [venueId] : [] }, { enabled: !!venueId });
  return zoneOf(data?.[0]?.timezone);
}
