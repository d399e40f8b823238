import { defineEntity } from './_meta';
import { promotionFile, promotionProperties, promotionRequiredWhen } from './_fragments/promotionFields';
import { requiredWhenSchema } from '../src/core/requiredWhen';

const ids = { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 50000 } as const;
/**
 * The exports take `lang` (headers in that language) and the list call's filters (`key[]=value`,
 * `key[gte]=`, `q`), which the server checks like the list does (an unknown key is a 400).
 */
const exportQuery = {
  type: 'object',
  properties: { lang: { type: 'string', enum: ['de', 'en', 'fr'], default: 'de' } },
  additionalProperties: true,
} as const;

/**
 * The template of a generation (spec §3 "generateAmount"): every promotion field but the code,
 * and how many codes to make; `prefix` starts every code.
 */
const { code: _code, ...templateProperties } = promotionProperties;
const generateBody = {
  type: 'object',
  properties: {
    ...templateProperties,
    generateAmount: { type: 'integer', minimum: 1, maximum: 100000 },
    prefix: { type: 'string', format: 'upperCase', maxLength: 10, pattern: '^[A-Z0-9]*$' },
    length: { type: 'integer', minimum: 6, maximum: 20, default: 10 },
  },
  // generated codes belong to one venue (a brand-wide code is created one by one)
  required: ['name', 'type', 'venue', 'generateAmount'],
  allOf: requiredWhenSchema(promotionRequiredWhen),
  additionalProperties: false,
} as const;

const countAnswer = {
  type: 'object',
  properties: { count: { type: 'integer' }, batch: { type: 'string' }, ids: { type: 'array', items: { type: 'string' } } },
  required: ['count'],
} as const;

/**
 * A promo code (spec part 2 §3): a discount customers redeem by code, for one venue or (no venue)
 * for the whole customer group. Codes are unique within a customer group. `teedeli` codes are made
 * for the Teedeli partner (generated inactive, activated one by one when sold, printed as QR codes).
 */
export default defineEntity({
  $id: 'promoCode',
  title: 'Promo code',
  type: 'object',
  properties: {
    ...promotionProperties,
    banner: promotionFile('image', 'PATCH {id}/banner'),
    photo: promotionFile('image', 'PATCH {id}/photo'),
    giftCards: promotionFile('file', 'PATCH {id}/gift_cards', 'application/pdf,image/*'),
    /** made by a generation (the same id for every code of one call) */
    batch: { type: 'string', maxLength: 24, readOnly: true, 'x-ui': { create: false, edit: false } },
    teedeli: { type: 'boolean', default: false, readOnly: true, 'x-ui': { filter: true, create: false, edit: false } },
  },
  required: ['name', 'code', 'type'],
  'x-required-when': promotionRequiredWhen,
  'x-scope': 'venueOrGroup',
  'x-access': {
    view: ['promoCode.view', 'promoCode.view.global', 'promoCode.view.simple'],
    create: ['promoCode.create', 'promoCode.create.own'],
    update: 'promoCode.update',
    delete: 'promoCode.delete',
  },
  'x-api': { base: 'v1/general/promoCode' },
  'x-actions': {
    /** every code of the venue off (spec §4 "enable and disable for a whole venue") */
    disableVenue: { call: 'PATCH ../venue/{venue}/promoCodes/disable', access: 'promoCode.disable', data: countAnswer },
    enableVenue: { call: 'PATCH ../venue/{venue}/promoCodes/enable', access: 'promoCode.enable', data: countAnswer },
    /** `generateAmount` codes from one template in one transaction (all or nothing) */
    generate: { call: 'POST generate', access: ['promoCode.create', 'promoCode.create.own'], body: generateBody, data: countAnswer },
    activate: { call: 'PATCH {id}/activate', access: 'promoCode.activate', data: 'record' },
    deactivate: { call: 'PATCH {id}/deactivate', access: 'promoCode.deactivate', data: 'record' },
    /** Teedeli codes: generated inactive (spec §7 POST /generatePromoTeedeli, below the promo base) */
    generateTeedeli: { call: 'POST generatePromoTeedeli', access: ['promoCode.create', 'promoCode.create.own'], body: generateBody, data: countAnswer },
    teedeliActivate: { call: 'PATCH teedeli/{id}/activate', access: 'promoCode.activate', data: 'record' },
    /** a PDF, one page per Teedeli code (of `ids`, else of the venue, else every one in scope) */
    teedeliQrCodes: {
      call: 'GET teedeli/generateQRCodes',
      access: ['promoCode.view', 'promoCode.view.global', 'promoCode.export'],
      returns: 'binary',
      produces: ['application/pdf'],
      query: {
        type: 'object',
        properties: { venue: { type: 'string', format: 'objectId' }, 'ids[]': ids },
        additionalProperties: false,
      },
    },
    exportCsv: { call: 'GET ../data/promo/csv', access: ['promoCode.export', 'promoCode.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
    exportCountCsv: { call: 'GET ../data/promo/count/csv', access: ['promoCode.export.count', 'promoCode.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
    exportCodesCsv: { call: 'GET ../../export/promoCode/csv', access: ['promoCode.export', 'promoCode.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
    exportSummaryCsv: { call: 'GET ../../export/promoCode/summary/csv', access: ['promoCode.export.summary', 'promoCode.export.overview'], returns: 'binary', produces: ['text/csv'], query: exportQuery },
  },
  // a valid sample needs the discount its type asks for (absolute: value, relative: percent)
  'x-sample': { fill: ['value', 'percent'] },
  'x-index': ['code', 'active', 'batch'],
  'x-unique': [['customerGroup', 'code']],
  'x-search': ['code', 'name'],
  'x-ui': { route: '/promo', group: 'promo', icon: 'LocalOffer', titleField: 'code', export: { handler: 'promoExport', access: ['promoCode.export', 'promoCode.export.overview'] } },
});
