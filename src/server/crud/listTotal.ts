import { CompiledQuery } from 'kysely';
import type { Db } from '../db/createDb';
import { rowVersion, writeInFlight } from '../db/rowVersions';
import type { CompiledWhere } from './listSql';

const MAX_ENTRIES = 5000;

/**
 * Totals of list calls, so paging through a long list counts its rows once, not on every page.
 * Kept per table and WHERE (its text and values: filters, search and the caller's tenant scope)
 * under the table's row version (rowVersions): any committed write to the table, by any writer
 * or process, changes the version, and the next list counts again. This costs one tiny read
 * per list call instead of a count over every matching row.
 */
export class ListTotals {
  private readonly entries = new Map<string, { version: number; total: number; estimate: boolean }>();

  constructor(private readonly db: Db) {}

  /**
   * `count`: another statement counting the same rows (searchPage: on an index of its choice, or
   * in the FTS5 table); cached under `where` like the plain count.
   */
  async total(table: string, where: CompiledWhere, count: CompiledQuery = countQuery(table, where)): Promise<number> {
    return (await this.remember(table, where, async () => ({ total: Number((await this.db.read<{ n: number | string }>(count))[0].n), estimate: false }))).total;
  }

  /**
   * A total that `count` may give as an estimate (searchTotal): kept like an exact one. `count`
   * must run its first statement before its first await (SQLite reads synchronously), so the
   * check for a transaction open on this connection below covers it; one started later covers the rest.
   */
  async remember(table: string, where: CompiledWhere, count: () => Promise<{ total: number; estimate: boolean }>): Promise<{ total: number; estimate: boolean }> {
    const key = `${table}\u0001${where.sql}\u0001${JSON.stringify(where.parameters)}`;
    const version = await rowVersion(this.db, table);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;
    // Checked before counting: a writer still open now may have raised the version already, and
    // its commit will not raise it again, so a count made meanwhile is not kept.
    const inFlight = await writeInFlight(this.db, table);
    const counting = count();
    // SQLite counts synchronously inside read(): on this one connection, a transaction open at
    // that moment (begun since the check above) may be rolled back, so that count is not kept.
    const openHere = this.db.sqlite?.inTransaction ?? false;
    const result = await counting;
    if (!inFlight && !openHere && !(this.db.sqlite?.inTransaction ?? false)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { version, ...result });
    }
    return result;
  }
}

/** The rows of `where` counted, on the index `indexedBy` (SQLite) if given (`n`: the count). */
export function countQuery(table: string, where: CompiledWhere, indexedBy?: string): CompiledQuery {
  return CompiledQuery.raw(`select count(*) as n from "${table}"${indexedBy ? ` indexed by "${indexedBy}"` : ''} where ${where.sql}`, [...where.parameters]);
}
