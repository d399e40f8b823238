import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { checkAccess, type AccessRule } from '../../core/permissions';
import type { Principal } from '../access/principal';
import { parseDoc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import { AppError } from '../errors';
import type { Services } from '../services';
import { RateLimiter } from './RateLimiter';
import { verifyToken, signToken } from './jwt';
import { verifyPassword } from './password';
import { buildSession, sessionSchema } from './session';
import { acceptTotp } from './totp';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** who may call the route: a permission, any-of list, 'self', 'login', 'brand', 'admin' or 'public' */
    access?: AccessRule;
  }
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

/**
 * Authentication for every /api route (onRequest, so an anonymous caller learns nothing from
 * validation), the route's access rule, and the login call.
 */
export function authPlugin(app: FastifyInstance, services: Services): void {
  const { config } = services;
  // Declared up front so every request object keeps one shape (V8 deoptimises added properties).
  app.decorateRequest('principal', undefined);

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!req.url.startsWith('/api/') || access === undefined || access === 'public') return;
    const token = bearer(req);
    if (!token) throw new AppError('UNAUTHORIZED');
    const result = await verifyToken(config.jwtSecret, token);
    if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    const principal = await services.principals.get(result.claims.sub);
    if (!principal) throw new AppError('UNAUTHORIZED');
    // Issued before a password change, a reset or a disable: revoked.
    if (principal.tokenVersion !== result.claims.ver) throw new AppError('SESSION_REVOKED');
    req.principal = principal;
    if (!checkAccess(principal, access)) {
      throw new AppError('FORBIDDEN', { permission: Array.isArray(access) ? access.join(' or ') : String(access) });
    }
  });

  const limiter = new RateLimiter(services.db, 'login', config.loginLimit.windowMs);
  const emailExpr = fieldExprSql(services.registry.get('user')!, 'email', services.db.dialect);

  app.post('/api/v1/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Log in; answers the session fields',
      operationId: 'auth_login',
      body: {
        type: 'object',
        properties: {
          email: { type: 'string', maxLength: 254 },
          password: { type: 'string', maxLength: 200 },
          code: { type: 'string', maxLength: 6, description: 'TOTP code when MFA is on' },
        },
        required: ['email', 'password'],
        additionalProperties: false,
      },
      response: { 200: { $ref: 'session#' } },
    },
  }, async (req) => {
    const { email, password, code } = req.body as { email: string; password: string; code?: string };
    const account = `account:${email.trim().toLowerCase()}`;
    const address = `address:${req.ip}`;
    const wait = Math.max(
      await limiter.blockedFor(account, config.loginLimit.perAccount),
      await limiter.blockedFor(address, config.loginLimit.perAddress),
    );
    if (wait > 0) throw new AppError('RATE_LIMITED', { minutes: Math.ceil(wait / 60_000) });

    const row = await services.db.kysely.selectFrom('user').select(['_id', 'doc'])
      .where(sql.raw(emailExpr), '=', email.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
    const user = row ? parseDoc(row.doc) : null;
    const failed = async () => {
      await limiter.hit(account);
      await limiter.hit(address);
    };
    if (!(await verifyPassword(user?.password, password)) || !row) {
      await failed();
      throw new AppError('BAD_CREDENTIALS');
    }
    if (user!.mfa && user!.mfaSecret) {
      if (!code) throw new AppError('MFA_REQUIRED', {}, undefined, { name: 'MFAError' });
      if (!(await acceptTotp(services.db, row._id, user!.mfaSecret, code))) {
        await failed();
        throw new AppError('MFA_INVALID', {}, undefined, { name: 'MFAError' });
      }
    }
    await limiter.reset(account);
    const principal = await services.principals.get(row._id);
    if (!principal) throw new AppError(user!.active === false ? 'USER_DISABLED' : 'BAD_CREDENTIALS');
    return buildSession(services.db, principal, await signToken(config.jwtSecret, row._id, principal.tokenVersion));
  });

  app.get('/api/v1/auth/session', {
    config: { access: 'self' },
    schema: { tags: ['auth'], summary: 'The current session (token echoed back)', operationId: 'auth_session', response: { 200: { $ref: 'session#' } } },
  }, async (req) => buildSession(services.db, req.principal!, bearer(req)!));
}

export { sessionSchema };
