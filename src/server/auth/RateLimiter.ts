import type { Db } from '../db/createDb';

/** Old hits of every key are swept now and then, not on each request. */
const SWEEP_EVERY = 200;

/**
 * Counted attempts per key (failed logins per account and address, reset requests, wrong MFA
 * codes, registrations) within a sliding window. The hits live in the database, so every server
 * process sharing it counts the same: five failed logins spread over two processes lock the
 * account like five on one.
 */
export class RateLimiter {
  private hits = 0;

  /** `scope` keeps the counts of different calls apart (login, mfa, reset, …). */
  constructor(private readonly db: Db, private readonly scope: string, private readonly windowMs: number) {}

  private key(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** ms until the key may try again, or 0 */
  async blockedFor(key: string, limit: number, now = Date.now()): Promise<number> {
    const rows = await this.db.kysely.selectFrom('rate_limit_hits').select('at')
      .where('key', '=', this.key(key)).where('at', '>', now - this.windowMs)
      .orderBy('at', 'desc').limit(limit).execute();
    if (rows.length < limit) return 0;
    // The limit-th newest hit has to leave the window before another attempt is allowed.
    return Math.max(1, Number(rows[limit - 1].at) + this.windowMs - now);
  }

  async hit(key: string, now = Date.now()): Promise<void> {
    const k = this.db.kysely;
    await k.insertInto('rate_limit_hits').values({ key: this.key(key), at: now }).execute();
    if (++this.hits % SWEEP_EVERY === 0) await k.deleteFrom('rate_limit_hits').where('at', '<=', now - this.windowMs).execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limit_hits').where('key', '=', this.key(key)).execute();
  }
}
