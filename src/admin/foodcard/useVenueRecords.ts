import { useGetList, type RaRecord } from 'react-admin';
import { useSelectedVenue } from '../selectedVenue/useSelectedVenue';

/**
 * Every record of a foodcard resource in the active venue, in its list order (sortOrder): the
 * screens that show a whole menu at once (article manager, reordering, translation). The venue is
 * in the query key, so one venue's records never show under another.
 */
export function useVenueRecords<T extends RaRecord = RaRecord>(resource: string, opts: { enabled?: boolean; filter?: Record<string, unknown> } = {}) {
  const { venueId } = useSelectedVenue();
  return useGetList<T>(
    resource,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' }, filter: opts.filter ?? {}, meta: { venue: venueId } },
    { enabled: !!venueId && opts.enabled !== false },
  );
}
