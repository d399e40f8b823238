import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../access/principal';
import type { Services } from '../services';
import { SALES_ACCESS, showsFlavor, type SalesCall } from './salesAccess';
import { figuresByVenue, salesReport, sumFigures, type Figures } from './salesFigures';
import { salesPeriod, type SalesGroupBy } from './salesPeriod';
import { salesQuerySchema, salesReportSchema } from './salesSchemas';
import { groupNames, groupScope, venueScope, type SalesScope } from './salesScope';

interface SalesQuery { period?: string; from?: string; to?: string; groupBy?: SalesGroupBy; venue?: string[]; 'venue[]'?: string[] }

const ZERO: Figures = { revenue: 0, netRevenue: 0, tax: 0, tips: 0, refunds: 0, refundCount: 0, orderCount: 0, averageBasket: 0 };


/** The sales report of a scope and query; with the venue and brand split for flavor holders. */
export async function salesAnswer(services: Services, principal: Principal, call: SalesCall, scope: SalesScope, query: SalesQuery) {
  const period = salesPeriod(query, scope.zone, 'last30')!;
  const groupBy = query.groupBy ?? 'day';
  const report = await salesReport(services.db, scope.ids, period, groupBy);
  const data: Record<string, unknown> = { period: { ...period, groupBy }, venues: scope.venues.map((v) => v._id), ...report };
  if (showsFlavor(call, principal)) {
    const now = await figuresByVenue(services.db, scope.ids, period);
    const before = await figuresByVenue(services.db, scope.ids, { from: period.previousFrom, to: period.previousTo });
    const byVenue = scope.venues.map((v) => ({
      venue: v._id, name: v.name, ...(v.readableId ? { readableId: v.readableId } : {}), customerGroup: v.customerGroup, currency: v.currency, timezone: v.timezone,
      ...(now.get(v._id) ?? ZERO), previous: before.get(v._id) ?? ZERO,
    })).sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
    const groups = [...new Set(scope.venues.map((v) => v.customerGroup ?? ''))];
    const names = await groupNames(services, groups.filter(Boolean));
    data.byVenue = byVenue;
    data.byGroup = groups.map((g) => {
      const mine = byVenue.filter((v) => (v.customerGroup ?? '') === g);
      return { customerGroup: g, name: names.get(g) ?? '', ...sumFigures(mine), previous: sumFigures(mine.map((v) => v.previous)) };
    }).sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));
  }
  return { data };
}

const venuesOf = (q: SalesQuery) => [...(q.venue ?? []), ...(q['venue[]'] ?? [])];

/**
 * The sales and statistics calls of spec §7 (all from the daily roll-up, salesFigures.ts):
 * GET v2/order/sales-overview, v1/statistic/sales/, v1/statistic/analytics/{venue}/,
 * v1/statistic/customerGroup/{group}/ (the overview is in statisticRoutes.ts).
 */
export function salesRoutes(app: FastifyInstance, services: Services): void {
  const route = (url: string, call: SalesCall, summary: string, venueFilter: boolean, params: object | undefined, scopeOf: (req: FastifyRequest) => Promise<SalesScope>) => {
    app.get(url, {
      config: { access: SALES_ACCESS[call].access },
      schema: {
        tags: ['statistic'], summary, operationId: `statistic_${call}`,
        querystring: salesQuerySchema(venueFilter),
        ...(params ? { params } : {}),
        response: { 200: salesReportSchema },
      },
    }, async (req) => salesAnswer(services, req.principal!, call, await scopeOf(req), req.query as SalesQuery));
  };
  const venueParam = { type: 'object', properties: { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['venue'] };
  const groupParam = { type: 'object', properties: { group: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['group'] };
  route('/api/v2/order/sales-overview', 'salesOverview', 'Sales of the caller\'s venues: figures by day, week or month, payment method and order type, with the previous period', true, undefined,
    (req) => venueScope(services, req.principal!, venuesOf(req.query as SalesQuery)));
  route('/api/v1/statistic/sales', 'sales', 'Sales statistics of the caller\'s venues (or the venues asked for), with the previous period', true, undefined,
    (req) => venueScope(services, req.principal!, venuesOf(req.query as SalesQuery)));
  route('/api/v1/statistic/analytics/:venue', 'analytics', 'Analytics of one venue: its figures by bucket, payment method, order type and weekday', false, venueParam,
    (req) => venueScope(services, req.principal!, [(req.params as { venue: string }).venue]));
  route('/api/v1/statistic/customerGroup/:group', 'customerGroup', 'Analytics of a customer group: the figures of its venues in the caller\'s scope', false, groupParam,
    (req) => groupScope(services, req.principal!, (req.params as { group: string }).group));
}
