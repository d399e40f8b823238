import { defineHooks } from '../../crud/EntityHooks';
import { invalid } from '../../errors';
import { searchHooks } from '../../search/searchHooks';
import { assertRefsOfGroup } from './assertRefsOfGroup';
import { changeSubscriptions } from './changeSubscriptions';
import { groupOfNewCategory } from './groupOfNewCategory';

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

const hooks = defineHooks('subscriptionCategory', {
  async beforeCreate(ctx, data) {
    data.customerGroup = await groupOfNewCategory(ctx, data.customerGroup, ids(data.venues));
    await assertRefsOfGroup(ctx, data.customerGroup, 'venues', data.venues);
    await assertRefsOfGroup(ctx, data.customerGroup, 'subscriptions', data.subscriptions);
    await searchHooks.beforeCreate!(ctx, data);
  },
  async beforeUpdate(ctx, patch, previous) {
    if (patch.customerGroup === null) throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
    const moved = patch.customerGroup !== undefined && patch.customerGroup !== previous.customerGroup;
    const group = moved ? await groupOfNewCategory(ctx, patch.customerGroup, []) : String(previous.customerGroup);
    // Moved to another brand: every venue and subscription must be of the new one; otherwise
    // only those the change brings in are checked.
    for (const field of ['venues', 'subscriptions'] as const) {
      if (!moved && !(field in patch)) continue;
      const list = field in patch ? patch[field] : previous[field];
      await assertRefsOfGroup(ctx, group, field, list, moved ? [] : ids(previous[field]));
    }
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  actions: {
    addSubscription: (ctx) => changeSubscriptions(ctx, 'add'),
    removeSubscription: (ctx) => changeSubscriptions(ctx, 'remove'),
  },
});

export default hooks;
