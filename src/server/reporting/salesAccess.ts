import { hasPermission, type AccessRule } from '../../core/permissions';
import type { Principal } from '../access/principal';

/**
 * Who may call each statistics call (spec §2/§6) and what the flavor permissions add. A flavor
 * permission (`sales.flavor`, `statistics.flavor`, `reporting.flavor`, `analytics.flavor`) shows the
 * figures split by venue and by brand (customer group: the "flavor" a venue is sold under) beside the
 * totals; without it a caller sees the totals and the day, payment-method, order-type and weekday
 * splits of its venues only. A flavor counts with the view permission of its own area: statistic/sales
 * serves the sales, statistics and reporting screens, each with its own flavor.
 * `billing.flavor` belongs to the invoices (billing), not to these calls: it adds the brand beside
 * the venue in the invoice summary (src/server/entities/transaction/venueSummary.ts).
 */
export const SALES_ACCESS = {
  salesOverview: { access: 'sales.overview', flavors: [['sales.overview', 'sales.flavor']] },
  sales: { access: ['sales.view', 'statistics.view', 'reporting.view'], flavors: [['sales.view', 'sales.flavor'], ['statistics.view', 'statistics.flavor'], ['reporting.view', 'reporting.flavor']] },
  analytics: { access: 'analytics.view', flavors: [['analytics.view', 'analytics.flavor']] },
  // the customer-group analytics need their own permission (§6 analytics.customerGroup)
  customerGroup: { access: 'analytics.customerGroup', flavors: [['analytics.customerGroup', 'analytics.flavor']] },
  overview: { access: 'statistics.overview', flavors: [['statistics.overview', 'statistics.flavor']] },
} as const satisfies Record<string, { access: AccessRule; flavors: readonly (readonly [string, string])[] }>;

export type SalesCall = keyof typeof SALES_ACCESS;

/** Whether the caller sees the venue and brand split in this call's answer. */
export function showsFlavor(call: SalesCall, p: Principal): boolean {
  return SALES_ACCESS[call].flavors.some(([view, flavor]) => hasPermission(p, view) && hasPermission(p, flavor));
}
