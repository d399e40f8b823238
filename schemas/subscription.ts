import { defineEntity } from './_meta';
import { refs } from './_fragments/foodcard';
import { price, percent } from './_fragments/money';
import { withSections } from './_fragments/sections';
import { translatable } from './_fragments/translatable';

/** What `factor` counts: a subscription runs `factor` × `unit` (1 × month, 2 × week, …). */
export const subscriptionUnits = ['day', 'week', 'month', 'year'] as const;

/**
 * A subscription a venue sells to its customers (spec part 2 §3): a price per period and the
 * limits of what a subscriber may order with it, from the venue's articles. The spec shows
 * labels only; types, limits and the rules below are ours (notes, spec decisions). Prices are
 * numbers in the venue's currency like article prices (`format: 'price'`).
 */
export default defineEntity({
  $id: 'subscription',
  title: 'Subscription',
  type: 'object',
  properties: withSections({
    general: ['name', 'description', 'image', 'isActive', 'automaticallyRenew', 'useMasterFoodcard', 'linkedCustomerGroup'],
    pricing: ['price', 'factor', 'unit', 'tax'],
    limits: ['maxPricePerOrder', 'maxPricePerArticle', 'maxArticlesPerOrder', 'maxOrdersPerDay', 'minimumOrderOffset'],
    articles: ['articles'],
  }, {
    /** the selected venue (x-ui.needsVenue), fixed once created: its articles and brand are the subscription's */
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { filter: 'reference', create: false, edit: false } },
    name: { ...translatable, 'x-ui': { widget: 'translatable', list: true } },
    description: { ...translatable },
    image: { type: 'string', maxLength: 64, readOnly: true, 'x-ui': { widget: 'image', upload: 'PATCH {id}/image' } },
    /** orders with it may use the brand's master foodcard, not only the venue's own */
    useMasterFoodcard: { type: 'boolean', default: false },
    /** price of one period (factor × unit) */
    price: { ...price, 'x-ui': { widget: 'price', list: true } },
    factor: { type: 'integer', minimum: 1, maximum: 1000, default: 1, 'x-ui': { list: true } },
    unit: { type: 'string', enum: subscriptionUnits, default: 'month', 'x-ui': { list: true, filter: true } },
    maxPricePerOrder: { ...price, 'x-ui': { widget: 'price' } },
    maxPricePerArticle: { ...price, 'x-rules': [{ rule: 'lessOrEqual', target: 'maxPricePerOrder' }], 'x-ui': { widget: 'price' } },
    maxArticlesPerOrder: { type: 'integer', minimum: 1, maximum: 1000 },
    maxOrdersPerDay: { type: 'integer', minimum: 1, maximum: 100 },
    /** minutes an order must be placed ahead of its pickup or delivery time */
    minimumOrderOffset: { type: 'integer', minimum: 0, maximum: 10080 },
    isActive: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    automaticallyRenew: { type: 'boolean', default: false, 'x-ui': { list: true, filter: true } },
    /** VAT rate in percent, as the articles' taxInside / taxTakeaway */
    tax: { ...percent, default: 19 },
    /** articles of the subscription's venue it covers */
    articles: { ...refs('article'), maxItems: 1000 },
    /** the brand whose customers may take it: the venue's own customer group */
    linkedCustomerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup' },
    /** the venue's brand, kept by the server: categories of that brand may hold the subscription */
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', readOnly: true, 'x-ui': { filter: 'reference', create: false, edit: false } },
    /** the name in every language, lower-cased: what the free-text search reads (set by the hook) */
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  }),
  required: ['venue', 'name', 'price'],
  'x-scope': 'venue',
  // Spec part 2 §2: permissions "not shown", and the vocabulary has none for subscriptions, so
  // "login": a tenant's member (never an account waiting for its brand), inside its own venues.
  'x-access': { view: 'login', create: 'login', update: 'login', delete: 'login' },
  'x-api': { base: 'v1/general/subscription' },
  'x-index': ['isActive', 'customerGroup'],
  'x-search': ['search'],
  'x-ui': { route: '/subscription', group: 'customerInfo', icon: 'Autorenew', needsVenue: true, titleField: 'name' },
});
