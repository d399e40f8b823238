import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from './jwt';

const SECRET = 'unit-secret-unit-secret';
const DAY = TOKEN_TTL_SECONDS * 1000;

describe('verifyToken', () => {
  it('accepts its own tokens until they expire, also once they are remembered as verified', async () => {
    const now = Date.now();
    const token = await signToken(SECRET, 'abcdefabcdefabcdefabcdef', 3, now);
    const ok = await verifyToken(SECRET, token, now);
    expect(ok).toMatchObject({ ok: true, claims: { sub: 'abcdefabcdefabcdefabcdef', ver: 3 } });
    expect(await verifyToken(SECRET, token, now + DAY - 1000)).toMatchObject({ ok: true });
    expect(await verifyToken(SECRET, token, now + DAY + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken('another-secret', token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('ends a token at its lifetime even when it claims a later expiry', async () => {
    const now = Date.now();
    const iat = Math.floor(now / 1000);
    const long = await new SignJWT({ ver: 0, sid: 'one-sign-in' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('abcdefabcdefabcdefabcdef')
      .setIssuedAt(iat).setExpirationTime(iat + 365 * 86400).sign(new TextEncoder().encode(SECRET));
    expect((await verifyToken(SECRET, long, now)).ok).toBe(true);
    expect((await verifyToken(SECRET, long, now + DAY + 1000)).ok).toBe(false);
  });
});
