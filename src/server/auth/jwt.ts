import { randomBytes } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
const ALG = 'HS256';

export interface TokenClaims {
  sub: string;
  iat: number;
  exp: number;
  /** the user's token version when the token was issued; a password change or disable bumps it */
  ver: number;
  /** the sign-in this token belongs to: signing out revokes it alone, not the user's other devices */
  sid: string;
}

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) keys.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
}

/** `sid` names the sign-in; a token renewed within one (a password change) keeps it. */
export async function signToken(secret: string, userId: string, version: number, now = Date.now(), sid = randomBytes(12).toString('base64url')): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ ver: version, sid })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Node's base64url decoder forgives padding and non-zero trailing bits, so one signature would
 * have several spellings; only the canonical one (what encoding the decoded bytes gives) passes.
 */
function strictBase64url(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => SEGMENT.test(p) && Buffer.from(p, 'base64url').toString('base64url') === p);
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Tokens whose signature and shape were checked, by their exact text: a signature check costs
 * more than the rest of a list request. Only expiry depends on time, and it is checked on every
 * hit; revocation is the token version, compared by the caller against the user's.
 */
const verified = new Map<string, { claims: TokenClaims; until: number }>();
const VERIFIED_MAX = 10_000;

/**
 * jose checks the signature with the one algorithm allowed (so "alg: none" and key confusion are
 * refused) and checks `exp`; `iat` may not lie in the future and the token may not be older than
 * its lifetime, whatever `exp` it claims.
 */
export async function verifyToken(secret: string, token: string, now = Date.now()): Promise<VerifyResult> {
  const cacheKey = `${secret}\n${token}`;
  const hit = verified.get(cacheKey);
  if (hit) {
    if (now < hit.until) return { ok: true, claims: hit.claims };
    verified.delete(cacheKey);
  }
  const result = await verifyUncached(secret, token, now);
  if (result.ok) {
    // Oldest first out: a Map keeps insertion order.
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    const { exp, iat } = result.claims;
    verified.set(cacheKey, { claims: result.claims, until: Math.min(exp, iat + TOKEN_TTL_SECONDS) * 1000 });
  }
  return result;
}

async function verifyUncached(secret: string, token: string, now: number): Promise<VerifyResult> {
  if (!strictBase64url(token)) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALG],
      typ: 'JWT',
      requiredClaims: ['sub', 'iat', 'exp', 'ver', 'sid'],
      maxTokenAge: TOKEN_TTL_SECONDS,
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(payload.ver) || typeof payload.sid !== 'string') return { ok: false, reason: 'invalid' };
    if ((payload.iat as number) * 1000 > now + 60_000) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as unknown as TokenClaims };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
