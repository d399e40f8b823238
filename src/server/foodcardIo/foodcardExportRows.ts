import type { Principal } from '../access/principal';
import type { ApiRecord } from '../crud/rowToRecord';
import type { Services } from '../services';
import { cellValue, type Cell } from './cellValue';
import { DEPENDENCIES, entityOfRow, foodcardColumns, type Column, type RowType } from './foodcardColumns';

export interface ExportTable {
  header: string[];
  /** data rows, one per category, option group, article and option article, in menu order */
  rows: Iterable<Cell[]>;
  count: number;
}

const bySort = { filters: {}, ranges: {}, sort: 'sortOrder', direction: 'asc' as const };

function valueAt(record: ApiRecord, path: string[]): unknown {
  let v: any = record;
  for (const k of path) v = v?.[k];
  return v;
}

/**
 * The venue's foodcard as rows of the one column list: categories, option groups, then articles
 * (in the order of their categories) and option articles (in the order of their groups). Read
 * with the caller's rights and tenant scope; the caller has checked the venue.
 */
export async function foodcardExportRows(services: Services, principal: Principal, venue: string): Promise<ExportTable> {
  const columns = foodcardColumns(services.registry);
  const read = (type: RowType) => services.items.all(services.registry.get(entityOfRow(type))!, principal, bySort, { venue });
  const [categories, options, articles, optionArticles] = await Promise.all([read('category'), read('option'), read('article'), read('optionArticle')]);
  const nameOf = new Map<string, string>();
  const position = new Map<string, number>();
  for (const list of [categories, options]) list.forEach((r, i) => {
    nameOf.set(r._id, r.name?.de ?? '');
    position.set(r._id, i);
  });
  // Stable: records with equal parent position keep their sortOrder order from the query.
  const inParentOrder = (list: ApiRecord[], parent: string) => [...list].sort((a, b) => (position.get(a[parent]) ?? 1e9) - (position.get(b[parent]) ?? 1e9));

  const cell = (col: Column, type: RowType, record: ApiRecord): Cell => {
    if (col.header === 'type') return type;
    if (!col.types.has(type)) return null;
    const value = valueAt(record, col.path);
    if (col.kind === 'ref') return value ? (nameOf.get(value as string) ?? null) : null;
    if (col.header === DEPENDENCIES && Array.isArray(value)) {
      return cellValue(col, value.map((d: { option: string; max?: number }) => ({ ...d, option: nameOf.get(d.option) ?? d.option })));
    }
    return cellValue(col, value);
  };
  const sections: [RowType, ApiRecord[]][] = [
    ['category', categories], ['option', options], ['article', inParentOrder(articles, 'category')], ['optionArticle', inParentOrder(optionArticles, 'option')],
  ];
  function* rows(): Generator<Cell[]> {
    for (const [type, records] of sections) for (const r of records) yield columns.map((c) => cell(c, type, r));
  }
  return { header: columns.map((c) => c.header), rows: rows(), count: sections.reduce((n, [, list]) => n + list.length, 0) };
}
