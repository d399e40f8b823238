import { defineEntity } from './_meta';
import { currency, minorUnits } from './_fragments/money';

/** Query of every invoice call: the period, the fields, and the setup fee and devices to bill. */
const invoiceQuery = {
  type: 'object',
  properties: {
    month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' },
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 10 },
    /** comma-separated INVOICE_FIELDS of invoiceData.ts; absent: all, empty: refused (the form needs one) */
    fields: { type: 'string', maxLength: 200 },
    setupFee: { type: 'string', enum: ['none', 'full', 'reduced'] },
    /** comma-separated device kinds, one per device (tablet,tablet,printer) */
    devices: { type: 'string', maxLength: 2000 },
  },
  additionalProperties: false,
} as const;
const INVOICE_VIEW = ['invoice.venue', 'billing.view'];
const INVOICE_SUMMARY = ['invoice.summary', 'invoice.venue', 'billing.view'];
const TRANSACTION_FILE = ['venue.transactions.view', 'invoice.venue', 'billing.view'];
const bin = 'binary' as const;

/**
 * A venue's invoice or credit note for one month of provision and fees (spec part 2 §7 "Billing
 * and invoices": GET v3/payment/transaction/{venue}, POST transaction/add, the invoice PDFs).
 * `number` is drawn from the venue's `lastInvoiceNumber` when the transaction is booked, so
 * numbers have no gaps and no duplicates. Amounts are integer minor units of `currency`; `amount`
 * is the sum of `lines`. `status` follows the SEPA payment of the invoice.
 */
export default defineEntity({
  $id: 'transaction',
  title: 'Transaction',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    number: { type: 'integer', minimum: 1, readOnly: true, 'x-ui': { list: true } },
    kind: { type: 'string', enum: ['invoice', 'creditNote'], default: 'invoice', 'x-ui': { list: true, filter: 'select' } },
    /** the billed month, YYYY-MM */
    month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$', examples: ['2026-10'], 'x-ui': { list: true } },
    currency,
    amount: { ...minorUnits, readOnly: true, 'x-ui': { widget: 'money', list: true } },
    lines: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        properties: {
          label: { type: 'string', maxLength: 200 },
          quantity: { type: 'integer', minimum: 1, maximum: 100000 },
          unitPrice: minorUnits,
          total: minorUnits,
        },
        required: ['label', 'quantity', 'unitPrice', 'total'],
        additionalProperties: false,
      },
    },
    /** the server's: open when booked, then what the SEPA payment makes of it (never taken from a body) */
    status: { type: 'string', enum: ['open', 'paid', 'cancelled'], default: 'open', readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    paidAt: { type: 'string', format: 'date-time', readOnly: true },
    /** VAT contained in `amount` (lines are gross; 19 %) */
    vat: { ...minorUnits, readOnly: true, 'x-ui': { widget: 'money' } },
    /** setup fee billed with this invoice (spec §9: 99 € full, 49 € reduced) */
    setupFee: { type: 'string', enum: ['none', 'full', 'reduced'], default: 'none' },
    /** devices billed with this invoice (spec §9: 319, 200, 230 € plus 8 € shipping each) */
    devices: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: { kind: { type: 'string', enum: ['tabletWithPrinter', 'tablet', 'printer'] }, quantity: { type: 'integer', minimum: 1, maximum: 100 } },
        required: ['kind', 'quantity'],
        additionalProperties: false,
      },
    },
    /** the SEPA provider's id of the payment that settled it */
    sepaPaymentRef: { type: 'string', maxLength: 200, readOnly: true },
  },
  required: ['venue', 'kind', 'month', 'currency'],
  'x-scope': 'venue',
  // /billing opens with any of invoice.venue, invoice.summary, order.export, billing.view (spec §2)
  'x-access': { view: ['venue.transactions.view', 'billing.view', 'invoice.venue', 'invoice.summary', 'order.export'], create: 'venue.transactions.create', update: 'venue.transactions.update', delete: 'admin' },
  'x-api': { base: 'v3/payment/transaction', list: 'GET {venue}', show: 'GET byId/{id}', create: 'POST add', update: false, delete: false, hardDelete: false, bulkUpdate: false, bulkDelete: false },
  'x-actions': {
    invoiceVenue: { call: 'GET ../invoice/{venue}/venue', access: INVOICE_VIEW, query: invoiceQuery },
    invoiceVenueCsv: { call: 'GET ../invoice/{venue}/venue/csv', access: [...INVOICE_VIEW, 'order.export'], returns: bin, produces: ['text/csv'], query: invoiceQuery },
    /** the brand's invoice: every venue of the venue's customer group in the caller's scope */
    invoiceSubway: { call: 'GET ../invoice/{venue}/subway', access: 'invoice.summary', query: invoiceQuery },
    invoiceVenueSummary: { call: 'GET ../invoice/{venue}/venue/summary', access: INVOICE_SUMMARY, query: invoiceQuery },
    invoiceSubwaySummary: { call: 'GET ../invoice/{venue}/subway/summary', access: 'invoice.summary', query: invoiceQuery },
    invoiceSummaryPlain: { call: 'GET ../invoice/{venue}/summary/plain', access: INVOICE_SUMMARY, returns: bin, produces: ['text/plain'], query: invoiceQuery },
    invoiceArticles: { call: 'GET ../invoice/{venue}/venue/articles', access: 'invoice.venue.articles', query: invoiceQuery },
    invoiceArticlesOfType: { call: 'GET ../invoice/{venue}/venue/articles/{type}', access: 'invoice.venue.articles', query: invoiceQuery },
    lastTransactionsPayable: { call: 'GET venues/lastTransactionsPayable', access: ['venue.transactions.view', 'billing.view', 'venue.sepa.pay'] },
    downloadInvoicePdf: { call: 'GET downloadInvoicePdf/{invoiceId}', access: TRANSACTION_FILE, returns: bin, produces: ['application/pdf'] },
    downloadOrdersPdf: { call: 'GET downloadOrdersPdf/{venue}/{transactionId}', access: [...TRANSACTION_FILE, 'order.export'], returns: bin, produces: ['application/pdf'] },
    /** `{file}` is `{transactionId}.pdf` */
    invoiceFile: { call: 'GET ../invoice/{file}', access: TRANSACTION_FILE, returns: bin, produces: ['application/pdf'] },
    invoiceSend: {
      call: 'POST ../invoice/venue/send',
      access: 'invoice.send',
      body: {
        type: 'object',
        properties: {
          transaction: { type: 'string', format: 'objectId' },
          email: { type: 'string', format: 'email', maxLength: 254 },
          lang: { type: 'string', enum: ['de', 'en', 'fr'] },
        },
        required: ['transaction'],
        additionalProperties: false,
      },
      data: { type: 'object', properties: { sent: { type: 'boolean' }, to: { type: 'string' }, filename: { type: 'string' } } },
    },
  },
  'x-index': ['number', 'month', 'status'],
  'x-unique': [['venue', 'number']],
  'x-ui': { route: '/billing', group: 'finances', icon: 'ReceiptLong', titleField: 'number' },
});
