import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** /sepa is the mandate and its invoices on one page, not a list; spec part 2 §2 gates it on venue SEPA create. */
const override: ResourceOverride = {
  list: lazyView(() => import('./SepaPage'), (m) => m.SepaPage),
  listAccess: 'venue.sepa.create',
};

export default override;
