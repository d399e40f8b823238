import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { lazyView } from '../../src/admin/lazyView';

/** /receipts is a list of payments with PDF downloads, not a generated list (receipts are not stored). */
const override: ResourceOverride = {
  list: lazyView(() => import('./ReceiptsPage'), (m) => m.ReceiptsPage),
  listAccess: 'receipt.view',
};

export default override;
