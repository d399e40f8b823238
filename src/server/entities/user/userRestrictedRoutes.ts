import { holdsRightsOf } from '../../access/holdsRightsOf';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../access/principal';
import { idSchema } from '../../crud/entitySchemas';
import { AppError } from '../../errors';
import type { Services } from '../../services';

/** The fields a restricted caller may set; anything else in the body is a 422. */
export const RESTRICTED_CREATE_FIELDS = ['name', 'email', 'password', 'role', 'venues'] as const;
export const RESTRICTED_UPDATE_FIELDS = ['name', 'email', 'role', 'venues'] as const;

/** A property schema without the admin-only `x-ui` (and without defaults for partial updates). */
function plain(prop: any, dropDefault: boolean): any {
  const { 'x-ui': _ui, ...rest } = prop;
  if (dropDefault) delete rest.default;
  return rest;
}

/**
 * Restricted user calls (spec part 1 §6 "restricted user create and update variants", §7
 * `PATCH auth/user/{id}/restricted`): a brand manager creates and edits staff with only name,
 * e-mail, password (create), role and venues. They go through the items service, so tenancy
 * (a user of another brand is a 404), audit, and the user hooks (no role with more rights than
 * the caller's, no foreign venues) apply as on the generic calls.
 */
export function userRestrictedRoutes(app: FastifyInstance, services: Services): void {
  const userEntity = services.registry.get('user')!;
  const props = userEntity.def.properties as Record<string, any>;
  const one = { type: 'object', properties: { data: { $ref: 'user#' } }, required: ['data'] };


  app.post('/api/v1/auth/user/restricted', {
    config: { access: 'user.create.restricted' },
    schema: {
      tags: ['user'],
      summary: 'User: restricted create (name, e-mail, password, role, venues)',
      operationId: 'user_createRestricted',
      body: {
        type: 'object',
        properties: Object.fromEntries(RESTRICTED_CREATE_FIELDS.map((k) => [k, plain(props[k], false)])),
        required: ['name', 'email', 'password', 'role'],
        additionalProperties: false,
      },
      response: { 201: one },
    },
  }, async (req, reply) => {
    const data = await services.items.create(userEntity, req.principal!, req.body as Record<string, unknown>);
    return reply.code(201).send({ data });
  });

  app.patch('/api/v1/auth/user/:id/restricted', {
    config: { access: 'user.update.restricted' },
    schema: {
      tags: ['user'],
      summary: 'User: restricted update (name, e-mail, role, venues)',
      operationId: 'user_updateRestricted',
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      body: {
        type: 'object',
        properties: Object.fromEntries(RESTRICTED_UPDATE_FIELDS.map((k) => [k, plain(props[k], true)])),
        additionalProperties: false,
      },
      response: { 200: one },
    },
  }, async (req) => {
    const p = req.principal!;
    const { id } = req.params as { id: string };
    // Read through the items service first: a user outside the caller's tenant is a 404.
    const target = await services.items.show(userEntity, p, id);
    if (!(await holdsRightsOf(services, p, target.role))) throw new AppError('FORBIDDEN', { permission: 'the rights of this user' });
    return { data: await services.items.update(userEntity, p, id, req.body as Record<string, unknown>) };
  });
}
