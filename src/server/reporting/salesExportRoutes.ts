import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessRule } from '../../core/permissions';
import { writeCsv } from '../io/writeCsv';
import type { Services } from '../services';
import { EXPORT_LANGS, exportLang, fileDay, type ExportLang } from './exportLang';
import { figuresByVenue, salesReport, sumFigures, type Figures } from './salesFigures';
import { salesPdf } from './salesPdf';
import { salesPeriod, type SalesGroupBy, type SalesPeriod } from './salesPeriod';
import { salesExportRows, type SalesRowsBy } from './salesExportRows';
import { salesQuerySchema } from './salesSchemas';
import { emailParam, exportResponses, sendExport } from './mailedExport';
import { venueScope, type SalesScope } from './salesScope';

export interface ExportQuery { period?: string; from?: string; to?: string; groupBy?: SalesGroupBy; venue?: string[]; 'venue[]'?: string[]; lang?: string; email?: boolean }

const ZERO: Figures = { revenue: 0, netRevenue: 0, tax: 0, tips: 0, refunds: 0, refundCount: 0, orderCount: 0, averageBasket: 0 };
const venueParam = { type: 'object', properties: { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['venue'] } as const;

/** The statistics call's query (period, from/to, groupBy, venue filter) and the file's language. */
function exportQuerySchema(venueFilter: boolean) {
  const base = salesQuerySchema(venueFilter);
  return { ...base, properties: { ...base.properties, lang: { type: 'string', enum: EXPORT_LANGS, description: 'the file\'s language (headers, dates, decimal comma for de and fr); else Accept-Language, else de' }, email: emailParam } };
}

/** What one export writes: a CSV of lines by bucket, payment method or venue, or the sales PDF. */
type Output = { csv: SalesRowsBy; name: string } | { pdf: true };

export interface ExportCall {
  url: string;
  operationId: string;
  summary: string;
  access: AccessRule;
  output: Output;
  /** the statistics call whose query and figures it shares: the venue filter, or the one venue of the path */
  venueFilter: boolean;
  /** without a period: the statistics call's default (last 30 days), or all time (the overview's) */
  allTime?: boolean;
}

/**
 * The figures exports of spec §7 (decisions in the report: which permission each needs). Each
 * reads the same roll-up, with the same query and scope, as its statistics call, so the file's
 * total line equals that call's totals.
 */
export const EXPORT_CALLS: ExportCall[] = [
  { url: '/api/v1/export/sales/csv', operationId: 'export_salesCsv', summary: 'Sales of the caller\'s venues (statistic/sales) by day, week or month as CSV', access: 'sales.export', output: { csv: 'bucket', name: 'sales' }, venueFilter: true },
  { url: '/api/v1/export/sales/pdf', operationId: 'export_salesPdf', summary: 'Sales of the caller\'s venues (statistic/sales) as PDF: sales-{DD-MM-YYYY}.pdf after the period\'s first day', access: 'sales.export', output: { pdf: true }, venueFilter: true },
  { url: '/api/v1/export/revenue/csv', operationId: 'export_revenueCsv', summary: 'Revenue of the caller\'s venues by payment method as CSV', access: 'sales.export', output: { csv: 'method', name: 'revenue' }, venueFilter: true },
  { url: '/api/v1/export/sales-overview', operationId: 'export_salesOverview', summary: 'The sales overview (v2/order/sales-overview) per venue as CSV', access: ['sales.overview', 'sales.export'], output: { csv: 'venue', name: 'sales-overview' }, venueFilter: true },
  { url: '/api/v1/export/statistic/csv', operationId: 'export_statisticCsv', summary: 'Sales statistics (statistic/sales) per venue as CSV; the figures carry no customer data, so statistics.export.noCustomers gets the same file', access: ['order.statistics.export', 'order.statistics.export.noCustomers'], output: { csv: 'venue', name: 'statistic' }, venueFilter: true },
  { url: '/api/v1/data/overview/csv', operationId: 'data_overviewCsv', summary: 'The statistics overview (statistic/overview) per venue as CSV; all time without a period', access: 'statistics.overview.export', output: { csv: 'venue', name: 'overview' }, venueFilter: false, allTime: true },
  { url: '/api/v1/data/sales/csv', operationId: 'data_salesCsv', summary: 'Sales statistics (statistic/sales) by day, week or month as CSV', access: ['sales.export', 'analytics.daily.export'], output: { csv: 'bucket', name: 'sales' }, venueFilter: true },
  { url: '/api/v1/data/analytics/csv/:venue', operationId: 'data_analyticsCsv', summary: 'Analytics of one venue (statistic/analytics/{venue}) by day, week or month as CSV', access: ['analytics.daily.export', 'analytics.features.export'], output: { csv: 'bucket', name: 'analytics' }, venueFilter: false },
];

/** The file of one call: its bytes (or stream), media type and name. */
export async function salesExportFile(services: Services, call: ExportCall, scope: SalesScope, query: ExportQuery, lang: ExportLang) {
  const period = salesPeriod(query, scope.zone, call.allTime ? null : 'last30');
  const stamp = fileDay(period?.from ?? new Date().toISOString().slice(0, 10));
  if ('csv' in call.output && call.output.csv === 'venue') {
    // per venue, as statistic/overview (all time without a period): its total is the venues' sum
    const figures = await figuresByVenue(services.db, scope.ids, period);
    const byVenue = scope.venues.map((venue) => ({ venue, figures: figures.get(venue._id) ?? ZERO }))
      .sort((a, b) => b.figures.revenue - a.figures.revenue || a.venue.name.localeCompare(b.venue.name));
    const totals = sumFigures(byVenue.map((v) => v.figures));
    return { filename: `${call.output.name}-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body: writeCsv(salesExportRows({ totals, buckets: [], byPaymentMethod: [], byOrderType: [] }, 'venue', lang, byVenue)) };
  }
  const sales: SalesPeriod = period ?? salesPeriod({ period: 'last30' }, scope.zone, null)!;
  const report = await salesReport(services.db, scope.ids, sales, query.groupBy ?? 'day');
  if ('pdf' in call.output) {
    return { filename: `sales-${stamp}.pdf`, contentType: 'application/pdf', body: await salesPdf(report, sales, scope.venues.map((v) => v.name), lang) };
  }
  return { filename: `${call.output.name}-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body: writeCsv(salesExportRows(report, call.output.csv, lang)) };
}

const venuesOf = (q: ExportQuery) => [...(q.venue ?? []), ...(q['venue[]'] ?? [])];

/** Registers the figures exports (CALLS). */
export function salesExportRoutes(app: FastifyInstance, services: Services): void {
  for (const call of EXPORT_CALLS) {
    const perVenue = call.url.includes(':venue');
    app.get(call.url, {
      config: { access: call.access },
      schema: {
        tags: ['export'], summary: call.summary, operationId: call.operationId,
        response: exportResponses(['pdf' in call.output ? 'application/pdf' : 'text/csv']),
        querystring: exportQuerySchema(call.venueFilter),
        ...(perVenue ? { params: venueParam } : {}),
      },
    }, async (req: FastifyRequest, reply) => {
      const query = req.query as ExportQuery;
      const ids = perVenue ? [(req.params as { venue: string }).venue] : venuesOf(query);
      const scope = await venueScope(services, req.principal!, ids);
      const file = await salesExportFile(services, call, scope, query, exportLang(query.lang, req.headers['accept-language']));
      return sendExport(services, req, reply, file);
    });
  }
}
