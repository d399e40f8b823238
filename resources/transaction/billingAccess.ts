/** Spec part 2 §2: /billing opens with any of these. */
export const BILLING_ACCESS = ['invoice.venue', 'invoice.summary', 'order.export', 'billing.view'];
