import { CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from '../db/createDb';
import type { SortKey } from '../db/orderBy';
import { pageRows, type CompiledWhere, type KeyedRow, type PagePosition } from './listSql';
import type { ListTotals } from './listTotal';
import { searchCount, searchSample, type FtsCount } from './searchCount';
import { cappedCount, sampleQuery, searchTotal, type SearchTotal } from './searchTotal';
import { walkPays } from './searchWalk';

/** A searched list's other ways to its page and total (searchWalk): the index to walk, the WHERE testing each row walked, the index or FTS5 table to count on. */
export interface WalkedSearch {
  index: string | null;
  where: RawBuilder<boolean>;
  /** the list's conditions without the search, and the search as a test of each row (the sample of searchTotal) */
  base: RawBuilder<boolean>;
  test: RawBuilder<boolean>;
  countIndex: string | null;
  /** count `where` above (base conditions and the walk's test) on countIndex instead of the list's WHERE */
  countsTest: boolean;
  /** set when the list is one venue's live rows and a trigram search, nothing else (searchCount) */
  fts: FtsCount | null;
}

/**
 * A searched list's page and total. The total comes first (cached, or sampled and counted up to
 * a threshold: searchTotal): it says how dense the matches are. Dense matches fill a page after a
 * few rows of the sort index, so the page walks it; sparse ones are fetched and sorted, which then
 * reads fewer rows than a walk would. No match needs no page query.
 */
export async function searchPage(db: Db, totals: ListTotals, table: string, keys: readonly SortKey[], where: CompiledWhere, pos: PagePosition, limit: number, walk: WalkedSearch): Promise<[{ rows: KeyedRow[]; more: boolean }, SearchTotal]> {
  const capped = walk.fts ? searchCount(table, walk.fts)
    : cappedCount(table, walk.countIndex && walk.countsTest ? walk.where.compile(db.kysely) : where, walk.countIndex);
  const sample = walk.fts ? searchSample(table, walk.fts) : sampleQuery(db, table, walk.base, walk.test);
  const total = await searchTotal(db, totals, table, where, { capped, base: walk.base.compile(db.kysely), sample });
  if (total.total === 0) return [{ rows: [], more: false }, total];
  const sorted = { matchesFirst: db.dialect === 'postgres' };
  if (!walk.index) return [await pageRows(db, table, keys, where, pos, limit, sorted), total];
  const pageEnd = ('offset' in pos ? pos.offset : 0) + limit + 1;
  if (!walkPays(total.total, await tableRows(db, table), pageEnd)) return [await pageRows(db, table, keys, where, pos, limit, sorted), total];
  return [await pageRows(db, table, keys, walk.where.compile(db.kysely), pos, limit, db.dialect === 'sqlite' ? { indexedBy: walk.index } : {}), total];
}

/**
 * The table's rows, bounded from above by the highest rowid (SQLite: one index step, no count)
 * or as last analysed (PostgreSQL; none yet reads 0, and the page walks when any row matches).
 * Read only when a choice needs it.
 */
async function tableRows(db: Db, table: string): Promise<number> {
  const [{ n }] = await db.read<{ n: number | string | null }>(db.dialect === 'sqlite'
    ? CompiledQuery.raw(`select max(rowid) as n from "${table}"`, [])
    : CompiledQuery.raw('select greatest(reltuples, 0)::bigint as n from pg_class where oid = to_regclass($1)', [`"${table}"`]));
  return Number(n ?? 0);
}
