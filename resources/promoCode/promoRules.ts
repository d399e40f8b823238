/** Who may open the promo screens (spec part 2 §2/§6). */
export const PROMO_RULES = {
  create: ['promoCode.create', 'promoCode.create.own'],
  disable: ['promoCode.disable', 'promoCode.enable'],
  export: ['promoCode.export', 'promoCode.export.count', 'promoCode.export.summary', 'promoCode.export.overview'],
} as const;
