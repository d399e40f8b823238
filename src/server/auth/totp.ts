import { generateSecret, generateSync, verifySync } from 'otplib';
import type { Db } from '../db/createDb';

const PERIOD = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The code an authenticator app shows at `now`, `step` periods away (tests and the seed). */
export function totpCode(secret: string, now = Date.now(), step = 0): string {
  return generateSync({ secret, epoch: Math.floor(now / 1000) + step * PERIOD, period: PERIOD });
}

/**
 * RFC 6238 (SHA-1, 6 digits, 30 s) through otplib, with one period of tolerance either way for
 * clocks a little apart. A code is accepted once only: the time step of the last accepted code is
 * kept per user, and a code of that step or an earlier one is refused, so a code seen over
 * someone's shoulder (or the previous period's) cannot be replayed at login or for MFA changes.
 */
export async function acceptTotp(db: Db, userId: string, secret: string, code: string, now = Date.now()): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const epoch = Math.floor(now / 1000);
  let result;
  try {
    result = verifySync({ secret, token: code, epoch, period: PERIOD, epochTolerance: PERIOD });
  } catch {
    return false;
  }
  if (!result.valid) return false;
  const step = Math.floor(epoch / PERIOD) + result.delta;
  // One atomic statement decides between two requests with the same code: only a step later than
  // the stored one moves it forward, and only the request that moved it gets a row back.
  const claimed = await db.kysely.insertInto('totp_used').values({ user_id: userId, step })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ step }).where('totp_used.step', '<', step))
    .returning('user_id').executeTakeFirst();
  return !!claimed;
}
