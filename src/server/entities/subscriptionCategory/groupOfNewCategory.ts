import type { HookContext } from '../../crud/EntityHooks';
import { allows } from '../../access/principal';
import { invalid, ruleError } from '../../errors';

const notYours = () => invalid([ruleError('customerGroup', 'customerGroupNotYours')]);

/**
 * The brand a category belongs to: the one named, else the caller's linked group, else the
 * brand of its first venue (an admin's). It must exist and be one the caller belongs to; an admin
 * without venues must name one. Category writes need a brand member (access `brand`), so a
 * caller without a linked group is an admin here.
 */
export async function groupOfNewCategory(ctx: HookContext, named: unknown, venues: readonly string[]): Promise<string> {
  const p = ctx.principal;
  let group = typeof named === 'string' ? named : null;
  if (!group && p.customerGroup) group = p.customerGroup;
  if (!group && venues.length && allows(p.venueIds, venues[0])) {
    const v = await ctx.trx.selectFrom('venue').select('customer_group').where('_id', '=', venues[0]).where('deleted_at', 'is', null).executeTakeFirst();
    group = v?.customer_group ?? null;
  }
  if (!group) throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
  if (!allows(p.groupIds, group)) throw notYours();
  const table = ctx.services.registry.get('customerGroup')!.table;
  const exists = await ctx.trx.selectFrom(table).select('_id').where('_id', '=', group).where('deleted_at', 'is', null).executeTakeFirst();
  if (!exists) throw invalid([ruleError('customerGroup', 'customerGroupUnknown')]);
  return group;
}
