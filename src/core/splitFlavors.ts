/**
 * The flavor permissions (spec §6) that show sales figures split by venue and brand: the admin
 * offers reports.zip (a report per venue) to their holders only, and the server checks the same.
 */
export const SPLIT_FLAVORS = ['sales.flavor', 'statistics.flavor', 'reporting.flavor', 'analytics.flavor'];
