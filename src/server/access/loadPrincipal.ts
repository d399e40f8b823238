import type { Db } from '../db/createDb';
import { parseDoc } from '../crud/rowToRecord';
import type { UserDoc, VenueLabelDoc } from '../../core/entityTypes';
import type { Registry } from '../../core/registry';
import { findRole } from './findRole';
import type { Principal } from './principal';

/**
 * Allowed venues per DESIGN.md "Access and tenancy": admin → all; linked customer group → its
 * venues; otherwise the user's venues plus the venues of the user's venue labels.
 */
export async function loadPrincipal(db: Db, registry: Registry, userId: string): Promise<Principal | null> {
  const k = db.kysely;
  const userRow = await k.selectFrom('user').select(['_id', 'customer_group', 'doc']).where('_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!userRow) return null;
  const user = parseDoc(userRow.doc) as UserDoc;
  const roleDoc = await findRole(k, registry, db.dialect, user.role);
  const role: string = roleDoc?.slug ?? 'none';
  const permissions: string[] = [...(roleDoc?.permissions ?? [])];
  const customerGroup: string | null = userRow.customer_group ?? null;
  const base = { userId, email: user.email, name: user.name, role, permissions, customerGroup, mfa: !!user.mfa };
  if (role === 'admin') return { ...base, venueIds: 'all', groupIds: 'all' };

  let venueIds: string[];
  if (customerGroup) {
    const rows = await k.selectFrom('venue').select('_id').where('customer_group', '=', customerGroup).where('deleted_at', 'is', null).execute();
    venueIds = rows.map((r) => r._id);
  } else {
    const set = new Set<string>(user.venues ?? []);
    const labels: string[] = user.venueLabels ?? [];
    if (labels.length) {
      const rows = await k.selectFrom('venue_label').select('doc').where('_id', 'in', labels).where('deleted_at', 'is', null).execute();
      for (const r of rows) for (const v of (parseDoc(r.doc) as VenueLabelDoc).venues ?? []) set.add(v);
    }
    // Only venues that still exist: a deleted venue must not keep granting access to its rows.
    venueIds = set.size
      ? (await k.selectFrom('venue').select('_id').where('_id', 'in', [...set]).where('deleted_at', 'is', null).execute()).map((r) => r._id)
      : [];
  }
  let groupIds: string[];
  if (customerGroup) groupIds = [customerGroup];
  else if (venueIds.length) {
    const rows = await k.selectFrom('venue').select('customer_group').distinct().where('_id', 'in', venueIds).where('customer_group', 'is not', null).execute();
    groupIds = rows.map((r) => r.customer_group);
  } else groupIds = [];
  return { ...base, venueIds, groupIds };
}
