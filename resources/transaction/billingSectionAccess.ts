import type { AccessRule } from '../../src/core/permissions';

/**
 * Who sees each section of /billing: the access of the call the section makes (the x-actions of
 * schemas/transaction.ts), so a section never shows an error a user could not avoid. The invoice form is everyone's who opens
 * /billing (BILLING_ACCESS); its buttons check their own calls.
 */
export const BILLING_SECTION_ACCESS = {
  /** GET invoice/{venue}/subway and /subway/summary */
  brand: 'invoice.summary',
  /** GET invoice/{venue}/venue/summary and /summary/plain */
  summary: ['invoice.summary', 'invoice.venue', 'billing.view'],
  /** GET invoice/{venue}/venue/articles[/{type}] */
  articles: 'invoice.venue.articles',
  /** GET transaction/venues/lastTransactionsPayable */
  payable: ['venue.transactions.view', 'billing.view', 'venue.sepa.pay'],
} satisfies Record<string, AccessRule>;

export type BillingSection = keyof typeof BILLING_SECTION_ACCESS;
