import { apiCall, apiFile } from '../../src/admin/providers/apiCall';
import type { PromotionConfig } from '../../src/admin/promotions/PromotionConfig';

/** The promo code screens (spec part 2 §2/§6): routes under /promo, `promoCode.*` permissions, `promo.*` texts. */
export const PROMO_CONFIG: PromotionConfig = {
  perm: 'promoCode',
  base: '/promo',
  i18n: 'promo',
  rules: {
    create: ['promoCode.create', 'promoCode.create.own'],
    disable: ['promoCode.disable', 'promoCode.enable'],
    export: ['promoCode.export', 'promoCode.export.count', 'promoCode.export.summary', 'promoCode.export.overview'],
  },
  extraCreateLinks: [{ path: 'create/teedeli', label: 'createTeedeli' }],
  setVenue: (venue, on) => on
    ? apiCall('v1/general/venue/{venue}/promoCodes/enable', 'patch', { params: { venue } })
    : apiCall('v1/general/venue/{venue}/promoCodes/disable', 'patch', { params: { venue } }),
  exportFile: (kind, lang, filters) => {
    const init = { query: { lang }, filters };
    if (kind === 'count') return apiFile('v1/general/data/promo/count/csv', 'get', init);
    if (kind === 'summary') return apiFile('v1/export/promoCode/summary/csv', 'get', init);
    return apiFile('v1/general/data/promo/csv', 'get', init);
  },
  exportJob: 'promoExport',
  exportFilePrefix: 'promo-codes',
  exportIdPrefix: 'promo-export',
};
