import { CompiledQuery } from 'kysely';
import { EXACT_UP_TO, SAMPLE_ROWS } from './searchTotal';

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

/**
 * searchTotal's sample of such a search: the venue's first SAMPLE_ROWS live rows by rowid (read
 * from the (venue, deleted_at) index alone), their matches counted by FTS5 up to the last of them
 * instead of sampleQuery's LIKE on each row's document: reading and testing 2,000 documents was
 * half of a search that finds a few rows (3.6 of 7.5 ms on 10,000 articles). `n` the rows
 * sampled, `m` the matches among them.
 */
export function searchSample(table: string, fts: FtsCount): CompiledQuery {
  const f = `"${fts.table}"`, t = `"${table}"`;
  return CompiledQuery.raw(`select s.n as n, (select count(*) from ${f} cross join ${t} on ${t}."rowid" = ${f}."rowid"
    where ${f} match ? and ${f}."rowid" <= s.top and ${t}."venue" = ? and ${t}."deleted_at" is null) as m
    from (select count(*) as n, max(r) as top from (select "rowid" as r from ${t} where "venue" = ? and "deleted_at" is null order by "rowid" limit ${SAMPLE_ROWS})) as s`, [fts.phrase, fts.venue, fts.venue]);
}
