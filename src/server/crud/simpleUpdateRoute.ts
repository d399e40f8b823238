import type { FastifyInstance } from 'fastify';
import { idSchema, updateSchema } from './entitySchemas';
import type { Services } from '../services';

/** The update schema narrowed to a simple field set; any other field is refused (422). */
function simpleUpdateSchema(schema: { properties: Record<string, unknown> }, fields: readonly string[]) {
  const properties = Object.fromEntries(fields.map((k) => [k, schema.properties[k]]));
  return { type: 'object', properties, additionalProperties: false, minProperties: 1 };
}

/**
 * `PATCH <base>/{id}/simple` (`<resource>.update.simple`): the simple edit of an article or option
 * group (spec part 2 §2 …/edit/simple). Like the simple venue edit it writes through the items
 * service, so tenant scope (404 outside it), the entity's hooks and the audit (`updateSimple`) apply.
 */
export function simpleUpdateRoute(app: FastifyInstance, services: Services, entityId: string, fields: readonly string[], access: string): void {
  const entity = services.registry.get(entityId)!;
  app.patch(`/api/${entity.def['x-api']!.base}/:id/simple`, {
    config: { access },
    schema: {
      tags: [entity.id], summary: `${entity.def.title}: update the simple field set`, operationId: `${entity.id}_updateSimple`,
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      body: simpleUpdateSchema(updateSchema(entity) as { properties: Record<string, unknown> }, fields),
      response: { 200: { type: 'object', properties: { data: { $ref: `${entity.id}#` } }, required: ['data'] } },
    },
  }, async (req) => ({
    data: await services.items.update(entity, req.principal!, (req.params as { id: string }).id, req.body as Record<string, unknown>, {}, 'updateSimple'),
  }));
}
