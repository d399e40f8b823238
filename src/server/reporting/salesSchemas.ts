import { idSchema } from '../crud/entitySchemas';
import { SALES_GROUP_BY, SALES_PERIODS } from './salesPeriod';

// The answers' shapes, written once for every statistics call and the OpenAPI document. Money is
// integer minor units of the venues' currency; a bucket's `previous` is the previous period's
// bucket of the same index (charts draw both lines), null where that period has fewer buckets.

const int = { type: 'integer' } as const;
const FIGURE_KEYS = ['revenue', 'netRevenue', 'tax', 'tips', 'refunds', 'refundCount', 'orderCount', 'averageBasket'] as const;
const figureProps = Object.fromEntries(FIGURE_KEYS.map((k) => [k, int])) as Record<(typeof FIGURE_KEYS)[number], typeof int>;

export const figuresSchema = {
  type: 'object',
  description: 'revenue: gross total of done/validated orders (tips included); netRevenue: their net; tax = revenue − netRevenue; tips; refunds: booked refunds on their own local day (refundCount of them); orderCount; averageBasket = revenue / orderCount',
  properties: figureProps,
  required: [...FIGURE_KEYS],
} as const;

const bucket = {
  type: 'object',
  properties: { bucket: { type: 'string', description: 'YYYY-MM-DD (day), the Monday of the ISO week (week) or YYYY-MM (month)' }, from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' }, ...figureProps },
  required: ['bucket', 'from', 'to', ...FIGURE_KEYS],
} as const;

const withPrevious = (key: string, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { [key]: { type: 'string' }, ...extra, ...figureProps, previous: figuresSchema },
  required: [key, ...FIGURE_KEYS, 'previous'],
});

const periodSchema = {
  type: 'object',
  properties: {
    period: { type: 'string', enum: SALES_PERIODS }, from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' }, days: int,
    previousFrom: { type: 'string', format: 'date' }, previousTo: { type: 'string', format: 'date' }, groupBy: { type: 'string', enum: SALES_GROUP_BY },
  },
  required: ['period', 'from', 'to', 'days', 'previousFrom', 'previousTo', 'groupBy'],
} as const;

const venueSplit = { type: 'array', description: 'per venue (flavor permissions only)', items: withPrevious('venue', { name: { type: 'string' }, readableId: { type: 'string' }, customerGroup: { type: ['string', 'null'] }, currency: { type: 'string' }, timezone: { type: 'string' } }) };
const groupSplit = { type: 'array', description: 'per customer group, the brand (flavor permissions only)', items: withPrevious('customerGroup', { name: { type: 'string' } }) };

/** The answer of sales-overview, statistic/sales, analytics/{venue} and customerGroup/{group}. */
export const salesReportSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        period: periodSchema,
        /** the venues the figures cover: ids (names in byVenue for flavor holders) */
        venues: { type: 'array', items: { type: 'string' } },
        totals: figuresSchema,
        previousTotals: figuresSchema,
        buckets: { type: 'array', items: { ...bucket, properties: { ...bucket.properties, previous: { anyOf: [bucket, { type: 'null' }] } }, required: [...bucket.required, 'previous'] } },
        byPaymentMethod: { type: 'array', items: withPrevious('method') },
        byOrderType: { type: 'array', items: withPrevious('type') },
        byWeekday: { type: 'array', description: 'Monday (0) to Sunday (6)', items: { type: 'object', properties: { weekday: int, ...figureProps }, required: ['weekday', ...FIGURE_KEYS] } },
        byVenue: venueSplit,
        byGroup: groupSplit,
      },
      required: ['period', 'venues', 'totals', 'previousTotals', 'buckets', 'byPaymentMethod', 'byOrderType', 'byWeekday'],
    },
  },
  required: ['data'],
} as const;

const day = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}', description: 'a day YYYY-MM-DD (a date-time counts by its date)' } as const;
const venues = { type: 'array', maxItems: 200, items: idSchema } as const;

/** period (named) or from/to days, groupBy, and for the calls over several venues a venue filter (`venue` or `venue[]`). */
export function salesQuerySchema(venueFilter: boolean) {
  return {
    type: 'object',
    properties: {
      period: { type: 'string', enum: SALES_PERIODS }, from: day, to: day, groupBy: { type: 'string', enum: SALES_GROUP_BY, default: 'day' },
      ...(venueFilter ? { venue: venues, 'venue[]': venues } : {}),
    },
    additionalProperties: false,
  } as const;
}
