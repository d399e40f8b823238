import type { Grant, Membership } from '../../core/permissions';

/** Who is calling, resolved once per request from the token (see loadPrincipal). */
export interface Principal extends Grant {
  userId: string;
  email: string;
  name: string;
  /** linked customer group of the user, if any */
  customerGroup: string | null;
  /** venues this user may see and change: 'all' for admins */
  venueIds: readonly string[] | 'all';
  /** customer groups whose records this user may see: 'all' for admins */
  groupIds: readonly string[] | 'all';
  /** the tenant the user belongs to (see loadPrincipal); 'login' routes need one */
  member: Membership;
  mfa: boolean;
  /** tokens carrying an older version were issued before a password change or a disable */
  tokenVersion: number;
  /** signed-out sign-ins (token `sid`s) of this user whose tokens have not expired yet */
  revokedSessions: readonly string[];
}

export function allows(set: readonly string[] | 'all', id: string | null | undefined): boolean {
  return set === 'all' || (id != null && set.includes(id));
}
