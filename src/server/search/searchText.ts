import { contentLanguages } from '../../../schemas/_fragments/translatable';
import { foldText } from '../../core/foldText';
import type { Doc } from '../crud/rowToRecord';

/** Bump when searchText changes what it stores: the next boot recomputes stored texts (refreshSearchText). */
export const SEARCH_TEXT_VERSION = '2';

const MAX = 1000;

/**
 * What the foodcard search reads (spec part 2 §5: "case-insensitive and matches name (German),
 * number and optionNumber", widened so a reader finds names in their own language too): number,
 * optionNumber and the name in every content language (German first), lower-cased, each also
 * without diacritics where that differs. One stored field, so one LIKE per row (or per index
 * entry) answers the search on both databases whatever the reader's language, "crème" and
 * "creme" both match, and German umlauts fold the same way (SQLite's LIKE folds ASCII only).
 */
export function searchText(doc: Doc): string {
  const name = doc.name;
  const names = typeof name === 'string' ? [name]
    : name && typeof name === 'object' ? contentLanguages.map((l) => (name as Record<string, unknown>)[l]) : [];
  const parts: string[] = [];
  for (const value of [doc.number, doc.optionNumber, ...names]) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const lower = value.trim().toLowerCase();
    for (const v of [lower, foldText(lower)]) if (!parts.includes(v)) parts.push(v);
  }
  return parts.join(' ').slice(0, MAX);
}
