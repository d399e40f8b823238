import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { AppError } from '../errors';
import type { Services } from '../services';
import { mfaCodeChecker } from './mfaCodeChecker';
import { newTotpSecret } from './totp';
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
 * enable activates it once a code proves the app has it. Disable is a stepped-up call like every
 * other one that needs a fresh second factor (the code in the X-MFA-Code header, see
 * stepUpGuard). Wrong codes count per user, so a stolen session cannot guess its way to turning
 * MFA off.
 */
export function mfaRoutes(app: FastifyInstance, services: Services): void {
  const checkCode = mfaCodeChecker(services);

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
    await checkCode(p.userId, doc.mfaPendingSecret, (req.body as { code: string }).code);
    await writeUserSecrets(services, p, p.userId, { mfa: true, mfaSecret: doc.mfaPendingSecret, mfaPendingSecret: null }, 'mfaEnable');
    return { data: { mfa: true } };
  });

  app.post('/api/v1/auth/mfa/disable', {
    config: { access: 'mfa.disable', stepUp: true },
    schema: {
      tags: ['auth'],
      summary: 'Turn two-factor authentication off (a stepped-up call: needs a current code)',
      operationId: 'auth_mfaDisable',
      response: stateReply,
    },
  }, async (req) => {
    const p = req.principal!;
    const doc = await userDoc(services, p.userId);
    // The step-up let it through only with a verified code (it asks nothing of users without MFA).
    if (!doc?.mfa || !doc.mfaSecret) throw new AppError('MFA_NOT_ON');
    await writeUserSecrets(services, p, p.userId, { mfa: false, mfaSecret: null, mfaPendingSecret: null }, 'mfaDisable');
    return { data: { mfa: false } };
  });
}
