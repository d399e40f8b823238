/** Who may open the coupon screens (spec part 2 §2: coupon equivalents of promo; create needs a login only). */
export const COUPON_RULES = {
  create: 'login',
  update: 'coupon.update',
  disable: ['coupon.disable', 'coupon.enable'],
  export: ['coupon.export', 'coupon.export.count', 'coupon.export.summary', 'coupon.export.overview'],
} as const;
