import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { lazyView } from '../../src/admin/lazyView';

/** /tips is a report (tips per day and table of a venue and period), not a generated list. */
const override: ResourceOverride = {
  list: lazyView(() => import('./TipsPage'), (m) => m.TipsPage),
  listAccess: ['billing.view', 'tips.view'],
};

export default override;
