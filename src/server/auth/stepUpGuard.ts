import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MFA_CODE_HEADER, type StepUp } from '../access/stepUpFor';
import { AppError } from '../errors';
import type { Services } from '../services';
import type { MfaCodeCheck } from './mfaCodeChecker';
import { userDoc } from './userDoc';

/**
 * How long one verified code covers further stepped-up calls of the same sign-in: the admin
 * repeats every call it held while the dialog was open, and a user removing several records in a
 * row is asked once, not for a new code every 30 seconds (a code is accepted only once).
 */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a caller with MFA on must give a fresh code first (declared by the route; see stepUpFor) */
    stepUp?: StepUp;
  }
}

function applies(req: FastifyRequest, stepUp: StepUp | undefined): boolean {
  if (stepUp === true) return true;
  // The hard flag is read before validation, as sent: a body that fails validation later is
  // refused anyway, and any truthy spelling counts as asking.
  return stepUp === 'hard' && typeof req.body === 'object' && req.body !== null && !!(req.body as { hard?: unknown }).hard;
}

/**
 * The step-up of spec part 1 §4 and §8 for the routes that declare it (`config.stepUp`): after
 * authentication and the route's access rule, a caller with MFA on needs a code verified within
 * the last minutes for this sign-in, or gives one in the `X-MFA-Code` header now. Without one the
 * answer is 401 MFAError (MFA_REQUIRED), a wrong one 401 MFAError (MFA_INVALID); callers without
 * MFA are not asked. Runs before validation, so the answer does not depend on the body.
 */
export function stepUpGuard(app: FastifyInstance, services: Services, checkCode: MfaCodeCheck): void {
  const k = services.db.kysely;
  app.addHook('preValidation', async (req) => {
    if (!applies(req, req.routeOptions.config?.stepUp)) return;
    const p = req.principal;
    if (!p) throw new AppError('UNAUTHORIZED');
    const doc = await userDoc(services, p.userId);
    if (!doc?.mfa || !doc.mfaSecret) return;
    const { sid, until } = req.session!;
    const now = Date.now();
    const open = await k.selectFrom('step_up_sessions').select('until').where('sid', '=', sid).where('user_id', '=', p.userId).executeTakeFirst();
    if (open && Number(open.until) > now) return;
    const header = req.headers[MFA_CODE_HEADER];
    const code = Array.isArray(header) ? header[0] : header;
    if (!code) throw new AppError('MFA_REQUIRED', {}, undefined, { name: 'MFAError' });
    await checkCode(p.userId, doc.mfaSecret, code.trim());
    // Never beyond the token's own life; old windows of every sign-in are swept on the way.
    await k.deleteFrom('step_up_sessions').where('until', '<=', now).execute();
    const window = Math.min(now + STEP_UP_WINDOW_MS, until);
    await k.insertInto('step_up_sessions').values({ sid, user_id: p.userId, until: window })
      .onConflict((oc) => oc.column('sid').doUpdateSet({ user_id: p.userId, until: window })).execute();
  });
}
