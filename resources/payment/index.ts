import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** /payments/:id/show: the payment with its order's items, its refunds and the refund dialog. */
const override: ResourceOverride = {
  show: lazyView(() => import('./PaymentShow'), (m) => m.PaymentShow),
};

export default override;
