import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../src/admin/providers/apiCall';

export interface VenueOption {
  id: string;
  name: string;
  timezone: string;
}

/** The venues the user may see (names and time zones for the receipt and tip screens). */
export function useVenueOptions(): VenueOption[] {
  const { data } = useQuery({
    queryKey: ['receipt', 'venues'],
    queryFn: () => apiCall('v1/general/venue/all', 'get'),
    staleTime: 60_000,
    retry: false,
  });
  const rows = ((data as { data?: Record<string, unknown>[] } | undefined)?.data ?? []);
  return rows.map((v) => ({ id: String(v._id), name: String(v.name ?? v._id), timezone: typeof v.timezone === 'string' ? v.timezone : 'Europe/Berlin' }));
}
