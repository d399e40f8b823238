import { useGetOne } from 'react-admin';
import { VENUE_RESOURCE } from '../selectedVenue/venueResource';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';

/** The active venue's currency code (euro until the venue has loaded). */
export function useVenueCurrency(): string {
  const { venueId } = useSelectedVenue();
  const { data } = useGetOne(VENUE_RESOURCE, { id: venueId ?? '' }, { enabled: !!venueId, staleTime: 5 * 60_000 });
  return typeof data?.currency === 'string' ? data.currency : 'euro';
}
