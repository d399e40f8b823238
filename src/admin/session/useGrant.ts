import { useMemo } from 'react';
import type { Grant } from '../../core/permissions';
import { useSession } from './useSession';

/**
 * The signed-in user's role and permissions, for rules that are not a resource action
 * (x-actions access, sidebar pages). Same checkAccess() as the server, so a button shows
 * exactly when the call would be allowed.
 */
export function useGrant(): Grant | null {
  const session = useSession();
  const role = session?.role;
  const permissions = session?.permissions.join(',');
  const member = session?.member;
  return useMemo(() => (session ? { role: session.role, permissions: session.permissions, member: session.member } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content, not identity
    [role, permissions, member]);
}
