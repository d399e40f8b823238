import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { lazyView } from '../../src/admin/lazyView';

/** /provision: one page with the months per venue, their totals and the claim buttons. */
const override: ResourceOverride = {
  list: lazyView(() => import('./ProvisionPage'), (m) => m.ProvisionPage),
};

export default override;
