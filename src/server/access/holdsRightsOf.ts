import type { Kysely } from 'kysely';
import { isAdmin } from '../../core/permissions';
import type { DataServices } from '../services';
import { findRole } from './findRole';
import type { Principal } from './principal';

/**
 * Whether the caller holds every right of a role. Handing out that role, or taking over an
 * account that has it (its password, its e-mail), must not give anyone more than they have.
 * `admin` is never held by a non-admin; an unknown role counts as not held.
 */
export async function holdsRightsOf(services: DataServices, p: Principal, roleSlug: string | undefined, k: Kysely<any> = services.db.kysely): Promise<boolean> {
  if (isAdmin(p)) return true;
  if (!roleSlug || roleSlug === 'admin') return false;
  const role = await findRole(k, services.registry, services.db.dialect, roleSlug);
  if (!role) return false;
  return (role.permissions ?? []).every((x) => p.permissions.includes(x));
}
