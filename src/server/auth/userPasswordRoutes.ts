import { holdsRightsOf } from '../access/holdsRightsOf';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../access/principal';
import { idSchema } from '../crud/entitySchemas';
import { AppError, ERRORS } from '../errors';
import type { Services } from '../services';
import { signToken } from './jwt';
import { RateLimiter } from './RateLimiter';
import { verifyPassword } from './password';
import { userDoc } from './userDoc';

const newPassword = { type: 'string', format: 'password', maxLength: 128 } as const;

/**
 * Password calls on accounts: an administrator (or manager) sets another user's password, and a
 * signed-in user changes their own with the current one. The hash is made by the user hooks.
 */
export function userPasswordRoutes(app: FastifyInstance, services: Services): void {
  const { config } = services;
  const userEntity = services.registry.get('user')!;
  const wrongCurrent = new RateLimiter(services.db, 'passwordChange', config.loginLimit.windowMs);


  app.patch('/api/v1/auth/user/:id/password/reset', {
    config: { access: 'user.password.reset', stepUp: true },
    schema: {
      tags: ['user'],
      summary: "User: set another user's password",
      operationId: 'user_passwordReset',
      params: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      body: { type: 'object', properties: { password: newPassword }, required: ['password'], additionalProperties: false },
      response: { 200: { type: 'object', properties: { data: { $ref: 'user#' } }, required: ['data'] } },
    },
  }, async (req) => {
    const p = req.principal!;
    const { id } = req.params as { id: string };
    // Read through the items service first: a user outside the caller's tenant is a 404.
    const target = await services.items.show(userEntity, p, id);
    if (!(await holdsRightsOf(services, p, target.role))) throw new AppError('HIGHER_ROLE');
    return { data: await services.items.update(userEntity, p, id, { password: (req.body as { password: string }).password }, {}, 'passwordReset') };
  });

  // Every signed-in account changes its own password, whatever its role: the call is about the
  // caller alone and proves itself with the current password. The spec's user.password.change
  // stays a listed permission, but no longer gates this (a role without it could not get out of
  // an initial or leaked password).
  app.patch('/api/v1/auth/user/password/change', {
    config: { access: 'self', stepUp: true },
    schema: {
      tags: ['user'],
      summary: 'User: change your own password (needs the current one); ends every other session and answers a new token',
      operationId: 'user_passwordChange',
      body: {
        type: 'object',
        properties: { currentPassword: { type: 'string', minLength: 1, maxLength: 200 }, password: newPassword },
        required: ['currentPassword', 'password'],
        additionalProperties: false,
      },
      response: {
        200: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              // Every earlier token of the user is revoked by the change: this one replaces the caller's.
              properties: { changed: { type: 'boolean' }, token: { type: 'string' } },
              required: ['changed', 'token'],
            },
          },
          required: ['data'],
        },
      },
    },
  }, async (req) => {
    const p = req.principal!;
    const { currentPassword, password } = req.body as { currentPassword: string; password: string };
    const key = p.userId;
    // Counted before the password is checked, so parallel guesses cannot outrun the count.
    const attempt = await wrongCurrent.reserve([{ key, limit: config.loginLimit.perAccount }], 'TOO_MANY_ATTEMPTS');
    const doc = await userDoc(services, p.userId);
    if (!(await verifyPassword(doc?.password, currentPassword))) {
      throw new AppError('CURRENT_PASSWORD_WRONG', {}, [{ path: 'currentPassword', message: ERRORS.CURRENT_PASSWORD_WRONG.message, code: 'CURRENT_PASSWORD_WRONG' }]);
    }
    await attempt.reset(key);
    // Users without a customer group are outside the customer-group row filter even for their
    // own record; the id is the caller's own, so the scope is widened for this one write.
    const self: Principal = { ...p, venueIds: 'all', groupIds: 'all' };
    await services.items.update(userEntity, self, p.userId, { password }, {}, 'passwordChange');
    const fresh = await services.principals.get(p.userId);
    if (!fresh) throw new AppError('UNAUTHORIZED');
    return { data: { changed: true, token: await signToken(config.jwtSecret, p.userId, fresh.tokenVersion, Date.now(), req.session!.sid) } };
  });
}
