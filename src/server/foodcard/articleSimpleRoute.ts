import type { FastifyInstance } from 'fastify';
import { articleSimpleFields } from '../../core/articleSimpleFields';
import { idSchema, updateSchema } from '../crud/entitySchemas';
import type { Services } from '../services';

/** The update schema narrowed to the simple field set; any other field is refused (422). */
function simpleUpdateSchema(schema: { properties: Record<string, unknown> }) {
  const properties = Object.fromEntries(articleSimpleFields.map((k) => [k, schema.properties[k]]));
  return { type: 'object', properties, additionalProperties: false, minProperties: 1 };
}

/**
 * `PATCH v1/foodcard/article/{id}/simple` (article.update.simple): the simple article edit. Like
 * the simple venue edit it writes through the items service, so tenant scope (404 outside it),
 * the article hooks (search field) and the audit (`updateSimple`) apply.
 */
export function articleSimpleRoute(app: FastifyInstance, services: Services): void {
  const article = services.registry.get('article')!;
  app.patch('/api/v1/foodcard/article/:id/simple', {
    config: { access: 'article.update.simple' },
    schema: {
      tags: ['article'], summary: 'Article: update the simple field set', operationId: 'article_updateSimple',
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      body: simpleUpdateSchema(updateSchema(article) as { properties: Record<string, unknown> }),
      response: { 200: { type: 'object', properties: { data: { $ref: 'article#' } }, required: ['data'] } },
    },
  }, async (req) => ({
    data: await services.items.update(article, req.principal!, (req.params as { id: string }).id, req.body as Record<string, unknown>, {}, 'updateSimple'),
  }));
}
