import { isAdmin, type Grant } from '../../src/core/permissions';

export interface RoleChoice {
  slug: string;
  name: string;
  permissions?: string[];
}

/**
 * Roles the signed-in user may hand out (README spec decision 13): an admin any; anyone else
 * only roles whose every permission it holds itself, never `admin`. The server checks the same.
 */
export function assignableRoles<T extends RoleChoice>(roles: readonly T[], grant: Grant | null): T[] {
  if (!grant) return [];
  if (isAdmin(grant)) return [...roles];
  const held = new Set(grant.permissions);
  return roles.filter((r) => r.slug !== 'admin' && (r.permissions ?? []).every((p) => p !== 'admin' && held.has(p)));
}
