import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { AppError } from '../errors';
import type { Services } from '../services';
import { RateLimiter } from './RateLimiter';
import { acceptTotp, newTotpSecret } from './totp';
import { userDoc } from './userDoc';
import { writeUserSecrets } from './writeUserSecrets';

const ISSUER = 'backoffice';

const codeBody = {
  type: 'object',
  properties: { code: { type: 'string', minLength: 6, maxLength: 6, description: 'current code of the authenticator app' } },
  required: ['code'],
  additionalProperties: false,
};
const stateReply = {
  200: { type: 'object', properties: { data: { type: 'object', properties: { mfa: { type: 'boolean' } }, required: ['mfa'] } }, required: ['data'] },
};

/**
 * Two-factor authentication of the caller (spec /auth/security): setup keeps a pending secret,
 * enable activates it once a code proves the app has it, disable needs a code as well. Wrong codes
 * count per user, so a stolen session cannot guess its way to turning MFA off.
 */
export function mfaRoutes(app: FastifyInstance, services: Services): void {
  const { config } = services;
  const failures = new RateLimiter(services.db, 'mfa', config.loginLimit.windowMs);

  /** The code must match `secret`; wrong codes are 401 MFAError, like at login. */
  const checkCode = async (req: FastifyRequest, secret: string) => {
    const key = req.principal!.userId;
    // Counted before the code is checked, so parallel guesses cannot outrun the count.
    const attempt = await failures.reserve([{ key, limit: config.loginLimit.perAccount }], 'TOO_MANY_ATTEMPTS');
    if (!(await acceptTotp(services.db, key, secret, (req.body as { code: string }).code))) {
      throw new AppError('MFA_INVALID', {}, undefined, { name: 'MFAError' });
    }
    await attempt.reset(key);
  };

  app.post('/api/v1/auth/mfa/setup', {
    config: { access: 'mfa.enable' },
    schema: {
      tags: ['auth'],
      summary: 'Start two-factor setup: a new pending secret, its otpauth URL and QR code (PNG data URL)',
      operationId: 'auth_mfaSetup',
      response: {
        200: {
          type: 'object',
          properties: {
            data: {
              type: 'object',
              properties: { secret: { type: 'string' }, otpauthUrl: { type: 'string' }, qrCode: { type: 'string', description: 'data:image/png;base64,…' } },
              required: ['secret', 'otpauthUrl', 'qrCode'],
            },
          },
          required: ['data'],
        },
      },
    },
  }, async (req) => {
    const p = req.principal!;
    const doc = await userDoc(services, p.userId);
    if (!doc) throw new AppError('UNAUTHORIZED');
    // Replacing an active secret would let a session holder lock the owner out: disable first.
    if (doc.mfa && doc.mfaSecret) throw new AppError('MFA_ALREADY_ON');
    const secret = newTotpSecret();
    await writeUserSecrets(services, p, p.userId, { mfaPendingSecret: secret }, 'mfaSetup');
    const otpauthUrl = `otpauth://totp/${ISSUER}:${encodeURIComponent(p.email)}?secret=${secret}&issuer=${ISSUER}`;
    return { data: { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl) } };
  });

  app.post('/api/v1/auth/mfa/enable', {
    config: { access: 'mfa.enable' },
    schema: {
      tags: ['auth'],
      summary: 'Turn two-factor authentication on with a code of the pending secret',
      operationId: 'auth_mfaEnable',
      body: codeBody,
      response: stateReply,
    },
  }, async (req) => {
    const p = req.principal!;
    const doc = await userDoc(services, p.userId);
    if (!doc?.mfaPendingSecret) throw new AppError('MFA_NOT_SET_UP');
    await checkCode(req, doc.mfaPendingSecret);
    await writeUserSecrets(services, p, p.userId, { mfa: true, mfaSecret: doc.mfaPendingSecret, mfaPendingSecret: null }, 'mfaEnable');
    return { data: { mfa: true } };
  });

  app.post('/api/v1/auth/mfa/disable', {
    config: { access: 'mfa.disable' },
    schema: {
      tags: ['auth'],
      summary: 'Turn two-factor authentication off with a current code',
      operationId: 'auth_mfaDisable',
      body: codeBody,
      response: stateReply,
    },
  }, async (req) => {
    const p = req.principal!;
    const doc = await userDoc(services, p.userId);
    if (!doc?.mfa || !doc.mfaSecret) throw new AppError('MFA_NOT_ON');
    await checkCode(req, doc.mfaSecret);
    await writeUserSecrets(services, p, p.userId, { mfa: false, mfaSecret: null, mfaPendingSecret: null }, 'mfaDisable');
    return { data: { mfa: false } };
  });
}
