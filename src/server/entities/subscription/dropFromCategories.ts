import type { HookContext } from '../../crud/EntityHooks';
import { parseDoc } from '../../crud/rowToRecord';

/**
 * A deleted subscription leaves the categories of its brand that hold it (audited there as
 * `removeSubscription`), so no category offers a subscription that is gone.
 */
export async function dropFromCategories(ctx: HookContext, subscription: string, venue: string): Promise<void> {
  const category = ctx.services.registry.get('subscriptionCategory')!;
  const v = await ctx.trx.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirst();
  if (!v?.customer_group) return;
  const rows = await ctx.trx.selectFrom(category.table).select(['_id', 'doc'])
    .where('customer_group', '=', v.customer_group).where('deleted_at', 'is', null).execute();
  for (const row of rows) {
    const list: unknown = parseDoc(row.doc).subscriptions;
    if (!Array.isArray(list) || !list.includes(subscription)) continue;
    await ctx.items.update(category, ctx.principal, row._id, { subscriptions: list.filter((s) => s !== subscription) }, {}, 'removeSubscription');
  }
}
