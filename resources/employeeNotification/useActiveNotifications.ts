import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { checkAccess } from '../../src/core/permissions';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';
import { useGrant } from '../../src/admin/session/useGrant';

export interface EmployeeNotice {
  id: string;
  title: string;
  text: string;
  level: 'info' | 'warning';
}

/** Re-read every minute, like the maintenance status, so a new notice reaches open tabs. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * GET v1/employeenotification/active for the venue selected in the toolbar: the notices valid
 * now for this user. A failed read shows nothing rather than an error over every screen, and an
 * account the call refuses (one waiting for its brand) does not ask.
 */
export function useActiveNotifications(venueId: string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  // The rule of x-actions.active (schemas/employeeNotification.ts): a tenant's member.
  const allowed = checkAccess(useGrant(), 'login');
  return useQuery({
    enabled: allowed,
    queryKey: ['employeeNotification', 'active', venueId ?? ''],
    queryFn: async ({ signal }) => {
      const list = await dataProvider.callAction<Record<string, unknown>[]>('employeeNotification', 'active', { params: { venue: venueId ?? undefined }, signal });
      return (list ?? []).map((n): EmployeeNotice => ({
        id: String(n._id),
        title: String(n.title ?? ''),
        text: String(n.text ?? ''),
        level: n.level === 'warning' ? 'warning' : 'info',
      }));
    },
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: false,
    retry: false,
    staleTime: 10_000,
  });
}
