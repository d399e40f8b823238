import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { checkAccess, type AccessRule } from '../../core/permissions';
import type { Principal } from '../access/principal';
import { parseDoc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import { AppError } from '../errors';
import { isApiPath } from '../access/isApiPath';
import type { Services } from '../services';
import { RateLimiter } from './RateLimiter';
import { verifyToken, signToken } from './jwt';
import { verifyPassword } from './password';
import { buildSession, sessionSchema } from './session';
import { mfaCodeChecker } from './mfaCodeChecker';
import { stepUpGuard } from './stepUpGuard';
import { acceptTotp } from './totp';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** the sign-in of the request's token: its id and when its token expires */
    session?: { sid: string; until: number };
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
  app.decorateRequest('session', undefined);

  app.addHook('onRequest', async (req, reply) => {
    // The matched route's declaration decides, never the URL's text: the router decodes
    // `/%61pi/…` to the same route as `/api/…`. Every route has one (routeAccess fails closed).
    // The admin's catch-all file route (`/*`) counts as no match for a disguised API path, which
    // must not reach a file handler without a login.
    const routeUrl = req.routeOptions.url;
    const matched = req.is404 !== true && routeUrl !== undefined && !(routeUrl === '/*' && isApiPath(req.url));
    const access = matched ? req.routeOptions.config?.access : undefined;
    const api = matched ? routeUrl.startsWith('/api') : isApiPath(req.url);
    // Answers of the API are per user and often personal: no cache may keep them (files and the
    // reference's static files set their own).
    if (api) reply.header('cache-control', 'no-store');
    if (access === 'public') return;
    // No route matched: the admin's pages fall back to its index; under the API an anonymous
    // caller learns nothing, not even which paths exist (401 before the 404).
    if (!matched && !api) return;
    const token = bearer(req);
    if (!token) throw new AppError('UNAUTHORIZED');
    const result = await verifyToken(config.jwtSecret, token);
    if (!result.ok) throw new AppError(result.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    const principal = await services.principals.get(result.claims.sub);
    if (!principal) throw new AppError('UNAUTHORIZED');
    // Issued before a password change, a reset or a disable, or signed out: revoked.
    if (principal.tokenVersion !== result.claims.ver || principal.revokedSessions.includes(result.claims.sid)) throw new AppError('SESSION_REVOKED');
    req.principal = principal;
    req.session = { sid: result.claims.sid, until: result.claims.exp * 1000 };
    if (!matched) return;
    if (!checkAccess(principal, access!)) {
      throw new AppError('FORBIDDEN', { permission: Array.isArray(access) ? access.join(' or ') : String(access) });
    }
  });

  // Routes declaring `stepUp` need a fresh second factor of a caller with MFA on.
  stepUpGuard(app, services, mfaCodeChecker(services));

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
    // Counted before the password is checked: parallel guesses cannot outrun the count.
    const attempt = await limiter.reserve([
      { key: account, limit: config.loginLimit.perAccount },
      { key: address, limit: config.loginLimit.perAddress },
    ], 'RATE_LIMITED');

    const row = await services.db.kysely.selectFrom('user').select(['_id', 'doc'])
      .where(sql.raw(emailExpr), '=', email.trim().toLowerCase()).where('deleted_at', 'is', null).executeTakeFirst();
    const user = row ? parseDoc(row.doc) : null;
    // A wrong password or MFA code keeps the attempt counted on both keys.
    if (!(await verifyPassword(user?.password, password)) || !row) throw new AppError('BAD_CREDENTIALS');
    if (user!.mfa && user!.mfaSecret) {
      if (!code) {
        // The right password without its code: not a failure, asked for the code.
        await attempt.release(account);
        await attempt.release(address);
        throw new AppError('MFA_REQUIRED', {}, undefined, { name: 'MFAError' });
      }
      if (!(await acceptTotp(services.db, row._id, user!.mfaSecret, code))) throw new AppError('MFA_INVALID', {}, undefined, { name: 'MFAError' });
    }
    // Only failures count: a success clears the account and gives its address attempt back.
    await attempt.reset(account);
    await attempt.release(address);
    const principal = await services.principals.get(row._id);
    if (!principal) throw new AppError(user!.active === false ? 'USER_DISABLED' : 'BAD_CREDENTIALS');
    return buildSession(services.db, principal, await signToken(config.jwtSecret, row._id, principal.tokenVersion));
  });

  app.get('/api/v1/auth/session', {
    config: { access: 'self' },
    schema: { tags: ['auth'], summary: 'The current session (token echoed back)', operationId: 'auth_session', response: { 200: { $ref: 'session#' } } },
  }, async (req) => buildSession(services.db, req.principal!, bearer(req)!));

  app.post('/api/v1/auth/logout', {
    config: { access: 'self' },
    schema: {
      tags: ['auth'],
      summary: 'Sign out: the token of this sign-in stops working in every server process (the user\'s other sign-ins stay)',
      operationId: 'auth_logout',
      response: { 200: { type: 'object', properties: { data: { type: 'object', properties: { signedOut: { type: 'boolean', const: true } }, required: ['signedOut'] } }, required: ['data'] } },
    },
  }, async (req) => {
    const { sid, until } = req.session!;
    const k = services.db.kysely;
    await k.deleteFrom('revoked_sessions').where('until', '<=', Date.now()).execute();
    await k.insertInto('revoked_sessions').values({ sid, user_id: req.principal!.userId, until }).onConflict((oc) => oc.column('sid').doNothing()).execute();
    // Every process reads the user's principal again, and with it the revoked sign-in.
    services.principals.invalidate();
    return { data: { signedOut: true as const } };
  });
}

export { sessionSchema };
