import { sql, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import { isTranslatableField } from '../../core/translatable';
import type { Db } from '../db/createDb';
import { fieldExpr } from '../db/fieldExpr';
import { indexName } from '../db/syncTables';
import { hasFullText, scopeIndex, TRIGRAM } from '../search/fullTextIndex';
import type { ListQuery } from './parseListQuery';
import { likePattern } from './likePattern';

/**
 * How a venue's searched list (SQLite, an entity with the stored search field) reads its page
 * and total without reading every match's row:
 * - the page can walk the (venue, sort field, _id) index in list order and test each row's stored
 *   search text, stopping once the page is full (when the list sorts by a field with that index);
 * - a trigram search (3+ characters) counts its matches on the narrow (venue, deleted_at) index,
 *   one step per match, instead of reading each matching row (which the planner may prefer).
 * PostgreSQL's planner weighs the same choices itself.
 */
export interface SearchWalk {
  /** the index walked in list order (its rows are the venue's live rows); null: none fits the sort */
  index: string | null;
  /** the search as a test on each row walked (LIKE on the stored text: the same rows as the trigram match) */
  test: RawBuilder<boolean>;
  /** the index the total is counted on; null: the planner's choice */
  countIndex: string | null;
}

export function searchWalk(entity: Entity, dialect: Db['dialect'], q: Pick<ListQuery, 'q' | 'sort'>, venue: string | undefined): SearchWalk | null {
  if (dialect !== 'sqlite' || !q.q || !venue || !hasFullText(entity) || entity.def['x-scope'] !== 'venue') return null;
  const sort = q.sort;
  // venue and _id lead and end every such index: no (venue, venue) or (venue, _id, _id) index exists.
  const indexed = sort !== 'venue' && sort !== '_id' && !isTranslatableField(entity, sort) && (sort === 'createdAt' || entity.def['x-sort']?.field === sort || (entity.def['x-index'] ?? []).includes(sort));
  const lower = q.q.toLowerCase();
  const pattern = likePattern(lower);
  return {
    index: indexed ? indexName(entity, false, ['venue', sort, '_id']) : null,
    test: sql<boolean>`${fieldExpr(entity, 'search', dialect)} like ${pattern} escape '\\'`,
    countIndex: [...lower].length >= TRIGRAM ? scopeIndex(entity) : null,
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
