import { defineEntity } from './_meta';
import { currency, minorUnits } from './_fragments/money';
import { enums } from './_fragments/enums';

export const ORDER_STATUSES = ['none', 'created', 'in_preparation', 'ready', 'in_payment', 'awaiting_confirmation', 'done', 'failed', 'validated'] as const;
const statuses = ORDER_STATUSES;

const objectId = { type: 'string', format: 'objectId' } as const;
const logEntry = {
  type: 'object',
  properties: { level: { type: 'string' }, source: { type: 'string' }, message: { type: 'string' }, at: { type: 'string' }, by: { type: 'string' } },
} as const;
const logQuery = {
  type: 'object',
  required: ['order'],
  properties: {
    order: objectId,
    page: { type: 'integer', minimum: 1, maximum: 1000000, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 25 },
    level: { type: 'string', maxLength: 20 },
    source: { type: 'string', maxLength: 100 },
  },
  additionalProperties: false,
} as const;
const logAnswer = {
  type: 'object',
  properties: { order: { type: 'string' }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' }, logs: { type: 'array', items: logEntry } },
  required: ['order', 'total', 'page', 'limit', 'logs'],
} as const;
// `status` is any short text here, so an unknown one gets the 422 field error of the handler, not a 400.
const retryBody = { type: 'object', required: ['status'], properties: { status: { type: 'string', maxLength: 50 } }, additionalProperties: false } as const;

/**
 * An order as the back-office lists it (spec part 2 §3). Orders are placed by the ordering apps,
 * not here, so the admin API is read-only; the dashboard aggregates them (GET v1/statistic/overview).
 * Money is integer minor units (cents) of `currency`: `total` gross (items plus tip), `net` without
 * tax, `tip` the tip in it. Each item holds its unit price and quantity, so a refund can name articles.
 */
export default defineEntity({
  $id: 'order',
  title: 'Order',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    code: { type: 'string', maxLength: 50, 'x-ui': { list: true, filter: 'search' } },
    secondaryCode: { type: 'string', maxLength: 50 },
    status: { type: 'string', enum: statuses, default: 'created', 'x-ui': { list: true, filter: 'select' } },
    type: { type: 'string', enum: ['inside', 'takeaway', 'delivery'], 'x-ui': { list: true, filter: 'select' } },
    subtype: { type: 'string', maxLength: 50, 'x-ui': { filter: true } },
    table: { type: 'string', maxLength: 50 },
    customer: { type: 'string', maxLength: 200 },
    room: { type: 'string', maxLength: 50 },
    pickupStation: { type: 'string', maxLength: 100 },
    promoCode: { type: 'string', maxLength: 100, 'x-ui': { filter: true } },
    externalOrderId: { type: 'string', maxLength: 100, 'x-ui': { filter: true } },
    currency,
    total: { ...minorUnits, 'x-ui': { widget: 'money', list: true } },
    net: minorUnits,
    tip: { ...minorUnits, default: 0 },
    paymentMethod: { type: 'string', enum: enums.paymentMethods, 'x-ui': { list: true, filter: 'select' } },
    items: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        properties: {
          article: { type: 'string', format: 'objectId' },
          name: { type: 'string', maxLength: 200 },
          quantity: { type: 'integer', minimum: 1, maximum: 1000 },
          unitPrice: minorUnits,
          taxRate: { type: 'number', minimum: 0, maximum: 100 },
        },
        required: ['article', 'name', 'quantity', 'unitPrice'],
        additionalProperties: false,
      },
    },
    clientMeta: {
      type: 'object',
      properties: {
        platform: { type: 'string', maxLength: 50 }, device: { type: 'string', maxLength: 100 }, browser: { type: 'string', maxLength: 100 },
        appVersion: { type: 'string', maxLength: 50 }, osVersion: { type: 'string', maxLength: 50 },
      },
      additionalProperties: false,
    },
    logs: {
      type: 'array',
      maxItems: 1000,
      // `at` and `by` (ours): when and by whom a back-office entry (a retry) was written
      items: { type: 'object', properties: { level: { type: 'string', maxLength: 20 }, source: { type: 'string', maxLength: 100 }, message: { type: 'string', maxLength: 2000 }, at: { type: 'string', format: 'date-time' }, by: { type: 'string', maxLength: 200 } }, additionalProperties: false },
    },
    /** a test order of the back-office (POST v2/order/test/{venue}), not a customer's */
    isTest: { type: 'boolean', readOnly: true },
  },
  required: ['venue', 'status', 'total', 'net'],
  'x-scope': 'venue',
  'x-access': { view: ['order.log.view', 'order.pool.view'], create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v2/order', create: false, update: false, delete: false, hardDelete: false, bulkUpdate: false, bulkDelete: false },
  'x-actions': {
    /** spec §7 GET v2/order/log: the logs of one order, paged, optionally by level and source */
    log: { call: 'GET log', access: 'order.log.view', query: logQuery, data: logAnswer },
    /**
     * spec §4/§7: PATCH v2/order/{order}/retry {status} (the path parameter is named `id` like
     * every record call's, the URL is the same); the status is checked by the handler (422 on `status`)
     */
    retry: { call: 'PATCH {id}/retry', access: 'order.retry', body: retryBody, data: 'record' },
    /** order test (order.test): a test order in the venue, marked `isTest` */
    test: { call: 'POST test/{venue}', access: 'order.test', data: 'record' },
  },
  'x-index': ['status', 'code'],
  'x-search': ['code', 'externalOrderId'],
  // Spec §2 has no own orders route: the list lives at /orders in the Finances group, beside /payments.
  'x-ui': { route: '/orders', group: 'finances', icon: 'ReceiptLong', titleField: 'code' },
});
