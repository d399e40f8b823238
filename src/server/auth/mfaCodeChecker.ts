import { AppError } from '../errors';
import type { Services } from '../services';
import { RateLimiter } from './RateLimiter';
import { acceptTotp } from './totp';

/** Checks a user's TOTP code; throws the spec's MFAError (401) when it is wrong. */
export type MfaCodeCheck = (userId: string, secret: string, code: string) => Promise<void>;

/**
 * The one check of a second factor after login (turning MFA on, stepped-up calls): wrong codes
 * count per user in one budget shared by every caller of it, so a stolen session cannot guess its
 * way through by spreading guesses over several calls.
 */
export function mfaCodeChecker(services: Services): MfaCodeCheck {
  const { config } = services;
  const failures = new RateLimiter(services.db, 'mfa', config.loginLimit.windowMs);
  return async (userId, secret, code) => {
    // Counted before the code is checked, so parallel guesses cannot outrun the count.
    const attempt = await failures.reserve([{ key: userId, limit: config.loginLimit.perAccount }], 'TOO_MANY_ATTEMPTS');
    if (!(await acceptTotp(services.db, userId, secret, code))) {
      throw new AppError('MFA_INVALID', {}, undefined, { name: 'MFAError' });
    }
    await attempt.reset(userId);
  };
}
