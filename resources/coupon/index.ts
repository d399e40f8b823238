import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { CouponList } from './CouponList';

/**
 * /coupon (deprecated but served): the list (per venue or global), the generated create and edit
 * screens, plus generation (/coupon/create/multiple), exports (/coupon/export) and the venue
 * switch (/coupon/disable), as the promo code screens.
 */
const override: ResourceOverride = {
  list: CouponList,
  routes: [
    { path: 'export', component: lazyView(() => import('./CouponExportPage'), (m) => m.CouponExportPage) },
    { path: 'create/multiple', component: lazyView(() => import('./CouponGeneratePage'), (m) => m.CouponGeneratePage) },
    { path: 'disable', component: lazyView(() => import('./CouponDisablePage'), (m) => m.CouponDisablePage) },
  ],
};

export default override;
