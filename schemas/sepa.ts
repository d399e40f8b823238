import { defineEntity } from './_meta';

const objectId = { type: 'string', format: 'objectId', pattern: '^[0-9a-f]{24}$' } as const;

/** A SEPA invoice as the /sepa screen lists it (payable or paid by SEPA). */
const sepaInvoice = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    venue: { type: 'string' },
    number: { type: 'integer' },
    month: { type: 'string' },
    currency: { type: 'string' },
    amount: { type: 'integer' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    paidAt: { type: 'string' },
    sepaPaymentRef: { type: 'string' },
    /** paid by SEPA and still within the cancel window */
    cancellable: { type: 'boolean' },
    /** until when the payment can be cancelled */
    cancellableUntil: { type: 'string' },
  },
  required: ['_id', 'venue', 'status'],
} as const;

const invoiceList = { type: 'array', items: sepaInvoice } as const;

/**
 * A SEPA direct-debit mandate (spec part 2 §3 "SEPA": merchantId, merchantName, venues, mandate
 * reference, registration link, registration error; §4 a new registration link replaces the
 * mandate; §9 invoices of the last 30 days payable, a payment cancellable within 2 days).
 * It belongs to the customer group of its venues: the merchant pays the venues' invoices.
 * `POST v1/sepa/create` asks the SEPA provider for a registration link and stores the mandate;
 * the provider's webhook fills `mandateReference` (registered) or `registrationError`.
 * Everything is written through the actions (src/server/entities/sepa/), never the generic calls.
 * The PayPal calls of §7 sit here too (`../paypal/…`): both are the venue's payment onboarding.
 */
export default defineEntity({
  $id: 'sepa',
  title: 'SEPA mandate',
  type: 'object',
  properties: {
    merchantId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$', 'x-ui': { list: true } },
    merchantName: { type: 'string', minLength: 1, maxLength: 200, pattern: '^\\S(.*\\S)?$', 'x-ui': { list: true } },
    venues: {
      type: 'array',
      items: { type: 'string', format: 'objectId', 'x-ref': 'venue' },
      minItems: 1,
      maxItems: 200,
      uniqueItems: true,
      'x-ui': { list: true },
    },
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', readOnly: true },
    status: { type: 'string', enum: ['pending', 'active', 'failed'], default: 'pending', readOnly: true, 'x-ui': { list: true } },
    mandateReference: { type: 'string', maxLength: 200, readOnly: true, 'x-ui': { list: true } },
    registrationLink: { type: 'string', maxLength: 2000, readOnly: true },
    registrationError: { type: 'string', maxLength: 2000, readOnly: true },
    /** the SEPA provider's id of the mandate (its webhook names it) */
    providerMandateId: { type: 'string', maxLength: 200, readOnly: true },
  },
  required: ['merchantId', 'merchantName', 'venues'],
  'x-scope': 'customerGroup',
  'x-access': { view: ['venue.sepa.create', 'venue.sepa.pay'], create: 'venue.sepa.create', update: 'venue.sepa.create', delete: 'venue.sepa.delete' },
  'x-api': {
    base: 'v1/sepa',
    list: false, all: false, query: false, show: 'GET byId/{id}', create: false, update: false,
    delete: 'DELETE byId/{id}', hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-actions': {
    /** the caller's mandates with their invoices of the last 30 days (the /sepa screen) */
    overview: {
      call: 'GET overview',
      access: ['venue.sepa.create', 'venue.sepa.pay'],
      data: {
        type: 'object',
        properties: {
          mandates: { type: 'array', items: { $ref: 'sepa#' } },
          payable: invoiceList,
          paid: invoiceList,
          cancelDays: { type: 'integer' },
          payableDays: { type: 'integer' },
          /** a SEPA provider is connected (SEPA_PROVIDER_URL); without one the screen offers no action */
          providerConfigured: { type: 'boolean' },
        },
        required: ['mandates', 'payable', 'paid', 'providerConfigured'],
      },
    },
    /** a new registration link; replaces the mandates naming any of these venues */
    create: {
      call: 'POST create',
      access: 'venue.sepa.create',
      body: {
        type: 'object',
        properties: {
          merchantId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^\\S(.*\\S)?$' },
          merchantName: { type: 'string', minLength: 1, maxLength: 200, pattern: '^\\S(.*\\S)?$' },
          venues: { type: 'array', items: objectId, minItems: 1, maxItems: 200, uniqueItems: true },
        },
        required: ['merchantId', 'merchantName', 'venues'],
        additionalProperties: false,
      },
      data: 'record',
    },
    /** pays the chosen open invoices of the last 30 days by SEPA direct debit */
    pay: {
      call: 'POST pay',
      access: 'venue.sepa.pay',
      body: {
        type: 'object',
        properties: { invoices: { type: 'array', items: objectId, minItems: 1, maxItems: 50, uniqueItems: true } },
        required: ['invoices'],
        additionalProperties: false,
      },
      data: invoiceList,
    },
    /** pays the venue's most recent open invoice of the last 30 days */
    payLast: {
      call: 'POST pay/last',
      access: 'venue.sepa.pay',
      body: { type: 'object', properties: { venue: objectId }, required: ['venue'], additionalProperties: false },
      data: invoiceList,
    },
    /** cancels the SEPA payment of one invoice within the cancel window; the invoice is open again */
    cancel: {
      call: 'POST cancel',
      access: 'venue.sepa.pay',
      body: { type: 'object', properties: { invoice: objectId }, required: ['invoice'], additionalProperties: false },
      data: sepaInvoice,
    },
    /** PayPal partner referral: the URL where the merchant grants the platform its permissions */
    paypalAuthorize: {
      call: 'GET ../paypal/{venue}/authorize',
      access: 'venue.paypal.authorize',
      data: { type: 'object', properties: { actionUrl: { type: 'string' } }, required: ['actionUrl'] },
    },
    /** PayPal's onboarding status of the venue's saved merchant id */
    paypalOnboarding: {
      call: 'GET ../paypal/{venue}/onboarding',
      access: ['venue.paypal.check', 'venue.paypal.authorize'],
      data: {
        type: 'object',
        properties: {
          merchantId: { type: 'string' },
          permissionsGranted: { type: 'boolean' },
          emailConfirmed: { type: 'boolean' },
          paymentsReceivable: { type: 'boolean' },
          complete: { type: 'boolean' },
        },
        required: ['merchantId', 'permissionsGranted', 'emailConfirmed', 'paymentsReceivable', 'complete'],
      },
    },
  },
  'x-index': ['providerMandateId'],
  'x-ui': { route: '/sepa', group: 'customerInfo', icon: 'AccountBalance', titleField: 'merchantName' },
});
