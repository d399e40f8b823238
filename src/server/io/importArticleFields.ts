import type { Principal } from '../access/principal';
import type { ApiRecord, Doc } from '../crud/rowToRecord';
import { invalid, type FieldError } from '../errors';
import type { Services } from '../services';
import { validateDoc } from './docValidator';
import { foodcardColumns, type Column } from './foodcardColumns';
import { importError } from './importError';
import { tooMany } from './importFoodcard';
import type { CsvRecord } from './parseCsv';
import { at, byLine, columnOf, firstPerPath, lineNo, readRows } from './readRows';

/**
 * The partial imports of spec part 2 §7 and the fields each may change: nutrition values, and
 * the descriptive "articles info" (texts, allergens and other declarations, manufacturer,
 * measures). Their columns are those of the foodcard file.
 */
export const ARTICLE_FIELD_IMPORTS = {
  nutrition: ['nutrition'],
  articlesInfo: ['description', 'shortDescription', 'allergens', 'additives', 'traces', 'features', 'manufacturer', 'caffeineMg', 'alcoholPercentage', 'fsk', 'dimensions'],
} as const;
export type ArticleFieldImport = keyof typeof ARTICLE_FIELD_IMPORTS;

const bySort = { filters: {}, ranges: {}, sort: 'sortOrder', direction: 'asc' as const };

function getAt(doc: Doc, path: string[]): unknown {
  let v: any = doc;
  for (const k of path) v = v?.[k];
  return v;
}

/** Sets (or with `undefined` removes) a leaf, then drops objects the removal left empty. */
function putAt(doc: Doc, path: string[], value: unknown): void {
  const trail: Doc[] = [doc];
  let o = doc;
  for (const k of path.slice(0, -1)) {
    if (typeof o[k] !== 'object' || o[k] === null) {
      if (value === undefined) return;
      o[k] = {};
    }
    o = o[k];
    trail.push(o);
  }
  const leaf = path[path.length - 1];
  if (value === undefined) delete o[leaf];
  else o[leaf] = value;
  for (let i = path.length - 1; i > 0; i--) if (!Object.keys(trail[i]).length) delete trail[i - 1][path[i - 1]];
}

/**
 * Updates existing articles and option articles of a venue, matched by `number` (every record
 * with that number), from the columns of one partial import that the file holds: a filled cell
 * sets the value, an empty one clears it, a column the file does not have stays as stored. All
 * rows are checked against the entity's update schema first; a clean file is written in one
 * transaction, so nothing is half-imported. `dryRun` answers the count and the errors, writing nothing.
 */
export async function importArticleFields(services: Services, principal: Principal, venue: string, records: CsvRecord[], kind: ArticleFieldImport, opts: { dryRun?: boolean } = {}): Promise<{ updated: number; errors?: FieldError[] }> {
  const columns = foodcardColumns(services.registry);
  const fields = new Set<string>(ARTICLE_FIELD_IMPORTS[kind]);
  const use = (c: Column) => c.header === 'number' || fields.has(c.path[0]);
  const { rows, errors, headers, headerOk } = readRows(records, columns, { use, required: ['number'], fixedType: 'article' });
  if (!headerOk) throw invalid(tooMany(errors));
  const changing = headers.filter((c) => c.header !== 'number');
  if (!changing.length) throw invalid([importError(at(records[0].line), 'noPartialColumns', { what: kind === 'nutrition' ? 'nutrition' : 'article info', kind })]);

  const entities = ['article', 'optionArticle'].map((id) => services.registry.get(id)!);
  const byNumber = new Map<string, { entity: (typeof entities)[number]; record: ApiRecord }[]>();
  for (const entity of entities) {
    for (const record of await services.items.all(entity, principal, bySort, { venue })) {
      if (record.number) byNumber.set(record.number, [...(byNumber.get(record.number) ?? []), { entity, record }]);
    }
  }

  const writes: { line: number; entity: (typeof entities)[number]; id: string; patch: Doc }[] = [];
  const lineOf = new Map<string, number>();
  for (const row of rows) {
    const number: string | undefined = row.doc.number;
    if (!number) {
      errors.push(importError(at(row.line, 'number'), 'required'));
      continue;
    }
    if (lineOf.has(number)) {
      errors.push(importError(at(row.line, 'number'), 'numberRepeated', { line: lineOf.get(number)! }));
      continue;
    }
    lineOf.set(number, row.line);
    const targets = byNumber.get(number);
    if (!targets) {
      errors.push(importError(at(row.line, 'number'), 'unknownNumber'));
      continue;
    }
    for (const { entity, record } of targets) {
      const next: Doc = {};
      for (const f of fields) if (record[f] !== undefined) next[f] = structuredClone(record[f]);
      for (const c of changing) putAt(next, c.path, getAt(row.doc, c.path));
      // Fields the row emptied entirely are cleared (null), as in the update call.
      const patch: Doc = {};
      for (const f of new Set(changing.map((c) => c.path[0]))) patch[f] = next[f] ?? null;
      const problems = validateDoc(entity, 'update', structuredClone(patch));
      for (const e of problems) errors.push({ ...e, path: at(row.line, columnOf(columns, e.path)) });
      writes.push({ line: row.line, entity, id: record._id, patch });
    }
  }
  if (errors.length) {
    const listed = tooMany(firstPerPath(errors).sort(byLine));
    const failed = new Set(listed.map((e) => lineNo(e.path)));
    if (opts.dryRun) return { updated: writes.filter((w) => !failed.has(w.line)).length, errors: listed };
    throw invalid(listed);
  }
  // Each write was checked against the update schema above: a dry run has nothing more to learn.
  if (opts.dryRun) return { updated: writes.length, errors: [] };

  await services.items.transaction(async (items) => {
    for (const w of writes) await items.update(w.entity, principal, w.id, w.patch, { venue }, kind === 'nutrition' ? 'importNutrition' : 'importArticlesInfo');
  });
  return { updated: writes.length };
}
