import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { parseCall } from '../../core/apiSpec';
import type { Entity } from '../../core/registry';
import type { Services } from '../services';
import type { Actions } from './EntityHooks';
import { paramsSchema, routeUrl } from './routeUrl';
import { readerLanguage } from '../search/readerLanguage';
import { emailParam, exportResponses, sendExport } from '../reporting/mailedExport';

export interface BinaryResult {
  contentType: string;
  filename: string;
  /** a stream is sent as it is read (large exports) */
  body: Buffer | Readable;
}

/** Registers an entity's x-actions; each needs a handler in its hooks file (checked at boot). */
export function registerEntityActions(app: FastifyInstance, services: Services, entity: Entity, handlers: Actions = {}): void {
  const actions = entity.def['x-actions'] ?? {};
  const base = entity.def['x-api']?.base ?? `v1/${entity.id.toLowerCase()}`;
  for (const [name, spec] of Object.entries(actions)) {
    const handler = handlers[name];
    if (!handler) throw new Error(`schemas: x-actions/${name} of ${entity.id} has no handler in src/server/entities/${entity.id}/index.ts (actions.${name})`);
    if (spec.returns === 'binary' && !spec.produces) throw new Error(`schemas: x-actions/${name} of ${entity.id} answers a file but names no media type (produces)`);
    const call = parseCall(base, spec.call);
    // A file read with GET is an export: it may be mailed to the caller instead (email=true, sendExport).
    const mailable = spec.returns === 'binary' && call.method === 'GET';
    const query = mailable
      ? { ...(spec.query ?? { type: 'object' }), properties: { ...((spec.query as { properties?: object } | undefined)?.properties ?? {}), email: emailParam } }
      : spec.query;
    app.route({
      method: call.method,
      url: routeUrl(call.path),
      config: { access: spec.access, ...(spec.stepUp ? { stepUp: true as const } : {}) },
      schema: {
        tags: [entity.id],
        summary: `${entity.def.title}: ${name}`,
        operationId: `${entity.id}_${name}`,
        ...(paramsSchema(call.path) ? { params: paramsSchema(call.path) } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(query ? { querystring: query } : {}),
        ...(spec.produces ? { produces: spec.produces } : {}),
        ...(spec.data ? { response: { 200: { type: 'object', properties: { data: spec.data === 'record' ? { $ref: `${entity.id}#` } : spec.data }, required: ['data'] } } } : {}),
        // an action without a declared `data` still answers `{ data }` (any JSON; serialized as it is)
        ...(!spec.data && spec.returns !== 'binary' ? { response: { 200: { description: "The action's result", type: 'object', properties: { data: {} } } } } : {}),
        ...(mailable ? { response: exportResponses(spec.produces!) } : {}),
      },
      handler: async (req, reply) => {
        // `email` is the route's, not the action's (an action may read its query as list filters)
        const { email: _email, ...actionQuery } = (req.query ?? {}) as Record<string, unknown>;
        const result = await handler({
          entity, principal: req.principal!, params: req.params as Record<string, string>, body: req.body, query: mailable ? actionQuery : (req.query as Record<string, unknown>),
          lang: readerLanguage(req.headers['accept-language']), services,
        });
        if (spec.returns === 'binary') {
          const file = result as BinaryResult;
          if (mailable) return sendExport(services, req, reply, file);
          return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
        }
        return { data: result };
      },
    });
  }
}
