import { sql, type RawBuilder } from 'kysely';
import { isSystemField, type Entity } from '../../core/registry';
import { isTranslatableField, titleFieldOf } from '../../core/translatable';
import { FALLBACK_LANGUAGE, type ContentLanguage } from '../search/readerLanguage';
import type { Dialect } from './createDb';
import { fieldExprSql } from './fieldExpr';

/**
 * What a list sorts by for one field. A translatable field (`{ de, en, … }`) sorts by its text in
 * the reader's language, German where that is empty, case-insensitively; other fields by the
 * expression their indexes are built on.
 */
export function sortExprSql(entity: Entity, field: string, dialect: Dialect, lang: ContentLanguage = FALLBACK_LANGUAGE): string {
  if (!isTranslatableField(entity, field)) return fieldExprSql(entity, field, dialect);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(field) || !/^[a-z]{2}$/.test(lang)) throw new Error(`Bad sort ${field}/${lang}`);
  const text = (l: string) => (dialect === 'sqlite' ? `json_extract("doc", '$.${field}.${l}')` : `("doc"->'${field}'->>'${l}')`);
  const langs = lang === FALLBACK_LANGUAGE ? [lang] : [lang, FALLBACK_LANGUAGE];
  return `lower(coalesce(${langs.map((l) => `nullif(${text(l)}, '')`).join(', ')}, ''))`;
}

/** Fields whose ties are rare or meaningless to break by name (times and ids are unique enough). */
const NO_NAME_TIE_BREAK = new Set(['_id', 'createdAt', 'updatedAt', 'deletedAt']);

/** One key of a list's order: its SQL expression, its direction, and whether it can be NULL. */
export interface SortKey {
  sql: string;
  dir: 'asc' | 'desc';
  nullable: boolean;
}

/** Columns that are never NULL; translatable sorts are coalesced to '' (sortExprSql). */
const NOT_NULL = new Set(['_id', 'createdAt', 'updatedAt']);

/**
 * The keys of a list's order: the requested field, then (unless it is the name or a timestamp) the
 * record's name ascending, so records with equal sort positions or flags appear in a stable,
 * readable order, then `_id`, so paging never repeats or skips a record (keyset cursors hold
 * exactly these keys' values).
 */
export function sortKeys(entity: Entity, q: { sort: string; direction: 'asc' | 'desc'; lang?: ContentLanguage }, dialect: Dialect): SortKey[] {
  const dir = q.direction === 'asc' ? 'asc' : 'desc';
  const nullable = (f: string) => !NOT_NULL.has(f) && !isTranslatableField(entity, f);
  const keys: SortKey[] = [{ sql: sortExprSql(entity, q.sort, dialect, q.lang), dir, nullable: nullable(q.sort) }];
  const title = titleFieldOf(entity);
  const titleType = title && !isSystemField(title) ? entity.def.properties[title]?.type : undefined;
  if (title && title !== q.sort && !NO_NAME_TIE_BREAK.has(q.sort) && (titleType === 'string' || isTranslatableField(entity, title))) {
    keys.push({ sql: sortExprSql(entity, title, dialect, q.lang), dir: 'asc', nullable: nullable(title) });
  }
  if (q.sort !== '_id') keys.push({ sql: '"_id"', dir, nullable: false });
  return keys;
}

/** The ORDER BY of a list (sortKeys); `reverse` walks it backwards (keyset pages before a cursor). */
export function orderBySql(entity: Entity, q: { sort: string; direction: 'asc' | 'desc'; lang?: ContentLanguage }, dialect: Dialect, reverse = false): RawBuilder<unknown> {
  return sql.raw(orderByText(sortKeys(entity, q, dialect), reverse));
}

export function orderByText(keys: readonly SortKey[], reverse = false): string {
  const flip = (d: 'asc' | 'desc') => (reverse ? (d === 'asc' ? 'desc' : 'asc') : d);
  return keys.map((k) => `${k.sql} ${flip(k.dir)}`).join(', ');
}
