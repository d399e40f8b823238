import { lazyView } from '../../src/admin/lazyView';
import { promotionOverride } from '../../src/admin/promotions/promotionOverride';
import { COUPON_CONFIG } from './couponConfig';

/**
 * /coupon (deprecated but served): the list (per venue or global), the generated create and edit
 * screens, plus generation (/coupon/create/multiple), exports (/coupon/export) and the venue
 * switch (/coupon/disable), as the promo code screens.
 */
export default promotionOverride(COUPON_CONFIG, [
  { path: 'create/multiple', component: lazyView(() => import('./CouponGeneratePage'), (m) => m.CouponGeneratePage) },
]);
