import { createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  iat: number;
  exp: number;
}

export function signToken(secret: string, userId: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const body = b64url(JSON.stringify({ sub: userId, iat, exp: iat + TOKEN_TTL_SECONDS }));
  const sig = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${sig}`;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** HS256 only: the header is compared byte for byte, so "alg: none" and key confusion are impossible. */
export function verifyToken(secret: string, token: string, now = Date.now()): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return { ok: false, reason: 'invalid' };
  if (claims.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
