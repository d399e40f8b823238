import { useQuery } from '@tanstack/react-query';
// Not apiCall: the status route declares no answer schema, so openapi/types.ts has no body type for it.
import { apiFetch } from '../../src/admin/providers/httpClient';

export const MAINTENANCE_STATUS_KEY = ['maintenance', 'status'] as const;
/** Re-checked every minute, so a switch made elsewhere reaches open tabs. */
export const MAINTENANCE_POLL_MS = 60_000;

export interface MaintenanceStatus {
  active: boolean;
}

export const fetchMaintenanceStatus = async (signal?: AbortSignal): Promise<MaintenanceStatus> => {
  const body = await apiFetch<{ data?: { active?: boolean } }>('v1/maintenance/status', { auth: false, signal });
  return { active: body?.data?.active === true };
};

/**
 * GET v1/maintenance/status (public): fetched at start and every 60 s. Every screen that reads it
 * shares one cached answer, so the maintenance page's switch updates the banner at once.
 */
export function useMaintenanceStatus() {
  return useQuery({
    queryKey: MAINTENANCE_STATUS_KEY,
    queryFn: ({ signal }) => fetchMaintenanceStatus(signal),
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 10_000,
  });
}
