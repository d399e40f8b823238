import { defineEntity } from './_meta';
import { currency, minorUnits } from './_fragments/money';
import { enums } from './_fragments/enums';

/**
 * A payment of one order (spec part 2 §3: sum, status, method, codes, createdAt, refunds). Payments
 * are booked by the payment provider's callback, not typed in, so the admin API reads them and
 * refunds them (PATCH v3/payment/{order}/refund). Amounts are integer minor units of `currency`;
 * `refunded` is the sum of `refunds` and never exceeds `sum`.
 */
export default defineEntity({
  $id: 'payment',
  title: 'Payment',
  type: 'object',
  properties: {
    order: { type: 'string', format: 'objectId', 'x-ref': 'order' },
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    codes: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 50 }, 'x-ui': { list: true, filter: true } },
    currency,
    sum: { ...minorUnits, 'x-ui': { widget: 'money', list: true, filter: true } },
    refunded: { ...minorUnits, default: 0, readOnly: true, 'x-ui': { widget: 'money', list: true } },
    status: { type: 'string', enum: ['pending', 'paid', 'partially_refunded', 'refunded', 'failed'], default: 'pending', 'x-ui': { list: true, filter: 'select' } },
    method: { type: 'string', enum: enums.paymentMethods, 'x-ui': { list: true, filter: 'select' } },
    /** the provider's id of the charge, which a refund names */
    providerRef: { type: 'string', maxLength: 200 },
    /** when the provider confirmed the payment (its callback); the list's date range */
    paidAt: { type: 'string', format: 'date-time', 'x-ui': { list: true, filter: 'dateRange' } },
    /** the provider callback's idempotency key: unique, so a callback delivered twice books once */
    bookingKey: { type: 'string', maxLength: 200, readOnly: true },
    /** how many refunds were ever reserved: the next one's key is `<payment>-r<refundSeq + 1>` */
    refundSeq: { type: 'integer', minimum: 0, readOnly: true },
    refunds: {
      type: 'array',
      readOnly: true,
      maxItems: 1000,
      items: {
        type: 'object',
        properties: {
          /** the idempotency key sent to the provider (payment id and the refund's sequence number) */
          id: { type: 'string', maxLength: 200 },
          amount: minorUnits,
          articles: { type: 'array', maxItems: 500, items: { type: 'object', properties: { article: { type: 'string', format: 'objectId' }, quantity: { type: 'integer', minimum: 1, maximum: 1000 } }, required: ['article', 'quantity'], additionalProperties: false } },
          isExternal: { type: 'boolean' },
          kind: { type: 'string', maxLength: 100 },
          providerRef: { type: 'string', maxLength: 200 },
          by: { type: 'string', maxLength: 200 },
          at: { type: 'string', format: 'date-time' },
          /** reserved and sent to the provider, not yet confirmed (its amount is not in `refunded`) */
          pending: { type: 'boolean' },
          /** the provider's answer to the last try is unknown; the next refund of the payment asks again */
          unanswered: { type: 'boolean' },
        },
        required: ['amount', 'at'],
        additionalProperties: false,
      },
    },
  },
  required: ['order', 'venue', 'sum', 'currency', 'status', 'method'],
  'x-scope': 'venue',
  'x-access': { view: 'payment.view', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v3/payment', show: 'GET byId/{id}', create: false, update: false, delete: false, hardDelete: false, bulkUpdate: false, bulkDelete: false },
  'x-actions': {
    // Spec §7 "PATCH /{order}/refund with articles and isExternal"; an amount-only refund sends
    // `amount` with no (or empty) `articles`. Who may refund which kind is decided in refundAccess.ts (the
    // route only needs a login: `refunds.<product>` names are open-ended).
    refund: {
      call: 'PATCH {order}/refund',
      access: 'login',
      body: {
        type: 'object',
        properties: {
          articles: { type: 'array', maxItems: 500, items: { type: 'object', properties: { article: { type: 'string', format: 'objectId' }, quantity: { type: 'integer', minimum: 1, maximum: 1000 } }, required: ['article', 'quantity'], additionalProperties: false } },
          isExternal: { type: 'boolean' },
          amount: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
        },
        required: ['isExternal'],
        additionalProperties: false,
      },
      data: 'record',
    },
    // The order's items for the payment view and its refund dialog, read with the caller's scope
    // (a payment viewer need not hold the order rights): what each cost, how many were ordered
    // and how many earlier refunds took back.
    orderItems: {
      call: 'GET byId/{id}/items',
      access: 'payment.view',
      data: {
        type: 'object',
        properties: {
          code: { type: 'string' },
          type: { type: 'string' },
          /** a refund can go through the payment provider (one is configured); otherwise only external refunds */
          providerRefunds: { type: 'boolean' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: { article: { type: 'string' }, name: { type: 'string' }, quantity: { type: 'integer' }, unitPrice: { type: 'integer' }, refunded: { type: 'integer' } },
              required: ['article', 'name', 'quantity', 'unitPrice', 'refunded'],
            },
          },
        },
        required: ['items', 'providerRefunds'],
      },
    },
  },
  'x-index': ['status', 'order'],
  'x-unique': ['bookingKey'],
  'x-sort': { field: 'createdAt', direction: 'desc' },
  'x-search': ['codes'],
  'x-ui': { route: '/payments', group: 'finances', icon: 'Payments', needsVenue: true, titleField: 'codes' },
});
