import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services';
import { parseProvisionQuery, provisionMonths } from './provisionMonths';

/**
 * `GET v3/payment/provision/?page&limit&venue[]&month[gte]&month[lte]&status[]` (spec §7): every
 * month of the caller's venues with revenue or a claim, newest first, in the list envelope of the
 * generic convention (`{data, total, page, limit}`). Unclaimed months have `_id: null`.
 */
export function provisionListRoute(app: FastifyInstance, services: Services): void {
  const entity = services.registry.get('provision')!;
  const money = { type: 'integer' };
  app.get('/api/v3/payment/provision', {
    config: { access: 'provision.view' },
    schema: {
      tags: ['provision'],
      summary: 'Provision: months per venue (paged, filtered by venue, month range and status)',
      operationId: 'provision_list',
      response: {
        200: {
          type: 'object',
          required: ['data', 'total', 'page', 'limit'],
          properties: {
            data: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  _id: { type: ['string', 'null'] }, venue: { type: 'string' }, venueName: { type: 'string' }, month: { type: 'string' },
                  status: { type: 'string', enum: ['notClaimed', 'waiting', 'success'] }, currency: { type: 'string' },
                  revenue: money, provision: money, orderCount: money,
                  claimedAt: { type: 'string' }, claimedBy: { type: 'string' }, confirmedAt: { type: 'string' },
                },
                required: ['_id', 'venue', 'venueName', 'month', 'status', 'currency', 'revenue', 'provision', 'orderCount'],
              },
            },
            total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' },
          },
        },
      },
    },
  }, async (req) => {
    const { q, filters } = parseProvisionQuery(entity, req.query as Record<string, unknown>);
    const all = await provisionMonths(services, entity, req.principal!, filters);
    return { data: all.slice((q.page - 1) * q.limit, q.page * q.limit), total: all.length, page: q.page, limit: q.limit };
  });
}
