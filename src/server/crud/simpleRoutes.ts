import type { FastifyInstance } from 'fastify';
import { defaultBase, parseCall } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import type { Services } from '../services';
import { createSchema, updateSchema } from './entitySchemas';
import { paramsSchema, routeUrl } from './routeUrl';

/** A body schema narrowed to `keys`: any other field is refused (422). */
function only(schema: { properties: Record<string, unknown>; required: string[] } | { properties: Record<string, unknown> }, keys: readonly string[]) {
  const properties = Object.fromEntries(keys.map((k) => [k, schema.properties[k]]));
  const required = 'required' in schema ? schema.required.filter((k) => keys.includes(k)) : [];
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/**
 * The simple variant of an entity's create and update, declared in its `x-simple` (venue simple
 * create and edit, article and option group simple edits, restricted user calls): the calls and
 * permissions it names, accepting only its fields. They write through the items service like the
 * generic calls, so tenant scope (404 outside it), the entity's hooks and the audit apply; the
 * update is audited as `updateSimple`.
 */
export function registerSimpleRoutes(app: FastifyInstance, services: Services, entity: Entity): void {
  const simple = entity.def['x-simple'];
  if (!simple) return;
  const base = entity.def['x-api']?.base ?? defaultBase(entity.id);
  const one = { type: 'object', properties: { data: { $ref: `${entity.id}#` } }, required: ['data'] };
  const tags = [entity.id];

  if (simple.create) {
    const call = parseCall(base, simple.create.call);
    app.route({
      method: call.method,
      url: routeUrl(call.path),
      config: { access: simple.create.access },
      schema: {
        tags, summary: `${entity.def.title}: create with the simple field set`, operationId: `${entity.id}_createSimple`,
        ...(paramsSchema(call.path) ? { params: paramsSchema(call.path) } : {}),
        body: only(createSchema(entity), [...simple.fields, ...(simple.createOnly ?? [])]),
        response: { 201: one },
      },
      handler: async (req, reply) => {
        reply.code(201);
        return { data: await services.items.create(entity, req.principal!, req.body as Record<string, unknown>) };
      },
    });
  }
  if (simple.update) {
    const call = parseCall(base, simple.update.call);
    app.route({
      method: call.method,
      url: routeUrl(call.path),
      config: { access: simple.update.access },
      schema: {
        tags, summary: `${entity.def.title}: update the simple field set`, operationId: `${entity.id}_updateSimple`,
        params: paramsSchema(call.path),
        body: { ...only(updateSchema(entity), simple.fields), minProperties: 1 },
        response: { 200: one },
      },
      handler: async (req) => ({
        data: await services.items.update(entity, req.principal!, (req.params as { id: string }).id, req.body as Record<string, unknown>, {}, 'updateSimple'),
      }),
    });
  }
}
