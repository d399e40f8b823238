import { sql, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import { isTranslatableField } from '../../core/translatable';
import type { Db } from '../db/createDb';
import { fieldExpr } from '../db/fieldExpr';
import { indexName } from '../db/syncTables';
import { ftsPhrase, ftsTable, hasFullText, scopeIndex, TRIGRAM } from '../search/fullTextIndex';
import type { ListQuery } from './parseListQuery';
import { likePattern } from './likePattern';
import { searchIndex } from './searchIndex';

/**
 * How a venue's searched list (an entity with the stored search field) reads its page and total
 * without reading every match's row:
 * - the page can walk the (venue, sort field, _id) index in list order and test each row's stored
 *   search text, stopping once the page is full (when the list sorts by a field with that index);
 * - SQLite: a trigram search (3+ characters) counts its matches on the narrow (venue, deleted_at) index,
 *   one step per match, instead of reading each matching row (which the planner may prefer), or,
 *   when the list is the venue's live rows and nothing else, in the FTS5 table itself (searchCount);
 *   a shorter one on the covering (venue, search) index, one LIKE per entry.
 * On PostgreSQL the page walks the same index when searchPage finds the matches dense: its test is
 * then strpos, which the trigram index cannot answer, so the planner reads the sort index in order
 * (it otherwise reads every match through the GIN index, underestimating common words: 40 ms
 * instead of 0.5 ms for one in eight of 100,000 rows). The planner chooses the count's path.
 */
export interface SearchWalk {
  /** the index walked in list order (its rows are the venue's live rows; named to SQLite only); null: none fits the sort */
  index: string | null;
  /** the search as a test on each row walked (LIKE, on PostgreSQL strpos, on the stored text: the same rows as the trigram match) */
  test: RawBuilder<boolean>;
  /** the index the total is counted on; null: the planner's choice */
  countIndex: string | null;
  /** whether that count tests `test` (the LIKE on the index's own search text) instead of the list's WHERE */
  countsTest: boolean;
  /** a trigram search: the FTS5 table and the MATCH phrase whose rows it counts (searchCount); null: shorter */
  fts: { table: string; phrase: string } | null;
}

export function searchWalk(entity: Entity, dialect: Db['dialect'], q: Pick<ListQuery, 'q' | 'sort'>, venue: string | undefined): SearchWalk | null {
  if (!q.q || !venue || !hasFullText(entity) || entity.def['x-scope'] !== 'venue') return null;
  const sort = q.sort;
  // venue and _id lead and end every such index: no (venue, venue) or (venue, _id, _id) index exists.
  const indexed = sort !== 'venue' && sort !== '_id' && !isTranslatableField(entity, sort) && (sort === 'createdAt' || entity.def['x-sort']?.field === sort || (entity.def['x-index'] ?? []).includes(sort));
  const lower = q.q.toLowerCase();
  const index = indexed ? indexName(entity, false, ['venue', sort, '_id']) : null;
  const text = fieldExpr(entity, 'search', dialect);
  if (dialect === 'postgres') return { index, test: sql<boolean>`strpos(${text}, ${lower}) > 0`, countIndex: null, countsTest: false, fts: null };
  const trigram = [...lower].length >= TRIGRAM;
  // 1–2 letters: counted straight on the covering (venue, search) index, one LIKE per entry; the
  // list's WHERE (rowid IN that scan) would also build and probe a set of every match, 3× slower.
  const short = trigram ? null : searchIndex(entity, dialect, venue);
  return {
    index,
    test: sql<boolean>`${text} like ${likePattern(lower)} escape '\\'`,
    countIndex: trigram ? scopeIndex(entity) : short,
    countsTest: !!short,
    fts: trigram ? { table: ftsTable(entity), phrase: ftsPhrase(lower) } : null,
  };
}

/**
 * Whether walking the sort index beats fetching and sorting every match: a walk reads about
 * (rows before the page's end) × (table rows ÷ matches) rows, a sort reads every match; so walk
 * when the matches are dense enough for the page to fill early.
 */
export function walkPays(matches: number, tableRows: number, pageEnd: number): boolean {
  return matches > 0 && pageEnd * tableRows < matches * matches;
}
