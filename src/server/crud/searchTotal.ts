import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/createDb';
import type { CompiledWhere } from './listSql';
import type { ListTotals } from './listTotal';

/**
 * Up to this many matches a searched list's total is exact; above it the list says "about N".
 * Counting every match of a common word costs time in proportion to the matches (the trigram
 * index hands each one over), while nobody pages through a thousand search results.
 */
export const EXACT_UP_TO = 1000;

/** Rows of the list (without the search) whose search texts are tested to estimate a total above EXACT_UP_TO. */
export const SAMPLE_ROWS = 2000;

/** An estimate from the sample this far above EXACT_UP_TO is taken without counting (a sample three times off is not expected). */
const CLEARLY_ABOVE = 3 * EXACT_UP_TO;

/** A searched list's total and whether it is an estimate (above EXACT_UP_TO). */
export interface SearchTotal {
  total: number;
  estimate: boolean;
}

/** The statements a searched total is made of (searchPage builds them). */
export interface SearchCounts {
  /** counts the matches, stopping after EXACT_UP_TO + 1 (`n`) */
  capped: CompiledQuery;
  /** the list's rows without the search (`base`), and the sample: the first SAMPLE_ROWS of them (`n`) and how many match (`m`) */
  base: CompiledWhere;
  sample: CompiledQuery;
}

/** `select count(*)` of `where`, on the index `indexedBy` (SQLite) if given, stopping after EXACT_UP_TO + 1 rows. */
export function cappedCount(table: string, where: CompiledWhere, indexedBy?: string | null): CompiledQuery {
  return CompiledQuery.raw(`select count(*) as n from (select 1 from "${table}"${indexedBy ? ` indexed by "${indexedBy}"` : ''} where ${where.sql} limit ${EXACT_UP_TO + 1}) as c`, [...where.parameters]);
}

/**
 * The sample: the first SAMPLE_ROWS rows of `base` (in the order the database finds them), each
 * tested with `test`; the subquery carries the table's name, so qualified columns still resolve.
 */
export function sampleQuery(db: Db, table: string, base: RawBuilder<boolean>, test: RawBuilder<boolean>): CompiledQuery {
  const t = sql.table(table);
  return sql`select count(*) as n, coalesce(sum(case when ${test} then 1 else 0 end), 0) as m from (select * from ${t} where ${base} limit ${sql.lit(SAMPLE_ROWS)}) as ${t}`.compile(db.kysely);
}

/**
 * A searched list's total, cached under the list's WHERE like every total (ListTotals):
 * - the sample first (SAMPLE_ROWS rows' texts tested, about a millisecond): when the list holds
 *   fewer rows than that, the sample is the whole list and its count exact;
 * - matches per sampled row × the list's rows (itself a cached count) clearly above EXACT_UP_TO:
 *   that estimate, so common words are never counted (the trigram indexes would hand over every match);
 * - otherwise the matches are counted through the index, stopping after EXACT_UP_TO + 1; more than
 *   that is the estimate (at least EXACT_UP_TO + 1).
 */
export async function searchTotal(db: Db, totals: ListTotals, table: string, where: CompiledWhere, counts: SearchCounts): Promise<SearchTotal> {
  return totals.remember(table, where, async () => {
    const [s] = await db.read<{ n: number | string; m: number | string }>(counts.sample);
    const n = Number(s.n), m = Number(s.m);
    if (n < SAMPLE_ROWS) return { total: m, estimate: false };
    const guess = (m / n) * await totals.total(table, counts.base);
    const estimate = { total: Math.max(EXACT_UP_TO + 1, about(guess)), estimate: true };
    if (m > EXACT_UP_TO || guess >= CLEARLY_ABOVE) return estimate;
    const [c] = await db.read<{ n: number | string }>(counts.capped);
    return Number(c.n) > EXACT_UP_TO ? estimate : { total: Number(c.n), estimate: false };
  });
}

/** An estimate rounded to two significant digits: "about 12,000", not "about 12,347". */
export function about(x: number): number {
  if (x < 100) return Math.round(x);
  const unit = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Math.round(x / unit) * unit;
}
