import { sql, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import type { Dialect } from '../db/createDb';
import { fieldExpr } from '../db/fieldExpr';
import { ftsPhrase, ftsTable, hasFullText, joinedQuery, joinedWords, TRIGRAM } from '../search/fullTextIndex';
import { searchIndex } from './searchIndex';
import { likePattern } from './likePattern';

/**
 * The WHERE condition of a list's free-text search `q` (x-search fields, substring, case-
 * insensitive). The stored search field (searchText) holds every content language, so the
 * reader's language does not change what is found, only the list's sort.
 * - Stored search field, 3+ characters: the trigram index (SQLite FTS5 phrase, exact substring;
 *   PostgreSQL LIKE, which pg_trgm's GIN index answers; shorter ones LIKE too on PostgreSQL).
 * - SQLite, 1–2 characters in one venue: LIKE over the covering (venue, search) index.
 * - Otherwise LIKE (SQLite) / ILIKE (PostgreSQL) on every search field.
 */
export function searchWhere(entity: Entity, q: string, dialect: Dialect, venue: string | undefined): RawBuilder<boolean> | null {
  const fields = entity.def['x-search'] ?? [];
  if (!q || !fields.length) return null;
  // Lower-cased: stored search fields are, and SQLite's LIKE folds ASCII only.
  const lower = q.toLowerCase();
  const pattern = likePattern(lower);
  const table = sql.table(entity.table);
  // PostgreSQL: LIKE on the stored (lower-cased) text at any length; from 3 characters on also
  // on the joined text (joinedWords), which pg_trgm's GIN index answers. Shorter ones scan, and
  // LIKE scans twice as fast as ILIKE.
  if (hasFullText(entity) && dialect === 'postgres') {
    const text = fieldExpr(entity, 'search', dialect);
    const like = sql<boolean>`${text} like ${pattern} escape '\\'`;
    if ([...lower].length < TRIGRAM) return like;
    return sql<boolean>`(${joinedWords(text)} like ${likePattern(joinedQuery(lower))} escape '\\' and ${like})`;
  }
  if (hasFullText(entity) && [...lower].length >= TRIGRAM) {
    const fts = sql.table(ftsTable(entity));
    return sql<boolean>`${table}."rowid" in (select "rowid" from ${fts} where ${fts} match ${ftsPhrase(lower)})`;
  }
  const indexed = searchIndex(entity, dialect, venue);
  if (indexed) {
    // One indexed search field in one venue: match on the covering (venue, field) index, so
    // SQLite compares the indexed values instead of parsing every row's JSON (about 20× less
    // work on 10k articles). A leading-% LIKE cannot seek, so the planner must be told; rowids
    // (in every index entry) join back without the _id index.
    return sql<boolean>`${table}."rowid" in (select "rowid" from ${table} indexed by ${sql.raw(`"${indexed}"`)}
      where "deleted_at" is null and "venue" = ${venue} and ${fieldExpr(entity, fields[0], dialect)} like ${pattern} escape '\\')`;
  }
  const ors = fields.map((f) =>
    dialect === 'sqlite'
      ? sql<boolean>`${fieldExpr(entity, f, dialect)} like ${pattern} escape '\\'`
      : sql<boolean>`(${fieldExpr(entity, f, dialect)})::text ilike ${pattern}`,
  );
  return sql<boolean>`(${sql.join(ors, sql` or `)})`;
}
