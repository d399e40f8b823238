import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A single-use token for `PATCH v1/auth/password` (the /reset/{token} screen). Only its sha256 is
 * stored, so a database leak cannot set passwords; answers the plain token for the mailed link.
 */
export async function issueResetToken(k: Kysely<any>, userId: string, ttlMs: number, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await k.insertInto('password_reset').values({
    token_hash: sha256(token), user_id: userId, created_at: new Date(now).toISOString(), expires_at: new Date(now + ttlMs).toISOString(), used_at: null,
  }).execute();
  return token;
}
