/**
 * True when the token is a JWT whose `exp` has passed. Anything unreadable counts as not expired:
 * the server stays the judge, and a token of the existing backend need not be a JWT.
 */
export function tokenExpired(token: string, now: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}
