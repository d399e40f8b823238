import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { brandInvoice } from './invoiceData';

/**
 * `GET v1/test/subway/{venue}` (spec part 2 §7, beside the invoice calls): a dry run of the
 * brand ("subway") invoice of the venue's customer group for a period (default last month), so
 * an operator can check the figures before anything is booked. It books nothing; it answers the
 * same figures as `GET v3/payment/invoice/{venue}/subway` with `test: true`.
 */
export function testSubwayRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/test/subway/:venue', {
    config: { access: 'invoice.summary' },
    schema: {
      tags: ['transaction'],
      summary: 'Billing: dry run of the brand invoice of a venue\'s customer group (books nothing)',
      operationId: 'transaction_testSubway',
      params: { type: 'object', properties: { venue: { type: 'string', pattern: '^[0-9a-f]{24}$' } }, required: ['venue'] },
      querystring: {
        type: 'object',
        properties: { month: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }, from: { type: 'string', maxLength: 10 }, to: { type: 'string', maxLength: 10 }, fields: { type: 'string', maxLength: 200 } },
        additionalProperties: false,
      },
    },
  }, async (req) => {
    const { venue } = req.params as { venue: string };
    return { data: { ...(await brandInvoice(services, req.principal!, venue, req.query as Record<string, unknown>)), test: true } };
  });
}
