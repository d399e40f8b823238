import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import type { PromotionConfig } from '../../src/admin/promotions/PromotionConfig';

/**
 * The coupon screens, the coupon equivalents of the promo code screens (spec part 2 §2): routes
 * under /coupon, `coupon.*` permissions (create needs a login only), `couponUi.*` texts.
 */
export const COUPON_CONFIG: PromotionConfig = {
  perm: 'coupon',
  base: '/coupon',
  i18n: 'couponUi',
  rules: {
    create: 'login',
    disable: ['coupon.disable', 'coupon.enable'],
    export: ['coupon.export', 'coupon.export.count', 'coupon.export.summary', 'coupon.export.overview'],
  },
  setVenue: (venue, on) => on
    ? apiCall('v1/general/venue/{venue}/coupons/enable', 'patch', { params: { venue } })
    : apiCall('v1/general/venue/{venue}/coupons/disable', 'patch', { params: { venue } }),
  exportFile: (kind, lang, filters) => {
    const init = { query: { lang }, filters };
    if (kind === 'count') return apiFile('v1/general/data/coupons/count/csv', 'get', init);
    if (kind === 'summary') return apiFile('v1/export/coupons/summary/csv', 'get', init);
    return apiFile('v1/general/data/coupons/csv', 'get', init);
  },
  exportJob: 'couponExport',
  exportFilePrefix: 'coupons',
  exportIdPrefix: 'coupon-export',
};
