import { lazyView } from '../../src/admin/lazyView';
import { promotionOverride } from '../../src/admin/promotions/promotionOverride';
import { PROMO_CONFIG } from './promoConfig';

/** /promo: the list (per venue or global), plus generation, Teedeli codes, exports and the venue switch. */
export default promotionOverride(PROMO_CONFIG, [
  { path: 'create/multiple', component: lazyView(() => import('./PromoGeneratePage'), (m) => m.PromoGenerateMultiplePage) },
  { path: 'create/teedeli', component: lazyView(() => import('./PromoGeneratePage'), (m) => m.PromoGenerateTeedeliPage) },
]);
