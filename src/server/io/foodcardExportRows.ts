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

/** A reader of one path, made once per column: the export reads ~150 cells of 10k rows. */
function reader(path: string[]): (record: ApiRecord) => unknown {
  if (path.length === 1) return (r) => r[path[0]];
  if (path.length === 2) return (r) => r[path[0]]?.[path[1]];
  return (r) => path.reduce<any>((v, k) => v?.[k], r);
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

  // Per row type, one function per column that turns a record into that column's cell.
  const cellsOf = (type: RowType): ((record: ApiRecord) => Cell)[] => columns.map((col: Column) => {
    if (col.header === 'type') return () => type;
    if (!col.types.has(type)) return () => null;
    const read = reader(col.path);
    if (col.kind === 'ref') return (r) => nameOf.get(read(r) as string) ?? null;
    if (col.header === DEPENDENCIES) {
      return (r) => {
        const deps = read(r) as { option: string; max?: number }[] | undefined;
        return cellValue(col, deps?.map((d) => ({ ...d, option: nameOf.get(d.option) ?? d.option })));
      };
    }
    return (r) => cellValue(col, read(r));
  });
  const sections: [RowType, ApiRecord[]][] = [
    ['category', categories], ['option', options], ['article', inParentOrder(articles, 'category')], ['optionArticle', inParentOrder(optionArticles, 'option')],
  ];
  function* rows(): Generator<Cell[]> {
    for (const [type, records] of sections) {
      const cells = cellsOf(type);
      for (const r of records) yield cells.map((f) => f(r));
    }
  }
  return { header: columns.map((c) => c.header), rows: rows(), count: sections.reduce((n, [, list]) => n + list.length, 0) };
}
