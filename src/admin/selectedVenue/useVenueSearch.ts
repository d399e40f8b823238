import { useGetList } from 'react-admin';
import { toVenueSummary } from './toVenueSummary';
import { useDebouncedValue } from './useDebouncedValue';
import { VENUE_RESOURCE } from './venueResource';

/**
 * Venues matching a typed text (GET v1/general/venue/list with `q`), trimmed and debounced. The
 * server already limits the list to the user's allowed venues.
 */
export function useVenueSearch(text: string, perPage = 20, enabled = true) {
  const q = useDebouncedValue(text.trim());
  const { data, total, isPending, error } = useGetList(
    VENUE_RESOURCE,
    { pagination: { page: 1, perPage }, sort: { field: 'name', order: 'ASC' }, filter: q ? { q } : {} },
    { enabled },
  );
  return { venues: (data ?? []).map(toVenueSummary), total: total ?? 0, isPending, error, q };
}
