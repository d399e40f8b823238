import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../src/admin/providers/httpClient';
import { useGrant } from '../../src/admin/session/useGrant';
import { assignableRoles, type RoleChoice } from './assignableRoles';

/** GET v1/auth/role/all, filtered client-side to the roles the signed-in user may hand out. */
export function useAssignableRoles(): { roles: RoleChoice[]; isPending: boolean; error: unknown } {
  const grant = useGrant();
  const { data, isPending, error } = useQuery({
    queryKey: ['role', 'all'],
    queryFn: ({ signal }) => apiFetch<{ data: RoleChoice[] }>('v1/auth/role/all', { signal }).then((body) => body.data),
  });
  return { roles: assignableRoles(data ?? [], grant).sort((a, b) => a.name.localeCompare(b.name)), isPending, error };
}
