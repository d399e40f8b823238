import { allows } from '../../access/principal';
import { AppError, invalid, ruleError } from '../../errors';
import { defineHooks, type HookContext } from '../../crud/EntityHooks';

/**
 * The label's group after this write. A brand user's label is always its brand's: without a
 * group it would be a platform label, which only admins see.
 */
function labelGroup(ctx: HookContext, named: unknown): string | null {
  const p = ctx.principal;
  const group = (named as string | null | undefined) ?? (p.groupIds === 'all' ? null : p.customerGroup);
  if (!group && p.groupIds !== 'all') throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
  return group;
}

/**
 * A label grants its venues to the users holding it, so it names only venues of its own group,
 * and a brand user only venues it may see itself: another brand's venue is a 404, as everywhere.
 * A platform label (no group, admins only) may name any venue.
 */
async function checkVenues(ctx: HookContext, group: string | null, venues: readonly string[]): Promise<void> {
  if (!venues.length) return;
  for (const v of venues) if (!allows(ctx.principal.venueIds, v)) throw new AppError('NOT_FOUND', { resource: 'venue' });
  const rows = await ctx.trx.selectFrom('venue').select(['_id', 'customer_group']).where('_id', 'in', [...venues]).where('deleted_at', 'is', null).execute();
  const groupOf = new Map(rows.map((r) => [r._id as string, r.customer_group as string | null]));
  for (const v of venues) {
    if (!groupOf.has(v)) throw invalid([ruleError('venues', 'venueUnknown')]);
    if (group && groupOf.get(v) !== group) throw invalid([ruleError('venues', 'venueOutsideGroup')]);
  }
}

const hooks = defineHooks('venueLabel', {
  async beforeCreate(ctx, data) {
    const group = labelGroup(ctx, data.customerGroup);
    if (group) data.customerGroup = group;
    await checkVenues(ctx, group, data.venues ?? []);
  },
  async beforeUpdate(ctx, patch, previous) {
    const group = labelGroup(ctx, 'customerGroup' in patch ? patch.customerGroup : previous.customerGroup);
    if ('customerGroup' in patch && group) patch.customerGroup = group;
    const before: string[] = previous.venues ?? [];
    const venues: string[] = patch.venues !== undefined ? (patch.venues ?? []) : before;
    // Venues the label already names stay (a deleted venue need not block a rename); a new
    // group must fit every venue.
    const moved = group !== (previous.customerGroup ?? null);
    await checkVenues(ctx, group, moved ? venues : venues.filter((v) => !before.includes(v)));
  },
});

export default hooks;
