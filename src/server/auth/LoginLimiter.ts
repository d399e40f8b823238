/**
 * Failed logins per key (account and address) within a sliding window. Kept in memory: a process
 * restart forgets counts, which only ever favours the user, never an attacker beyond one window.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** ms until the key may try again, or 0 */
  blockedFor(key: string, limit: number, now = Date.now()): number {
    const list = this.recent(key, now);
    return list.length >= limit ? list[0] + this.windowMs - now : 0;
  }

  fail(key: string, now = Date.now()): void {
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }
}
