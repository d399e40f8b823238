import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { systemPrincipal } from '../access/systemPrincipal';
import { parseDoc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import { AppError, ERRORS } from '../errors';
import type { Services } from '../services';
import { issueResetToken, sha256 } from './issueResetToken';
import { RateLimiter } from './RateLimiter';
import { resetMail } from './resetMail';

const TOKEN_TTL_MS = 60 * 60_000;

const done = (flag: string) => ({
  200: { type: 'object', properties: { data: { type: 'object', properties: { [flag]: { type: 'boolean' } }, required: [flag] } }, required: ['data'] },
});

/**
 * Forgotten password (spec §7 auth): request a link by mail, then set a new password with its
 * token. The request never reveals whether an address exists: same answer, and the mail leaves
 * after the answer so the response time does not tell either.
 */
export function passwordResetRoutes(app: FastifyInstance, services: Services): void {
  const { config, db } = services;
  const userEntity = services.registry.get('user')!;
  const emailExpr = fieldExprSql(userEntity, 'email', db.dialect);
  // Every request counts (not only unknown addresses), so the limit reveals nothing either.
  const requests = new RateLimiter(db, 'passwordReset', config.loginLimit.windowMs);
  // Token submissions per address, counted before the token is looked up, as failed logins are.
  const tokenGuesses = new RateLimiter(db, 'resetToken', config.loginLimit.windowMs);
  const invalidToken = () => new AppError('RESET_TOKEN_INVALID', {}, [{ path: 'token', message: ERRORS.RESET_TOKEN_INVALID.message, code: 'RESET_TOKEN_INVALID' }]);

  app.patch('/api/v1/auth/password/request', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Mail a password reset link (valid 1 hour); answers the same whether or not the address exists',
      operationId: 'auth_passwordRequest',
      security: [],
      body: { type: 'object', properties: { email: { type: 'string', minLength: 1, maxLength: 254 } }, required: ['email'], additionalProperties: false },
      response: done('sent'),
    },
  }, async (req) => {
    const email = (req.body as { email: string }).email.trim().toLowerCase();
    await requests.reserve([
      { key: `account:${email}`, limit: config.loginLimit.perAccount },
      { key: `address:${req.ip}`, limit: config.loginLimit.perAddress },
    ], 'RESET_RATE_LIMITED');

    const now = Date.now();
    await db.kysely.deleteFrom('password_reset').where('expires_at', '<', new Date(now - TOKEN_TTL_MS).toISOString()).execute();
    const row = await db.kysely.selectFrom('user').select(['_id', 'doc'])
      .where(sql.raw(emailExpr), '=', email).where('deleted_at', 'is', null).executeTakeFirst();
    if (row) {
      const token = await issueResetToken(db.kysely, row._id, TOKEN_TTL_MS, now);
      const link = `${config.publicUrl}/reset/${token}`;
      const user = parseDoc(row.doc);
      services.mailer.send({ to: user.email, ...resetMail(user.name ?? user.email, link) })
        .catch((err) => req.log.error({ err, userId: row._id }, 'password reset mail could not be sent'));
    }
    return { data: { sent: true } };
  });

  app.patch('/api/v1/auth/password', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with a reset token (single use)',
      operationId: 'auth_passwordReset',
      security: [],
      body: {
        type: 'object',
        properties: { token: { type: 'string', minLength: 1, maxLength: 200 }, password: { type: 'string', format: 'password', maxLength: 128 } },
        required: ['token', 'password'],
        additionalProperties: false,
      },
      response: done('changed'),
    },
  }, async (req) => {
    const { token, password } = req.body as { token: string; password: string };
    const address = `address:${req.ip}`;
    const attempt = await tokenGuesses.reserve([{ key: address, limit: config.loginLimit.perAddress }], 'RESET_RATE_LIMITED');
    const hash = sha256(token);
    const now = new Date().toISOString();
    // Claim first, so two calls with one token cannot both succeed; released if the write fails.
    const claim = await db.kysely.updateTable('password_reset').set({ used_at: now })
      .where('token_hash', '=', hash).where('used_at', 'is', null).where('expires_at', '>', now)
      .returning('user_id').executeTakeFirst();
    if (!claim) throw invalidToken();
    // A valid token is no guess: its attempt is given back.
    await attempt.release(address);
    try {
      await services.items.update(userEntity, systemPrincipal, claim.user_id, { password }, {}, 'passwordReset');
    } catch (err) {
      await db.kysely.updateTable('password_reset').set({ used_at: null }).where('token_hash', '=', hash).execute();
      throw err instanceof AppError && err.code === 'NOT_FOUND' ? invalidToken() : err;
    }
    // The other links of this user were asked for before the password changed: void them too.
    await db.kysely.updateTable('password_reset').set({ used_at: now }).where('user_id', '=', claim.user_id).where('used_at', 'is', null).execute();
    return { data: { changed: true } };
  });
}
