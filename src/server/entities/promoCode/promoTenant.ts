import type { Entity } from '../../../core/registry';
import { hasPermission, isAdmin } from '../../../core/permissions';
import { allows, type Principal } from '../../access/principal';
import type { Db } from '../../db/createDb';
import { AppError, invalid, ruleError } from '../../errors';

/**
 * `promoCode.create.own` makes codes only for the caller's own venues: a code for the whole
 * customer group (no venue) needs `promoCode.create`.
 */
export function checkCreateOwn(p: Principal, venue: unknown): void {
  if (isAdmin(p) || hasPermission(p, 'promoCode.create')) return;
  if (typeof venue !== 'string' || !venue) throw invalid([{ path: 'venue', message: 'is required', code: 'required' }]);
  if (!allows(p.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
}

/**
 * The venue and customer group a generation writes to, as the generic create would decide them:
 * a venue outside the caller's scope is a 404, a group the caller does not belong to a 422.
 */
export async function resolveTenant(db: Db, _entity: Entity, p: Principal, venue: string | undefined, group: string | undefined): Promise<{ venue: string | null; customerGroup: string | null }> {
  checkCreateOwn(p, venue);
  if (venue) {
    if (!allows(p.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
    const v = await db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).where('deleted_at', 'is', null).executeTakeFirst();
    if (!v) throw invalid([ruleError('venue', 'venueUnknown')]);
    return { venue, customerGroup: v.customer_group ?? null };
  }
  let customerGroup = group ?? null;
  if (customerGroup === null && p.customerGroup && p.groupIds !== 'all') customerGroup = p.customerGroup;
  if (customerGroup !== null && !allows(p.groupIds, customerGroup)) throw invalid([ruleError('customerGroup', 'customerGroupNotYours')]);
  if (customerGroup === null) throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
  return { venue: null, customerGroup };
}
