/**
 * Money amounts are numbers in the venue's currency; `format: 'price'` marks them for the price
 * input (comma or dot, up to two decimals). Spread and override the limits where they differ.
 */
export const price = { type: 'number', format: 'price', minimum: 0, maximum: 1000000 } as const;

/** A percentage 0..100 with up to two decimals. */
export const percent = { type: 'number', format: 'decimal', minimum: 0, maximum: 100 } as const;
