import type { Db } from '../db/createDb';
import { parseDoc } from '../crud/rowToRecord';
import type { UserDoc, VenueLabelDoc } from '../../core/entityTypes';
import type { Registry } from '../../core/registry';
import { PENDING_ROLES, type Membership } from '../../core/permissions';
import { findRole } from './findRole';
import type { Principal } from './principal';

/**
 * Allowed venues per DESIGN.md "Access and tenancy": admin → all; linked customer group → its
 * venues; otherwise the user's venues plus the venues of the user's venue labels (a brand's
 * label only venues of its brand).
 */
export async function loadPrincipal(db: Db, registry: Registry, userId: string): Promise<Principal | null> {
  const k = db.kysely;
  const userRow = await k.selectFrom('user').select(['_id', 'customer_group', 'doc']).where('_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!userRow) return null;
  const user = parseDoc(userRow.doc) as UserDoc;
  // A disabled account holds no rights: its tokens stop working at once, and login refuses it.
  if (user.active === false) return null;
  const roleDoc = await findRole(k, registry, db.dialect, user.role);
  const role: string = roleDoc?.slug ?? 'none';
  const permissions: string[] = [...(roleDoc?.permissions ?? [])];
  const customerGroup: string | null = userRow.customer_group ?? null;
  // Read with the principal, so a sign-out reaches every process the way a role change does.
  const revoked = await k.selectFrom('revoked_sessions').select('sid').where('user_id', '=', userId).where('until', '>', Date.now()).execute();
  const base = {
    userId, email: user.email, name: user.name, role, permissions, customerGroup, mfa: !!user.mfa,
    tokenVersion: user.tokenVersion ?? 0, revokedSessions: revoked.map((r) => r.sid),
  };
  if (role === 'admin') return { ...base, venueIds: 'all', groupIds: 'all', member: 'brand' };

  let venueIds: string[];
  if (customerGroup) {
    const rows = await k.selectFrom('venue').select('_id').where('customer_group', '=', customerGroup).where('deleted_at', 'is', null).execute();
    venueIds = rows.map((r) => r._id);
  } else {
    const own = new Set<string>(user.venues ?? []);
    // venue → groups of the user's labels naming it (null: a platform label, set by an admin)
    const viaLabels = new Map<string, Set<string | null>>();
    const labels: string[] = user.venueLabels ?? [];
    if (labels.length) {
      const rows = await k.selectFrom('venue_label').select(['customer_group', 'doc']).where('_id', 'in', labels).where('deleted_at', 'is', null).execute();
      for (const r of rows) {
        for (const v of (parseDoc(r.doc) as VenueLabelDoc).venues ?? []) viaLabels.set(v, (viaLabels.get(v) ?? new Set()).add(r.customer_group ?? null));
      }
    }
    const candidates = [...new Set([...own, ...viaLabels.keys()])];
    // Only venues that still exist: a deleted venue must not keep granting access to its rows.
    // A brand's label grants only its brand's venues, however it came to name others.
    const rows = candidates.length
      ? await k.selectFrom('venue').select(['_id', 'customer_group']).where('_id', 'in', candidates).where('deleted_at', 'is', null).execute()
      : [];
    venueIds = rows
      .filter((r) => own.has(r._id) || [...(viaLabels.get(r._id) ?? [])].some((g) => g === null || g === r.customer_group))
      .map((r) => r._id);
  }
  let groupIds: string[];
  if (customerGroup) groupIds = [customerGroup];
  else if (venueIds.length) {
    const rows = await k.selectFrom('venue').select('customer_group').distinct().where('_id', 'in', venueIds).where('customer_group', 'is not', null).execute();
    groupIds = rows.map((r) => r.customer_group);
  } else groupIds = [];
  return { ...base, venueIds, groupIds, member: membership(role, roleDoc != null, customerGroup, venueIds) };
}

/**
 * A member of a tenant holds a real role (not one registration hands out, which a brand's
 * administrator replaces when taking the account in) and has somewhere to use it: a linked
 * customer group (brand) or allowed venues (a franchisee's own venue, an operator's venues).
 */
function membership(role: string, roleExists: boolean, customerGroup: string | null, venueIds: readonly string[]): Membership {
  if (!roleExists || PENDING_ROLES.includes(role)) return null;
  if (customerGroup) return 'brand';
  return venueIds.length ? 'venue' : null;
}
