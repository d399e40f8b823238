import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** Subscription categories (spec part 2 §2 /subscriptionCategories…): the edit shows the category's subscriptions, with add and remove. */
const override: ResourceOverride = {
  edit: lazyView(() => import('./SubscriptionCategoryEdit'), (m) => m.SubscriptionCategoryEdit),
};

export default override;
