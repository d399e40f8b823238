/**
 * Business constants of spec part 1 section 9 (and the few enums of section 3 that share them).
 * Values are the stored codes; labels come from the translation catalogue.
 */
export const enums = {
  /** euro, Swiss franc, Icelandic krona, Czech koruna */
  currencies: ['euro', 'chf', 'isk', 'czk'],
  /** `au` in some sources is a typo for `at`; `ic` is the Canary Islands (own tax territory) */
  countries: ['de', 'at', 'fr', 'li', 'lu', 'ch', 'es', 'is', 'ic', 'pt', 'cz', 'nl'],
  /** Spelled as the spec lists them; "other" is labelled "autres" in French. */
  legalForms: ['AG', 'GmbH', 'UG', 'KG', 'single company', 'SA', 'SARL', 'EURL', 'SAS', 'SE', 'SE & Co. KG', 'ltd', 'pe', 'other'],
  /** `db` is a rail (Deutsche Bahn) venue */
  locTypes: ['bar', 'club', 'restaurant', 'db', 'cinema', 'other'],
  provisionPeriods: ['daily', 'weekly', 'monthly', 'never'],
  autoReset: ['none', 'morning', 'noon', 'evening', 'midnight'],
  tipTypes: ['absolute', 'relative', 'any'],
  /** Methods as payments record them (part 2 uses the same list). */
  paymentMethods: ['credit_card', 'sepa', 'sofortbanking', 'paypal', 'google_pay', 'apple_pay'],
  /** Payment types offered to venues: credit card, PayPal, SEPA, Sofort banking, bank transfer. */
  paymentTypes: ['credit_card', 'paypal', 'sepa', 'sofortbanking', 'bank_transfer'],
  interfaceLanguages: ['de', 'en', 'fr'],
  /** d2d, d2p, p2d, p2p */
  syncDirections: ['d2d', 'd2p', 'p2d', 'p2p'],
  releasePlatforms: ['IOS', 'ANDROID'],
  /** External order providers (section 3). */
  dispatchModes: ['provider_delivery', 'own_delivery'],
  articleDependencyModes: ['ignore_article', 'ignore_dependency_only'],
} as const;
