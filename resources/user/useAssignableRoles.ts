import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../src/admin/providers/apiCall';
import { useGrant } from '../../src/admin/session/useGrant';
import { assignableRoles, type RoleChoice } from './assignableRoles';

/** GET v1/auth/role/all, filtered client-side to the roles the signed-in user may hand out. */
export function useAssignableRoles(): { roles: RoleChoice[]; isPending: boolean; error: unknown } {
  const grant = useGrant();
  const { data, isPending, error } = useQuery({
    queryKey: ['role', 'all'],
    queryFn: ({ signal }) => apiCall('v1/auth/role/all', 'get', { signal })
      // a role is handed out by its slug: one without a slug or name cannot be offered
      .then((body) => (body.data ?? []).filter((r): r is typeof r & RoleChoice => !!r.slug && !!r.name)),
  });
  return { roles: assignableRoles(data ?? [], grant).sort((a, b) => a.name.localeCompare(b.name)), isPending, error };
}
