import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../providers/apiCall';
import { useSession } from '../session/useSession';
import type { PeriodQuery } from './periodQuery';
import type { SalesScreenName } from './salesScreens';

/** The answer of the sales calls (one schema for all of them, src/server/reporting/salesSchemas.ts). */
export type SalesData = Awaited<ReturnType<typeof apiCall<'v1/statistic/sales', 'get'>>>['data'];

/**
 * Which call each screen reads (spec §7): /sales the statistics of the selected venue, /sales-overview
 * the sales overview of the user's venues, /statistics and /reporting the statistics of them,
 * /analytics the analytics of the selected venue. `group` asks the customer-group analytics.
 */
function fetchReport(screen: SalesScreenName | 'customerGroup', query: PeriodQuery, venue: string | null, group: string | null, signal: AbortSignal) {
  switch (screen) {
    case 'sales': return apiCall('v1/statistic/sales', 'get', { query: { ...query, venue: [venue!] }, signal });
    case 'sales-overview': return apiCall('v2/order/sales-overview', 'get', { query, signal });
    case 'analytics': return apiCall('v1/statistic/analytics/{venue}', 'get', { params: { venue: venue! }, query, signal });
    case 'customerGroup': return apiCall('v1/statistic/customerGroup/{group}', 'get', { params: { group: group! }, query, signal });
    default: return apiCall('v1/statistic/sales', 'get', { query, signal });
  }
}

/** The figures of a screen for a period (nothing asked while the period is incomplete). */
export function useSalesReport(screen: SalesScreenName | 'customerGroup', query: PeriodQuery | null, venue: string | null, group: string | null = null) {
  const session = useSession();
  return useQuery({
    // per user: another sign-in in this tab must not see the previous user's figures
    queryKey: ['sales', screen, venue, group, query, session?.id],
    queryFn: ({ signal }) => fetchReport(screen, query!, venue, group, signal).then((b) => b.data as SalesData),
    enabled: !!query,
    retry: false,
  });
}
