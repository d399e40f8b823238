/**
 * Venue calls of spec part 1 §7 beyond its lifecycle (reads of one venue, the end-of-day report,
 * slug generation, emptying the foodcard), as x-actions of the venue declaration
 * (schemas/venue.ts). Their handlers are in src/server/entities/venue/.
 */
const objectId = { type: 'string', format: 'objectId' } as const;
const count = { type: 'integer', minimum: 0 } as const;
const day = { type: 'string', format: 'dateOnly' } as const;
const loose = { type: 'object', additionalProperties: true } as const;

/** What a venue's foodcard and equipment hold: the counts the empty-foodcard confirmation names. */
export const venueCounts = {
  type: 'object',
  properties: { categories: count, articles: count, options: count, optionArticles: count, tables: count, printers: count },
  required: ['categories', 'articles', 'options', 'optionArticles', 'tables', 'printers'],
  additionalProperties: false,
} as const;

const money = { type: 'integer', description: 'minor units (cents)' } as const;
const bucket = { type: 'object', properties: { key: { type: 'string' }, orders: count, total: money, tips: money }, required: ['key', 'orders', 'total', 'tips'] } as const;

export const venueCalls = {
  /** the venue with what hangs on it (counts of its foodcard, tables and printers) */
  full: {
    call: 'GET {id}/full',
    access: 'venue.view',
    data: { type: 'object', properties: { venue: { $ref: 'venue#' }, counts: venueCounts }, required: ['venue', 'counts'] },
  },
  /** the payment settings of one venue: enabled methods, provider settings, tips, loyalty, vouchers */
  payment: {
    call: 'GET {id}/payment',
    access: 'venue.payment',
    data: {
      type: 'object',
      properties: { _id: objectId, payment: loose, tipEnabled: { type: 'boolean' }, defaultTips: loose, loyalty: loose, voucher: loose },
      required: ['_id', 'payment', 'tipEnabled'],
      additionalProperties: false,
    },
  },
  /** the day's closing figures of done and validated orders, on the venue's clock (default: today) */
  endOfDay: {
    call: 'GET {venue}/endOfDay',
    access: ['sales.view', 'reporting.view'],
    query: { type: 'object', properties: { date: day }, additionalProperties: false },
    data: {
      type: 'object',
      properties: {
        venue: objectId, date: day, timezone: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' },
        orders: count, total: money, net: money, tips: money,
        byPaymentMethod: { type: 'array', items: bucket }, byType: { type: 'array', items: bucket },
        endOfDayEnabled: { type: 'boolean' }, endOfDayEmails: { type: 'array', items: { type: 'string' } },
      },
      required: ['venue', 'date', 'orders', 'total', 'net', 'tips', 'byPaymentMethod', 'byType', 'endOfDayEnabled', 'endOfDayEmails'],
    },
  },
  /** gives venues without a web app slug (or the named ones, `overwrite`) a unique slug from their name */
  updateWebappSlugs: {
    call: 'PATCH update-webapp-slugs',
    access: 'venue.slug.generate',
    body: {
      type: 'object',
      properties: { ids: { type: 'array', items: objectId, maxItems: 1000, uniqueItems: true }, overwrite: { type: 'boolean' } },
      additionalProperties: false,
    },
    data: {
      type: 'object',
      properties: { updated: { type: 'array', items: { type: 'object', properties: { _id: objectId, webAppSlug: { type: 'string' } }, required: ['_id', 'webAppSlug'] } } },
      required: ['updated'],
    },
  },
  /**
   * Empties the venue's foodcard (categories, articles, options, option articles): the call
   * must name the venue's short id and the counts it confirms, and a CSV export of the foodcard
   * is kept first (its file in the answer and the audit entry; import it to restore).
   */
  emptyFoodcard: {
    call: 'DELETE {id}/foodcard',
    // a whole foodcard at once: administrators only, like the foodcard copy (spec part 1 §2)
    access: 'admin',
    stepUp: true,
    body: {
      type: 'object',
      properties: { readableId: { type: 'string', maxLength: 20 }, counts: venueCounts },
      required: ['readableId', 'counts'],
      additionalProperties: false,
    },
    data: {
      type: 'object',
      properties: { deleted: venueCounts, backup: { type: 'object', properties: { file: { type: 'string' }, url: { type: 'string' } }, required: ['file', 'url'] } },
      required: ['deleted', 'backup'],
    },
  },
} as const;
