import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { SALES_ACCESS, showsFlavor } from './salesAccess';
import { figuresByVenue, sumFigures as sum } from './salesFigures';
import { salesPeriod } from './salesPeriod';
import { figuresSchema } from './salesSchemas';
import { groupNames, venueScope } from './salesScope';
import { salesRoutes } from './salesRoutes';
import { salesExportRoutes } from './salesExportRoutes';
import { exportLinkRoute } from './exportLinkRoute';
import { orderExportRoutes } from './orderExportRoutes';
import { datevRoute } from './datevRoute';
import { analyticsReportRoutes } from './analyticsReportRoutes';
import { salesFileRoute } from './salesFileRoute';
import { foodspotExportRoute } from './foodspotExport';
import { foodcardLogExportRoute } from './foodcardLogExport';

/** Orders that count as revenue: completed ones (spec order statuses; decision in README). */
export { REVENUE_STATUSES } from './salesDailySql';

const day = { type: 'string', maxLength: 40, pattern: '^\\d{4}-\\d{2}-\\d{2}', description: 'a day YYYY-MM-DD in each venue\'s time zone (a date-time counts by its date)' } as const;
const venueRow = {
  type: 'object',
  properties: { venue: { type: 'string' }, name: { type: 'string' }, readableId: { type: 'string' }, ...figuresSchema.properties },
  required: ['venue', 'name', ...figuresSchema.required],
} as const;

/**
 * The statistics calls (spec: `v1/statistic/...`). They read across entities (orders, payments,
 * venues) through the daily sales roll-up (salesFigures.ts), so they live here rather than in one
 * entity's home; the sales calls are in salesRoutes.ts.
 */
export function statisticRoutes(app: FastifyInstance, services: Services): void {
  salesRoutes(app, services);
  salesExportRoutes(app, services);
  orderExportRoutes(app, services);
  exportLinkRoute(app, services);
  datevRoute(app, services);
  analyticsReportRoutes(app, services);
  salesFileRoute(app, services);
  foodspotExportRoute(app, services);
  foodcardLogExportRoute(app, services);

  // GET v1/statistic/overview: the dashboard's totals and per-venue figures, inside the caller's venues.
  app.get('/api/v1/statistic/overview', {
    config: { access: SALES_ACCESS.overview.access },
    schema: {
      tags: ['statistic'],
      summary: 'Revenue, net revenue (integer minor units), order count and the other sales figures in total and per venue (completed orders; all time without a period)',
      operationId: 'statistic_overview',
      querystring: { type: 'object', properties: { from: day, to: day }, additionalProperties: false },
      response: {
        200: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              properties: {
                totalRevenue: { type: 'integer' }, netRevenue: { type: 'integer' }, orderCount: { type: 'integer' },
                totals: figuresSchema,
                venues: { type: 'array', items: venueRow },
                byGroup: { type: 'array', description: 'per customer group (statistics.flavor only)', items: { type: 'object', properties: { customerGroup: { type: 'string' }, name: { type: 'string' }, ...figuresSchema.properties }, required: ['customerGroup', 'name', ...figuresSchema.required] } },
              },
              // always sent: the admin's typed call (openapi/types.ts) may rely on them
              required: ['totalRevenue', 'netRevenue', 'orderCount', 'totals', 'venues'],
            },
          },
          required: ['data'],
        },
      },
    },
  }, async (req) => {
    const query = req.query as { from?: string; to?: string };
    const scope = await venueScope(services, req.principal!, []);
    const period = salesPeriod(query, scope.zone, null);
    const figures = await figuresByVenue(services.db, scope.ids, period);
    const venues = scope.venues.filter((v) => figures.has(v._id) && (figures.get(v._id)!.orderCount || figures.get(v._id)!.refundCount))
      .map((v) => ({ venue: v._id, name: v.name, ...(v.readableId ? { readableId: v.readableId } : {}), customerGroup: v.customerGroup, ...figures.get(v._id)! }))
      .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
    const totals = sum(venues);
    const data: Record<string, unknown> = { totalRevenue: totals.revenue, netRevenue: totals.netRevenue, orderCount: totals.orderCount, totals, venues: venues.map(({ customerGroup, ...v }) => v) };
    if (showsFlavor('overview', req.principal!)) {
      const groups = [...new Set(venues.map((v) => v.customerGroup ?? ''))];
      const names = await groupNames(services, groups.filter(Boolean));
      data.byGroup = groups.map((g) => ({ customerGroup: g, name: names.get(g) ?? '', ...sum(venues.filter((v) => (v.customerGroup ?? '') === g)) }));
    }
    return { data };
  });
}
