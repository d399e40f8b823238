import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { apiCall } from '../../src/admin/providers/apiCall';

/**
 * The venues of another environment the caller reaches there (`GET v1/general/venue/list?environment=`),
 * by name, as react-admin records; nothing is fetched for this environment (null).
 */
export function useEnvironmentVenues(environment: 'dev' | 'prod' | null) {
  return useQuery({
    queryKey: ['venue', 'environment', environment],
    enabled: environment !== null,
    queryFn: async (): Promise<RaRecord[]> => {
      const answer = await apiCall('v1/general/venue/list', 'get', { query: { environment: environment!, limit: 1000, sort: 'name', direction: 'asc' } as never });
      return ((answer as { data?: Record<string, unknown>[] }).data ?? []).map((v) => ({ ...v, id: String(v._id) }));
    },
  });
}
