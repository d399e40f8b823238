import { defineEntity } from './_meta';
import { promotionFile, promotionProperties, promotionRequiredWhen } from './_fragments/promotionFields';
import { requiredWhenSchema } from '../src/core/requiredWhen';

/**
 * The generation's template: every promotion field but the code, how many codes and their prefix
 * (as for promo codes; generated coupons belong to one venue).
 */
const { code: _code, ...templateProperties } = promotionProperties;
const generateBody = {
  type: 'object',
  properties: {
    ...templateProperties,
    generateAmount: { type: 'integer', minimum: 1, maximum: 100000 },
    prefix: { type: 'string', maxLength: 10, pattern: '^[A-Z0-9]*$' },
    length: { type: 'integer', minimum: 6, maximum: 20, default: 10 },
  },
  required: ['name', 'type', 'venue', 'generateAmount'],
  allOf: requiredWhenSchema(promotionRequiredWhen),
  additionalProperties: false,
} as const;
/** `lang` (headers in that language) plus the list's filters (`key[]=value`, `key[gte]=`, `q`). */
const exportQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['de', 'en', 'fr'], default: 'de' } },
  additionalProperties: true,
} as const;
const countAnswer = {
  type: 'object',
  properties: { count: { type: 'integer' }, batch: { type: 'string' } },
  required: ['count'],
} as const;

/**
 * A coupon (spec part 2 §3, deprecated but served): "similar to promo code", with the promotion
 * fields of the shared fragment, a gift cards file, a banner and a photo. Coupons of a venue or,
 * without one, of the whole customer group; codes unique within the customer group. Creating
 * needs a login only (spec §2); the rest takes the coupon.* rights as promo codes take promoCode.*.
 */
export default defineEntity({
  $id: 'coupon',
  title: 'Coupon',
  type: 'object',
  properties: {
    ...promotionProperties,
    giftCards: promotionFile('file', 'PATCH {id}/gift_cards', 'text/csv,.csv,application/pdf'),
    banner: promotionFile('image', 'PATCH {id}/banners'),
    photo: promotionFile('image', 'PATCH {id}/photo'),
    /** made by a generation (the same id for every coupon of one call) */
    batch: { type: 'string', maxLength: 24, readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['name', 'code', 'type'],
  'x-required-when': promotionRequiredWhen,
  'x-scope': 'venueOrGroup',
  'x-access': {
    view: ['coupon.view', 'coupon.view.global', 'coupon.view.simple'],
    create: 'login',
    update: 'coupon.update',
    delete: 'coupon.delete',
  },
  'x-api': { base: 'v1/general/coupons' },
  'x-actions': {
    /** every coupon of the venue off, or on again (spec §4) */
    disableVenue: { call: 'PATCH ../venue/{venue}/coupons/disable', access: 'coupon.disable', data: countAnswer },
    enableVenue: { call: 'PATCH ../venue/{venue}/coupons/enable', access: 'coupon.enable', data: countAnswer },
    /** `generateAmount` coupons from one template in one transaction (all or nothing) */
    generate: { call: 'POST generate', access: 'login', body: generateBody, data: countAnswer },
    activate: { call: 'PATCH {id}/activate', access: 'coupon.activate', data: 'record' },
    deactivate: { call: 'PATCH {id}/deactivate', access: 'coupon.deactivate', data: 'record' },
    exportCsv: { call: 'GET ../data/coupons/csv', access: ['coupon.export', 'coupon.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
    exportCountCsv: { call: 'GET ../data/coupons/count/csv', access: ['coupon.export.count', 'coupon.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
    exportCodesCsv: { call: 'GET ../../export/coupons/csv', access: ['coupon.export', 'coupon.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
    exportSummaryCsv: { call: 'GET ../../export/coupons/summary/csv', access: ['coupon.export.summary', 'coupon.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
  },
  'x-sample': { fill: ['value', 'percent'] },
  'x-index': ['code', 'active', 'batch'],
  'x-unique': [['customerGroup', 'code']],
  'x-search': ['code', 'name'],
  'x-ui': { route: '/coupon', group: 'promo', icon: 'ConfirmationNumber', titleField: 'code', export: { handler: 'couponExport', access: ['coupon.export', 'coupon.export.overview'] } },
});
