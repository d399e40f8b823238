import { defineEntity } from './_meta';

const statuses = ['none', 'created', 'in_preparation', 'ready', 'in_payment', 'awaiting_confirmation', 'done', 'failed', 'validated'] as const;

/**
 * An order as the back-office lists it (spec part 2 §3). Orders are placed by the ordering apps,
 * not here, so the admin API is read-only; the dashboard aggregates them (GET v1/statistic/overview).
 * Money is in the venue's currency, gross and net.
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
    subtype: { type: 'string', maxLength: 50 },
    table: { type: 'string', maxLength: 50 },
    customer: { type: 'string', maxLength: 200 },
    room: { type: 'string', maxLength: 50 },
    pickupStation: { type: 'string', maxLength: 100 },
    promoCode: { type: 'string', maxLength: 100 },
    externalOrderId: { type: 'string', maxLength: 100 },
    total: { type: 'number', minimum: 0, maximum: 1000000, 'x-ui': { list: true, widget: 'price' } },
    net: { type: 'number', minimum: 0, maximum: 1000000, 'x-ui': { widget: 'price' } },
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
      items: { type: 'object', properties: { level: { type: 'string', maxLength: 20 }, source: { type: 'string', maxLength: 100 }, message: { type: 'string', maxLength: 2000 } }, additionalProperties: false },
    },
  },
  required: ['venue', 'status', 'total', 'net'],
  'x-scope': 'venue',
  'x-access': { view: ['order.log.view', 'order.pool.view'], create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v2/order', create: false, update: false, delete: false, hardDelete: false, bulkUpdate: false, bulkDelete: false },
  'x-index': ['status', 'code'],
  'x-search': ['code', 'externalOrderId'],
  'x-ui': { hidden: true, titleField: 'code' },
});
