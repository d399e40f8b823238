import type { FastifyInstance } from 'fastify';
import { listExportRequest } from '../io/listExportRequest';
import { listExportRows } from '../io/listExport';
import { writeCsv } from '../io/writeCsv';
import type { Services } from '../services';
import { EXPORT_LANGS, exportLang, fileDay } from './exportLang';
import { emailParam, exportResponses, sendExport } from './mailedExport';
import { venueScope } from './salesScope';

const NO_JOB = { progress: async () => undefined, stopped: async () => false };
const PAGING = new Set(['page', 'limit', 'after', 'before', 'lang', 'email']);

/**
 * The order exports of spec §7: `GET v1/export/order/csv` (the order list's filters and sort as
 * its query) and `GET v1/export/{venue}/csv` (one venue's orders, the same filters). Both answer
 * the order list's CSV (listExportRows: its columns, inside the caller's tenant scope), streamed
 * page by page by keyset, so the rows of a long list are never all in memory. They need
 * `order.export` and, as the list does, the right to list orders (listExportRequest).
 */
export function orderExportRoutes(app: FastifyInstance, services: Services): void {
  const query = {
    type: 'object',
    properties: { lang: { type: 'string', enum: EXPORT_LANGS, description: 'the file\'s language (headers, labels); else Accept-Language, else de' }, email: emailParam },
    description: 'the order list\'s filters and sort (status[], venue[], createdAt[gte], createdAt[lte], q, sort, direction)',
    additionalProperties: true,
  };
  const handler = (perVenue: boolean) => async (req: any, reply: any) => {
    const raw = req.query as Record<string, unknown>;
    const lang = exportLang(raw.lang, req.headers['accept-language']);
    const filter: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) if (!PAGING.has(k) && k !== 'sort' && k !== 'direction') filter[k] = v;
    if (perVenue) {
      const venue = (req.params as { venue: string }).venue;
      await venueScope(services, req.principal!, [venue]);
      delete filter.venue;
      filter['venue[]'] = [venue];
    }
    const request = listExportRequest(services, req.principal!, { resource: 'order', filter, sort: raw.sort, direction: raw.direction, lang });
    const stamp = fileDay(new Date().toISOString().slice(0, 10));
    return sendExport(services, req, reply, { filename: `orders-${stamp}.csv`, contentType: 'text/csv; charset=utf-8', body: writeCsv(listExportRows(services, req.principal!, request, NO_JOB)) });
  };
  app.get('/api/v1/export/order/csv', {
    config: { access: 'order.export' },
    schema: { tags: ['export'], summary: 'Orders matching the order list\'s filters as CSV (streamed)', operationId: 'export_orderCsv', response: exportResponses(['text/csv']), querystring: query },
  }, handler(false));
  app.get('/api/v1/export/:venue/csv', {
    config: { access: 'order.export' },
    schema: {
      tags: ['export'], summary: 'One venue\'s orders (the order list\'s filters) as CSV (streamed)', operationId: 'export_venueOrdersCsv', response: exportResponses(['text/csv']), querystring: query,
      params: { type: 'object', properties: { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['venue'] },
    },
  }, handler(true));
}
