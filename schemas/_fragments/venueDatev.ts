/**
 * The venue's accounts for its DATEV booking batch (GET v1/export/datev, spec part 2 §7 "in the
 * venue's accounts"): the chart of accounts, the revenue, cash and transit accounts, and the tax
 * adviser's consultant and client numbers of the header. Empty fields take the chart's usual
 * accounts (src/server/reporting/datevAccounts.ts).
 */
const onTab = { tab: 'payment' } as const;
const account = { type: 'string', pattern: '^\\d{4,8}$', maxLength: 8, 'x-ui': onTab } as const;

export const venueDatevFields = {
  /** SKR03 or SKR04 */
  datevChart: { type: 'string', enum: ['03', '04'], 'x-ui': onTab },
  /** revenue (automatic account with 19 % VAT) */
  datevRevenueAccount: account,
  /** cash payments */
  datevCashAccount: account,
  /** card and online payments (money in transit) */
  datevTransitAccount: account,
  /** Beraternummer */
  datevConsultant: { type: 'integer', minimum: 1001, maximum: 9999999, 'x-ui': onTab },
  /** Mandantennummer */
  datevClient: { type: 'integer', minimum: 1, maximum: 99999, 'x-ui': onTab },
} as const;
