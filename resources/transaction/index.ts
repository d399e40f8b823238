import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { BILLING_ACCESS } from './billingAccess';

/** /billing: the billing form, the venue's invoices and credit notes (spec part 2 §2, §7). */
const override: ResourceOverride = {
  list: lazyView(() => import('./BillingPage'), (m) => m.BillingPage),
  listAccess: BILLING_ACCESS,
};
export default override;
