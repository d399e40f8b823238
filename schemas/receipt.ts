import { defineEntity } from './_meta';
import { currency, minorUnits } from './_fragments/money';
import { enums } from './_fragments/enums';

const paymentQuery = {
  type: 'object',
  properties: { payment: { type: 'string', format: 'objectId' } },
  required: ['payment'],
  additionalProperties: false,
} as const;

/**
 * A receipt (spec part 2 §2 /receipts, §7 "GET /receipts/ with filters; GET /export/customer,
 * /merchant, /combined, /full with ?payment={id}"): a read-only view of one payment, never stored
 * on its own. The list reads the payments in the caller's scope with the payment list's filters
 * (src/server/entities/receipt/); each PDF is drawn from the payment, its order and its venue.
 * The calls sit under v1 (the spec gives receipts no version of their own, and v1 is the default).
 */
export default defineEntity({
  $id: 'receipt',
  title: 'Receipt',
  type: 'object',
  properties: {
    payment: { type: 'string', format: 'objectId', 'x-ref': 'payment' },
    order: { type: 'string', format: 'objectId', 'x-ref': 'order' },
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    paidAt: { type: 'string', format: 'date-time', 'x-ui': { list: true, filter: 'dateRange' } },
    codes: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 50 }, 'x-ui': { list: true, filter: 'search' } },
    method: { type: 'string', enum: enums.paymentMethods, 'x-ui': { list: true, filter: 'select' } },
    status: { type: 'string', enum: ['pending', 'paid', 'partially_refunded', 'refunded', 'failed'], 'x-ui': { list: true } },
    currency,
    sum: { ...minorUnits, 'x-ui': { widget: 'money', list: true } },
    refunded: { ...minorUnits, 'x-ui': { widget: 'money', list: true } },
  },
  'x-scope': 'venue',
  'x-access': { view: 'receipt.view', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': {
    base: 'v1/receipts',
    list: false, all: false, query: false, show: false, create: false, update: false, delete: false,
    hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-actions': {
    /** the customer's receipt (what the guest got) */
    customer: { call: 'GET ../export/customer', access: 'receipt.customer', returns: 'binary', produces: ['application/pdf'], query: paymentQuery },
    /** the merchant's copy: the customer receipt plus the provider's reference */
    merchant: { call: 'GET ../export/merchant', access: 'receipt.merchant', returns: 'binary', produces: ['application/pdf'], query: paymentQuery },
    /** both copies in one document: needs receipt.customer AND receipt.merchant (the handler checks the second) */
    combined: { call: 'GET ../export/combined', access: 'receipt.customer', returns: 'binary', produces: ['application/pdf'], query: paymentQuery },
    /** the merchant copy plus every refund and the order's logs */
    full: { call: 'GET ../export/full', access: 'receipt.full', returns: 'binary', produces: ['application/pdf'], query: paymentQuery },
  },
  'x-ui': { route: '/receipts', group: 'finances', icon: 'Receipt', titleField: 'codes' },
});
