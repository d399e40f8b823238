import { CompiledQuery, type RawBuilder } from 'kysely';
import type { Db } from '../db/createDb';
import type { SortKey } from '../db/orderBy';
import { pageRows, type CompiledWhere, type KeyedRow, type PagePosition } from './listSql';
import type { ListTotals } from './listTotal';
import { walkPays } from './searchWalk';

/** A searched list's other ways to its page and total (searchWalk): the index to walk, the WHERE testing each row walked, the index to count on. */
export interface WalkedSearch {
  index: string | null;
  where: RawBuilder<boolean>;
  countIndex: string | null;
}

/**
 * A searched list's page and total. The total comes first (cached, or counted through the
 * trigram index): it says how dense the matches are. Dense matches fill a page after a few
 * rows of the sort index, so the page walks it; sparse ones are fetched and sorted, which then
 * reads fewer rows than a walk would. No match needs no page query.
 */
export async function searchPage(db: Db, totals: ListTotals, table: string, keys: readonly SortKey[], where: CompiledWhere, pos: PagePosition, limit: number, walk: WalkedSearch): Promise<[{ rows: KeyedRow[]; more: boolean }, number]> {
  const total = await totals.total(table, where, walk.countIndex ?? undefined);
  if (total === 0) return [{ rows: [], more: false }, 0];
  if (!walk.index) return [await pageRows(db, table, keys, where, pos, limit), total];
  // The highest rowid bounds the table's rows from above (one index step, no count).
  const [{ n }] = await db.read<{ n: number | null }>(CompiledQuery.raw(`select max(rowid) as n from "${table}"`, []));
  const pageEnd = ('offset' in pos ? pos.offset : 0) + limit + 1;
  if (!walkPays(total, n ?? 0, pageEnd)) return [await pageRows(db, table, keys, where, pos, limit), total];
  return [await pageRows(db, table, keys, walk.where.compile(db.kysely), pos, limit, walk.index), total];
}
