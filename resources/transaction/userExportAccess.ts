/** Spec part 2 §2: /userExport opens with any of these. */
export const USER_EXPORT_ACCESS = ['invoice.venue', 'invoice.summary', 'order.export'];
/** GET invoice/{venue}/venue/csv (schemas/transaction.ts invoiceVenueCsv) */
export const INVOICE_CSV_ACCESS = ['invoice.venue', 'billing.view', 'order.export'];
/** GET invoice/{venue}/venue/summary and /summary/plain */
export const INVOICE_SUMMARY_ACCESS = ['invoice.summary', 'invoice.venue', 'billing.view'];
/** The orders of a period (the order download job and GET v1/export/order/csv) */
export const ORDER_EXPORT_ACCESS = 'order.export';
