import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../src/admin/providers/apiCall';

export interface ProvisionFilters {
  venue: string;
  from: string;
  to: string;
  status: string;
}

export interface ProvisionRow {
  _id: string | null;
  venue: string;
  venueName: string;
  month: string;
  status: 'notClaimed' | 'waiting' | 'success';
  currency: string;
  revenue: number;
  provision: number;
  orderCount: number;
  claimedAt?: string;
  claimedBy?: string;
}

export interface ProvisionTotal {
  months: number;
  totals: { currency: string; revenue: number; provision: number; orderCount: number }[];
}

/** The list's filters in the wire convention (venue[], month[gte|lte], status[]). */
function queryOf(f: ProvisionFilters): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.venue) q['venue[]'] = f.venue;
  if (f.status) q['status[]'] = f.status;
  if (f.from) q['month[gte]'] = f.from;
  if (f.to) q['month[lte]'] = f.to;
  return q;
}

export const PROVISION_KEY = 'provision';

/** One page of provision months and the total of the same filters. */
export function useProvision(f: ProvisionFilters, page: number, limit: number) {
  const query = queryOf(f);
  const list = useQuery({
    queryKey: [PROVISION_KEY, 'list', query, page, limit],
    queryFn: async () => (await apiCall('v3/payment/provision', 'get', { query: { ...query, page: String(page), limit: String(limit) } as never })) as unknown as { data: ProvisionRow[]; total: number },
  });
  const total = useQuery({
    queryKey: [PROVISION_KEY, 'total', query],
    queryFn: async () => ((await apiCall('v3/payment/provision/total', 'get', { query: query as never })) as unknown as { data: ProvisionTotal }).data,
  });
  return { list, total };
}
