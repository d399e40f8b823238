import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../crud/parseListQuery';
import { recordExport, recordExportJob } from '../../io/recordExport';
import { readerLanguage } from '../../search/readerLanguage';
import { emailParam, exportResponses, sendExport } from '../../reporting/mailedExport';
import type { Services } from '../../services';
import { CUSTOMER_COLUMNS } from './customerFile';

/** The customer export as a download job of the tray, started by the list's Export (`x-ui.export` of schemas/customer.ts). */
export const customerExportJob = recordExportJob('customer', 'customer.view', CUSTOMER_COLUMNS, 'customers');

/**
 * `GET v1/customer/export/csv` with the list's filters (spec §7): the customers in the caller's
 * scope that the list would show, all pages, streamed as CSV in the import's columns.
 */
export function customerExportRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/customer/export/csv', {
    config: { access: 'customer.view' },
    schema: {
      tags: ['customer'],
      summary: 'Customer: export the customers the list\'s filters match as CSV (every page; the import\'s columns)',
      operationId: 'customer_exportCsv',
      produces: ['text/csv'],
      response: exportResponses(['text/csv']),
      querystring: {
        type: 'object',
        properties: {
          email: emailParam,
          sort: { type: 'string' },
          direction: { type: 'string', enum: ['asc', 'desc'] },
          q: { type: 'string', maxLength: 200 },
        },
        additionalProperties: { description: 'filters as in the list: key[]=value (repeat for any-of), key[gte]=, key[lte]=' },
      },
    },
  }, async (req, reply) => {
    const entity = services.registry.get('customer')!;
    const { page: _page, limit: _limit, email: _email, ...filters } = req.query as Record<string, unknown>;
    const query = parseListQuery(entity, filters, false, readerLanguage(req.headers['accept-language']));
    const file = await recordExport(services, req.principal!, entity, query, CUSTOMER_COLUMNS, 'customers');
    return sendExport(services, req, reply, { filename: file.filename, contentType: file.contentType, body: file.stream });
  });
}
