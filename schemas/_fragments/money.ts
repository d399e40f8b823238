/**
 * Money amounts are numbers in the venue's currency; `format: 'price'` marks them for the price
 * input (comma or dot, up to two decimals). Spread and override the limits where they differ.
 */
export const price = { type: 'number', format: 'price', minimum: 0, maximum: 1000000 } as const;

/** A percentage 0..100 with up to two decimals. */
export const percent = { type: 'number', format: 'decimal', minimum: 0, maximum: 100 } as const;

/**
 * An amount of money that is booked (orders, payments, refunds, invoices): integer minor units
 * (cents) of the record's `currency`, so sums are exact. Shown with two decimals (`money` widget).
 */
export const minorUnits = { type: 'integer', minimum: 0, maximum: 1_000_000_000, 'x-ui': { widget: 'money' } } as const;

/** The currency a booked amount is in (spec part 2 §9: euro, Swiss franc, Icelandic krona, Czech koruna). */
export const currency = { type: 'string', enum: ['euro', 'chf', 'isk', 'czk'], default: 'euro' } as const;
