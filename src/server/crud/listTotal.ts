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
  private readonly entries = new Map<string, { version: number; total: number }>();

  constructor(private readonly db: Db) {}

  /** `indexedBy` (SQLite): the index to count on (searchWalk); the rows counted are the same. */
  async total(table: string, where: CompiledWhere, indexedBy?: string): Promise<number> {
    const key = `${table}\u0001${where.sql}\u0001${JSON.stringify(where.parameters)}`;
    const version = await rowVersion(this.db, table);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.total;
    // Checked before counting: a writer still open now may have raised the version already, and
    // its commit will not raise it again, so a count made meanwhile is not kept.
    const inFlight = await writeInFlight(this.db, table);
    const counting = this.db.read<{ n: number | string }>(CompiledQuery.raw(`select count(*) as n from "${table}"${indexedBy ? ` indexed by "${indexedBy}"` : ''} where ${where.sql}`, [...where.parameters]));
    // SQLite counts synchronously inside read(): on this one connection, a transaction open at
    // that moment (begun since the check above) may be rolled back, so that count is not kept.
    const openHere = this.db.sqlite?.inTransaction ?? false;
    const total = Number((await counting)[0].n);
    if (!inFlight && !openHere) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { version, total });
    }
    return total;
  }
}
