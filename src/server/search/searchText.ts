import type { Doc } from '../crud/rowToRecord';

/**
 * What the foodcard search reads (spec part 2 §5: "case-insensitive and matches name (German),
 * number and optionNumber"): those values lower-cased in one stored field, so one LIKE per row
 * answers the search on both databases and German umlauts fold the same way (SQLite's LIKE
 * folds ASCII only).
 */
export function searchText(doc: Doc): string {
  const name = typeof doc.name === 'string' ? doc.name : (doc.name?.de ?? '');
  return [name, doc.number, doc.optionNumber]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' ')
    .toLowerCase()
    .slice(0, 1000);
}
