import type { Doc } from '../crud/rowToRecord';
import type { DatevAccounts } from './datevBatch';

/**
 * The usual accounts of each chart: SKR03 revenue 8400 (revenue 19 % VAT, an automatic account,
 * so no BU key), cash 1000, money in transit 1360; SKR04 revenue 4400, cash 1600, transit 1460.
 */
const CHARTS: Record<'03' | '04', DatevAccounts> = {
  '03': { chart: '03', revenue: '8400', cash: '1000', transit: '1360' },
  '04': { chart: '04', revenue: '4400', cash: '1600', transit: '1460' },
};

/** The venue's DATEV accounts (schemas/_fragments/venueDatev.ts), each empty one the chart's usual account. */
export function datevAccounts(venue: Doc): DatevAccounts {
  const chart = CHARTS[venue.datevChart === '04' ? '04' : '03'];
  const own = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
  return { chart: chart.chart, revenue: own(venue.datevRevenueAccount, chart.revenue), cash: own(venue.datevCashAccount, chart.cash), transit: own(venue.datevTransitAccount, chart.transit) };
}
