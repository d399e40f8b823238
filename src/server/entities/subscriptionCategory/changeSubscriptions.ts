import type { ActionContext } from '../../crud/EntityHooks';

/**
 * `POST {id}/addSubscription` and `POST {id}/removeSubscription` with `{subscription}`: one
 * subscription in or out, audited as the action's name. Adding one already held or removing one
 * not held answers the category unchanged (no write, no audit entry), so a repeated click or a
 * retried request does no harm. A subscription of another brand or outside the caller's venues is
 * refused by the update's own check (422 at `subscriptions.<index>`, nothing written).
 */
export async function changeSubscriptions(ctx: ActionContext, op: 'add' | 'remove') {
  const { entity, principal: p, params, body } = ctx;
  const subscription = String(body.subscription);
  return ctx.services.items.transaction(async (items) => {
    // An empty update takes the row's lock (FOR UPDATE on PostgreSQL; SQLite has one writer), so
    // two concurrent changes of one category each read the list the other left.
    await items.update(entity, p, params.id, {});
    const category = await items.show(entity, p, params.id);
    const held: string[] = Array.isArray(category.subscriptions) ? category.subscriptions.map(String) : [];
    const has = held.includes(subscription);
    if (op === 'add' ? has : !has) return category;
    const next = op === 'add' ? [...held, subscription] : held.filter((s) => s !== subscription);
    return items.update(entity, p, params.id, { subscriptions: next }, {}, op === 'add' ? 'addSubscription' : 'removeSubscription');
  });
}
