import { systemPrincipal } from '../access/systemPrincipal';
import { findRole } from '../access/findRole';
import type { Services } from '../services';

export interface RoleDef {
  name: string;
  slug: string;
  isSystem: true;
  permissions: string[];
}

/**
 * The role of self-registered users (POST v1/auth/register): no rights beyond securing their own
 * account. An administrator or their brand's manager gives them a real role.
 */
export const REGISTERED_ROLE: RoleDef = { name: 'Registered user', slug: 'registered', isSystem: true, permissions: ['mfa.enable', 'mfa.disable'] };

/**
 * The role of franchisees registered with their venue (POST v1/auth/register/franchisee): they
 * complete their own venue's details and tables while it waits for verification; verifying,
 * publishing and activating it stay with the platform.
 */
export const FRANCHISEE_ROLE: RoleDef = {
  name: 'Franchisee',
  slug: 'franchisee',
  isSystem: true,
  permissions: ['venue.view', 'venue.update.simple', 'table.view', 'table.create', 'table.update', 'table.delete', 'mfa.enable', 'mfa.disable'],
};

/**
 * Creates the role on first use (system roles are read-only afterwards). Two first registrations
 * at once both try; the unique slug lets one win, and the other finds its role.
 */
export async function ensureRole(services: Services, role: RoleDef): Promise<void> {
  const { db, registry } = services;
  if (await findRole(db.kysely, registry, db.dialect, role.slug)) return;
  try {
    await services.items.create(registry.get('role')!, systemPrincipal, { ...role, permissions: [...role.permissions] });
  } catch (err) {
    if (!(await findRole(db.kysely, registry, db.dialect, role.slug))) throw err;
  }
}
