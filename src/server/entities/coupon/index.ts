import { defineHooks } from '../../crud/EntityHooks';
import { checkPromotion } from '../promoCode/checkPromotion';
import { checkPromotionUpdate, promotionActions } from '../promoCode/promotionHooks';
import { couponExport } from './couponExport';

/**
 * Coupons work as promo codes do (spec §3 "similar to promo code"): the same cross-field rules,
 * generation in bulk, venue-wide enable and disable, (de)activation and streamed exports, run by
 * the promo code's helpers on the coupon entity. Creating needs only a login, so there is no
 * `create.own` rule; the tenant scope still decides which venue or group a coupon may name.
 */
const hooks = defineHooks('coupon', {
  beforeCreate(_ctx, data) {
    checkPromotion(data);
  },
  beforeUpdate(_ctx, patch, previous) {
    checkPromotionUpdate(patch, previous);
  },
  actions: promotionActions(couponExport),
});

export default hooks;
