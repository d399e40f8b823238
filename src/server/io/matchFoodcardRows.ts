import type { ApiRecord, Doc } from '../crud/rowToRecord';
import type { FieldError } from '../errors';
import type { RowType } from './foodcardColumns';
import { importError } from './importError';
import { at, type SheetRow } from './readRows';

export const germanName = (doc: Doc): string => (typeof doc.name?.de === 'string' ? doc.name.de.trim() : '');
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** A stored key fits a row's when either is empty or both are the same. */
const fits = (stored: unknown, row: string) => !row || !text(stored) || text(stored) === row;

type Existing = Record<RowType, ApiRecord[]>;
const PARENT = { article: 'category', optionArticle: 'option' } as const;
const WHAT: Record<RowType, string> = { category: 'category', option: 'option group', article: 'article', optionArticle: 'option article' };

function groupBy(list: ApiRecord[], key: (r: ApiRecord) => string): Map<string, ApiRecord[]> {
  const out = new Map<string, ApiRecord[]>();
  for (const r of list) {
    const k = key(r);
    if (k) out.set(k, [...(out.get(k) ?? []), r]);
  }
  return out;
}

/**
 * Finds the stored record each row of a foodcard file stands for, so that importing a file
 * twice, or into the venue it came from, creates nothing twice (README "Spec decisions").
 * Categories and option groups are identified by German name. Articles and option articles by
 * the first of these keys that the row holds and that finds a record:
 * 1. `number` (the venue's record with that number),
 * 2. for option articles, `optionNumber` within the same option group,
 * 3. the German name within the same category or option group, among records whose number
 *    (and option number) is empty or the row's: a record with another number is another article.
 * A key that finds several records, two rows that find the same record, and two rows that
 * would create the same unnamed record are errors: the outcome would depend on the order.
 */
export function matchFoodcardRows(rows: SheetRow[], existing: Existing, errors: FieldError[]): Map<SheetRow, ApiRecord | undefined> {
  const matches = new Map<SheetRow, ApiRecord | undefined>();
  const parentName = new Map<string, string>([...existing.category, ...existing.option].map((r) => [r._id, germanName(r)]));
  const byName = { category: groupBy(existing.category, germanName), option: groupBy(existing.option, germanName) };
  const byNumber = { article: groupBy(existing.article, (r) => text(r.number)), optionArticle: groupBy(existing.optionArticle, (r) => text(r.number)) };
  const placed = (type: 'article' | 'optionArticle') => (r: ApiRecord) => `${parentName.get(r[PARENT[type]]) ?? ''}\u0000${germanName(r)}`;
  const byPlace = { article: groupBy(existing.article, placed('article')), optionArticle: groupBy(existing.optionArticle, placed('optionArticle')) };
  const byOptionNumber = groupBy(existing.optionArticle, (r) => (text(r.optionNumber) ? `${parentName.get(r.option) ?? ''}\u0000${text(r.optionNumber)}` : ''));

  const claimedBy = new Map<string, number>();
  const newKeys = new Map<string, number>();
  const several = (row: SheetRow, column: string) =>
    errors.push(importError(at(row.line, column), 'several', { what: WHAT[row.type], type: row.type }));

  for (const row of rows) {
    let found: ApiRecord[] | undefined;
    let column = 'name_de';
    const name = germanName(row.doc);
    if (row.type === 'category' || row.type === 'option') {
      found = byName[row.type].get(name);
    } else {
      const number = text(row.doc.number);
      const parent = text(row.doc[PARENT[row.type]]);
      if (number) [found, column] = [byNumber[row.type].get(number), 'number'];
      const optionNumber = row.type === 'optionArticle' ? text(row.doc.optionNumber) : '';
      if (!found && optionNumber) [found, column] = [byOptionNumber.get(`${parent}\u0000${optionNumber}`)?.filter((r) => fits(r.number, number)), 'optionNumber'];
      if (!found?.length) {
        // A record with another number (or option number) than the row's is another article.
        found = byPlace[row.type].get(`${parent}\u0000${name}`)?.filter((r) => fits(r.number, number) && (row.type !== 'optionArticle' || fits(r.optionNumber, optionNumber)));
        column = 'name_de';
      }
      if (!found?.length && !number && !optionNumber && name) {
        const key = `${row.type}\u0000${parent}\u0000${name}`;
        const first = newKeys.get(key);
        if (first !== undefined) errors.push(importError(at(row.line, 'name_de'), 'sameNew', { what: WHAT[row.type], type: row.type, line: first }));
        else newKeys.set(key, row.line);
      }
    }
    if (found && found.length > 1) {
      several(row, column);
      continue;
    }
    const match = found?.[0];
    if (match && row.type !== 'category' && row.type !== 'option') {
      const first = claimedBy.get(match._id);
      if (first !== undefined) {
        errors.push(importError(at(row.line, column), 'sameRecord', { what: WHAT[row.type], type: row.type, line: first }));
        continue;
      }
      claimedBy.set(match._id, row.line);
    }
    matches.set(row, match);
  }
  return matches;
}
