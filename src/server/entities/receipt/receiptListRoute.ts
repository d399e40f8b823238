import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../crud/parseListQuery';
import { readerLanguage } from '../../search/readerLanguage';
import type { Services } from '../../services';

const receiptRow = {
  type: 'object',
  properties: {
    _id: { type: 'string' }, payment: { type: 'string' }, order: { type: 'string' }, venue: { type: 'string' }, paidAt: { type: 'string' },
    codes: { type: 'array', items: { type: 'string' } }, method: { type: 'string' }, status: { type: 'string' }, currency: { type: 'string' },
    sum: { type: 'integer' }, refunded: { type: 'integer' },
  },
  required: ['_id', 'payment', 'venue', 'paidAt', 'codes', 'sum', 'refunded'],
} as const;

/**
 * `GET v1/receipts/` (spec §7 "GET /receipts/ with filters"): one receipt per payment in the
 * caller's scope, with the payment list's filters and paging (`venue[]`, `method[]`, `status[]`,
 * `createdAt[gte]`/`[lte]`, `q` on the order codes, also spelled `code`), newest first.
 */
export function receiptListRoute(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/receipts/', {
    config: { access: 'receipt.view' },
    schema: {
      tags: ['receipt'],
      summary: 'Receipt: one receipt per payment in scope, with the payment list\'s filters',
      operationId: 'receipt_list',
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer' }, limit: { type: 'integer' }, sort: { type: 'string' }, direction: { type: 'string', enum: ['asc', 'desc'] },
          q: { type: 'string', maxLength: 200 }, code: { type: 'string', maxLength: 50 },
        },
        additionalProperties: { description: 'filters as in the payment list: key[]=value (repeat for any-of), createdAt[gte]=, createdAt[lte]=' },
      },
      response: {
        200: {
          type: 'object',
          properties: { data: { type: 'array', items: receiptRow }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } },
          required: ['data', 'total', 'page', 'limit'],
        },
      },
    },
  }, async (req) => {
    const payment = services.registry.get('payment')!;
    const { code, ...rest } = req.query as Record<string, unknown>;
    const query = parseListQuery(payment, code === undefined || code === '' ? rest : { ...rest, q: code }, true, readerLanguage(req.headers['accept-language']));
    const result = await services.items.list(payment, req.principal!, query);
    return {
      ...result,
      data: result.data.map((p: any) => ({
        _id: p._id, payment: p._id, order: p.order, venue: p.venue, paidAt: p.createdAt, codes: p.codes ?? [], method: p.method,
        status: p.status, currency: p.currency, sum: p.sum, refunded: p.refunded ?? 0,
      })),
    };
  });
}
