import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../src/admin/providers/dataProvider';

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
 * now for this user. A failed read shows nothing rather than an error over every screen.
 */
export function useActiveNotifications(venueId: string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
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
