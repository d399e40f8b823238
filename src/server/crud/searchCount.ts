import { CompiledQuery } from 'kysely';
import { EXACT_UP_TO } from './searchTotal';

/** A trigram search whose list is one venue's live rows and nothing else (SQLite): what searchCount reads. */
export interface FtsCount {
  /** the FTS5 table and MATCH phrase (searchWalk) */
  table: string;
  phrase: string;
  venue: string;
}

/**
 * The matches of such a search counted up to EXACT_UP_TO + 1 (searchTotal): FTS5 hands over its
 * matches one by one and each is looked up by rowid in the table (venue and deletion), so the
 * count stops early however common the text is (CROSS JOIN keeps FTS5 the outer loop; the list's
 * WHERE, rowid IN the matches, would first collect every match).
 */
export function searchCount(table: string, fts: FtsCount): CompiledQuery {
  const f = `"${fts.table}"`, t = `"${table}"`;
  return CompiledQuery.raw(`select count(*) as n from (select 1 from ${f} cross join ${t} on ${t}."rowid" = ${f}."rowid"
    where ${f} match ? and ${t}."venue" = ? and ${t}."deleted_at" is null limit ${EXACT_UP_TO + 1}) as c`, [fts.phrase, fts.venue]);
}
