import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/createDb';
import { AppError, type ErrorCode } from '../errors';

/** Old hits of every key are swept now and then, not on each request. */
const SWEEP_EVERY = 200;
/**
 * First key of the two-number advisory locks that serialise one limiter key on PostgreSQL (the
 * second is the key's hash); the one-number locks of table sync and search refresh are apart.
 */
const LOCK_CLASS = 4711;

/** A key and how many attempts it may make within the window. */
export interface Budget {
  key: string;
  limit: number;
}

/** The attempts a call holds: one hit per budget key, stamped `at`. */
export interface Reservation {
  /** Gives this attempt's hit on `key` back: the attempt is not counted after all (it succeeded). */
  release(key: string): Promise<void>;
  /** Forgets every hit of `key` (a success clears an account's failures). */
  reset(key: string): Promise<void>;
}

/**
 * Counted attempts per key (logins per account and address, reset requests and token guesses, MFA
 * codes, current passwords, registrations) within a sliding window. The hits live in the
 * database, so every server process sharing it counts the same.
 *
 * An attempt is reserved before the secret is checked, and the reservation is one atomic step over
 * all its keys (all or none): counted parallel calls cannot all pass the check first and count
 * afterwards, which let 39 of 40 simultaneous guesses through a limit of 5. A call that succeeds
 * gives its hit back (release) or clears the key (reset); a failed one keeps it.
 */
export class RateLimiter {
  private hits = 0;

  /** `scope` keeps the counts of different calls apart (login, mfa, reset, …). */
  constructor(private readonly db: Db, private readonly scope: string, private readonly windowMs: number) {}

  private key(key: string): string {
    return `${this.scope}:${key}`;
  }

  /**
   * Reserves one attempt on every budget, or none when any of them is used up: then it throws
   * `refused` (a 429 whose message takes `{minutes}`) and the caller checks nothing.
   */
  async reserve(budgets: Budget[], refused: ErrorCode, now = Date.now()): Promise<Reservation> {
    const keyed = budgets.map((b) => ({ key: this.key(b.key), limit: b.limit }));
    const wait = this.db.dialect === 'postgres' ? await this.reservePostgres(keyed, now) : await this.reserveSqlite(keyed, now);
    if (wait > 0) throw new AppError(refused, { minutes: Math.ceil(wait / 60_000) });
    if (++this.hits % SWEEP_EVERY === 0) await this.db.kysely.deleteFrom('rate_limit_hits').where('at', '<=', now - this.windowMs).execute();
    return {
      release: (key) => this.releaseOne(this.key(key), now),
      reset: (key) => this.reset(key),
    };
  }

  /**
   * SQLite: better-sqlite3 runs the whole check-and-insert synchronously in one immediate
   * transaction (the write lock first, so another process cannot count between our count and our
   * insert). It runs while holding Kysely's connection, so it never lands inside a transaction of
   * another request that is awaiting on the same connection.
   */
  private reserveSqlite(budgets: Budget[], now: number): Promise<number> {
    const raw = this.db.sqlite!;
    return this.db.kysely.connection().execute(async () => raw.transaction(() => {
      const newest = raw.prepare('SELECT "at" FROM "rate_limit_hits" WHERE "key" = ? AND "at" > ? ORDER BY "at" DESC LIMIT ?');
      const rows = budgets.map((b) => newest.all(b.key, now - this.windowMs, b.limit) as Array<{ at: number | bigint }>);
      const wait = this.waitFor(budgets, rows, now);
      if (wait === 0) {
        const insert = raw.prepare('INSERT INTO "rate_limit_hits" ("key", "at") VALUES (?, ?)');
        for (const b of budgets) insert.run(b.key, now);
      }
      return wait;
    }).immediate());
  }

  /**
   * PostgreSQL: one transaction that first takes an advisory lock per key (in a fixed order, so
   * two calls sharing keys cannot deadlock); the lock holds until commit, so the count each later
   * holder reads includes every hit committed before it, on every process.
   */
  private reservePostgres(budgets: Budget[], now: number): Promise<number> {
    return this.db.kysely.transaction().execute(async (trx: Transaction<any>) => {
      for (const key of [...new Set(budgets.map((b) => b.key))].sort()) {
        await sql`SELECT pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${key}))`.execute(trx);
      }
      const rows = [];
      for (const b of budgets) {
        rows.push(await trx.selectFrom('rate_limit_hits').select('at').where('key', '=', b.key)
          .where('at', '>', now - this.windowMs).orderBy('at', 'desc').limit(b.limit).execute());
      }
      const wait = this.waitFor(budgets, rows, now);
      if (wait === 0) await trx.insertInto('rate_limit_hits').values(budgets.map((b) => ({ key: b.key, at: now }))).execute();
      return wait;
    });
  }

  /** ms until every budget has room again, or 0: the limit-th newest hit has to leave the window. */
  private waitFor(budgets: Budget[], rows: Array<Array<{ at: unknown }>>, now: number): number {
    let wait = 0;
    budgets.forEach((b, i) => {
      if (rows[i].length >= b.limit) wait = Math.max(wait, 1, Number(rows[i][b.limit - 1].at) + this.windowMs - now);
    });
    return wait;
  }

  /** One hit of the key at that time; the hits of one key and time are alike, so any one will do. */
  private async releaseOne(key: string, at: number): Promise<void> {
    const id = this.db.dialect === 'postgres' ? sql.raw('ctid') : sql.raw('rowid');
    await sql`DELETE FROM "rate_limit_hits" WHERE ${id} = (SELECT ${id} FROM "rate_limit_hits" WHERE "key" = ${key} AND "at" = ${at} LIMIT 1)`
      .execute(this.db.kysely);
  }

  async reset(key: string): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limit_hits').where('key', '=', this.key(key)).execute();
  }
}
