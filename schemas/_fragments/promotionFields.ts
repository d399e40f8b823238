import { enums } from './enums';
import { price } from './money';
import { weekdays } from './opening-hours';

/**
 * Fields a promo code and a (deprecated) coupon share (spec part 2 §3: a coupon is "similar to
 * promo code"). Each entity spreads `promotionProperties`, adds its own file fields with
 * `promotionFile` (their upload paths differ: promo `PATCH {id}/photo`, coupon `PATCH {id}/banners`)
 * and its own scope, access and calls. Export names here are stable: other entities import them.
 */

/** Promotion types of spec part 2 §3, as stored codes. */
export const promotionTypes = [
  'absolute',
  'relative',
  'bogo',
  'deliveryFee',
  'reward',
  'giftCard',
  'freeArticle',
  'void',
  'singleArticleDiscount',
  'multipleArticleDiscount',
  'dependencyFreeArticle',
  'cheapestFreeArticle',
  'halfDiscount',
  'mostExpensiveDiscount',
  'premium',
  'unlockArticles',
  'coupon',
] as const;

/** A relative discount needs its percentage, an absolute one its amount (`x-required-when`). */
export const promotionRequiredWhen = { type: { absolute: ['value'], relative: ['percent'] } } as const;

/** How often one customer may redeem a code (spec §9 "Usage frequency"). */
export const usageFrequencies = ['any', 'daily', 'weekly', 'monthly'] as const;

/** Ordering channels a promotion may be limited to (the article's availability channels). */
export const promotionChannels = ['inside', 'takeaway', 'delivery', 'web'] as const;

/** Availability per channel: a channel left out (or true) is allowed. */
export const channelAvailability = {
  type: 'object',
  properties: Object.fromEntries(promotionChannels.map((c) => [c, { type: 'boolean', default: true }])) as {
    [K in (typeof promotionChannels)[number]]: { type: 'boolean'; default: true };
  },
  additionalProperties: false,
  'x-ui': { tab: 'availability' },
} as const;

/** Weekday availability, Monday first: a day left out (or true) is allowed. */
export const weekdayAvailability = {
  type: 'object',
  properties: Object.fromEntries(weekdays.map((d) => [d, { type: 'boolean', default: true }])) as {
    [K in (typeof weekdays)[number]]: { type: 'boolean'; default: true };
  },
  additionalProperties: false,
  'x-ui': { tab: 'availability' },
} as const;

/**
 * A fraction 0..1 shown and entered as a percentage (spec §5: "Promo percent values are
 * fractions (0.2 means 20%)"): stored as the fraction, the `fraction` widget multiplies by 100.
 */
export const fraction = { type: 'number', minimum: 0, maximum: 1, 'x-ui': { widget: 'fraction' } } as const;

/** An uploaded file's id, written only by its own upload call (multipart `file`). */
export const promotionFile = <W extends 'file' | 'image', P extends string>(widget: W, upload: P, accept?: string) =>
  ({
    type: 'string',
    maxLength: 64,
    readOnly: true,
    // an image is chosen on create too (sent once the record exists); a document after the first save
    'x-ui': { widget, ...(widget === 'image' ? {} : { create: false }), upload, ...(accept ? { accept } : {}) },
  }) as const;

const quantity = { type: 'integer', minimum: 0, maximum: 100000 } as const;
const posCode = { type: 'string', maxLength: 100, 'x-ui': { tab: 'pos' } } as const;

/**
 * The shared properties. `code` is letters, digits, `-` and `_` (what customers type; generated codes are upper-case);
 * `amount` is the maximum number of redemptions (0 or empty: unlimited); `mov` the minimum order
 * value; `value` an absolute amount, `percent` a fraction; `from`/`to` the validity period.
 */
export const promotionProperties = {
  name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
  code: {
    type: 'string',
    minLength: 3,
    maxLength: 40,
    pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
    'x-ui': { list: true, filter: 'search' },
  },
  description: { type: 'string', maxLength: 2000, 'x-ui': { widget: 'textarea' } },
  venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
  /** the venue label the promotion applies to (all of its venues) */
  label: { type: 'string', format: 'objectId', 'x-ref': 'venueLabel', 'x-ui': { filter: 'reference' } },
  type: { type: 'string', enum: promotionTypes, default: 'relative', 'x-ui': { list: true, filter: true } },
  value: { ...price, 'x-ui': { list: true } },
  percent: { ...fraction, 'x-ui': { ...fraction['x-ui'], list: true } },
  mov: { ...price },
  amount: { ...quantity },
  active: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
  from: { type: 'string', format: 'date-time', 'x-rules': [{ rule: 'dateBefore', target: 'to' }], 'x-ui': { list: true, filter: 'dateRange' } },
  to: { type: 'string', format: 'date-time', 'x-ui': { list: true, filter: 'dateRange' } },
  countries: { type: 'array', items: { type: 'string', enum: enums.countries }, uniqueItems: true, maxItems: 12 },
  /** federal states / regions (free codes, e.g. `BY`) */
  states: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 50 }, uniqueItems: true, maxItems: 50 },
  customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { filter: 'reference' } },
  isMultipleApplicable: { type: 'boolean', default: false },
  applyOnAnyQuantity: { type: 'boolean', default: false },
  usageFrequency: { type: 'string', enum: usageFrequencies, default: 'any', 'x-ui': { filter: true } },
  minQuantity: { ...quantity, 'x-rules': [{ rule: 'lessOrEqual', target: 'maxQuantity' }] },
  maxQuantity: { ...quantity },
  isAutomatic: { type: 'boolean', default: false, 'x-ui': { filter: true } },
  isMaster: { type: 'boolean', default: false },
  registrationRequired: { type: 'boolean', default: false },
  boundToUser: { type: 'boolean', default: false },
  availability: channelAvailability,
  weekdays: weekdayAvailability,
  lightspeedCode: posCode,
  simphonyCode: posCode,
} as const;
