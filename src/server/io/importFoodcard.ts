import type { Principal } from '../access/principal';
import type { Items } from '../crud/Items';
import type { ApiRecord, Doc } from '../crud/rowToRecord';
import { AppError, invalid, type FieldError } from '../errors';
import type { Services } from '../services';
import { DEPENDENCIES, entityOfRow, foodcardColumns, ROW_TYPES, type RowType } from './foodcardColumns';
import { validateDoc } from './docValidator';
import type { CsvRecord } from './parseCsv';
import { at, byLine, columnOf, firstPerPath, readRows, type SheetRow } from './readRows';

export type Counts = Record<RowType, number>;
export interface ImportResult {
  created: Counts;
  updated: Counts;
}

/** Stands for a category or option group id while a row is checked: the real one exists only in the transaction. */
const PLACEHOLDER_ID = '0'.repeat(24);
/** More than this many errors are not listed: the file is wrong in a way the first ones show. */
export const MAX_ERRORS = 500;

const zero = (): Counts => ({ category: 0, option: 0, article: 0, optionArticle: 0 });
const bySort = { filters: {}, ranges: {}, sort: 'sortOrder', direction: 'asc' as const };
const germanName = (doc: Doc): string => (typeof doc.name?.de === 'string' ? doc.name.de.trim() : '');

/** Rethrows a failed write as a 422 naming the row's line, so the user knows where to look. */
async function atLine<T>(line: number, columns: ReturnType<typeof foodcardColumns>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const errors = err.errors?.length ? err.errors.map((e) => ({ path: at(line, columnOf(columns, e.path)), message: e.message })) : [{ path: at(line), message: err.message }];
    throw invalid(errors);
  }
}

export function tooMany(errors: FieldError[]): FieldError[] {
  return errors.length > MAX_ERRORS ? [...errors.slice(0, MAX_ERRORS), { path: 'file', message: `has ${errors.length - MAX_ERRORS} more errors not listed` }] : errors;
}

/**
 * Imports a foodcard file into a venue: every row is read and checked first (cells, the
 * entity's create schema, names of categories and option groups, article numbers), and any
 * error answers 422 with all of them; only a clean file is written, in one transaction through
 * the items service (hooks, tenant scope and audit apply), so nothing is half-imported.
 *
 * Categories and option groups are matched by German name, articles and option articles by
 * `number` when it is set (the row then replaces the stored fields; an empty cell clears one).
 */
export async function importFoodcard(services: Services, principal: Principal, venue: string, records: CsvRecord[]): Promise<ImportResult> {
  const columns = foodcardColumns(services.registry);
  const entity = (type: RowType) => services.registry.get(entityOfRow(type))!;
  const { rows, errors, headerOk } = readRows(records, columns, { required: ['type', 'name_de'] });
  if (!headerOk) throw invalid(tooMany(errors));

  const existing = Object.fromEntries(await Promise.all(ROW_TYPES.map(async (t) => [t, await services.items.all(entity(t), principal, bySort, { venue })] as const))) as Record<RowType, ApiRecord[]>;
  const named = (type: 'category' | 'option') => {
    const names = new Map<string, ApiRecord[]>();
    for (const r of existing[type]) {
      const key = germanName(r);
      names.set(key, [...(names.get(key) ?? []), r]);
    }
    return names;
  };
  const stored = { category: named('category'), option: named('option') };
  const numbered = (type: 'article' | 'optionArticle') => {
    const numbers = new Map<string, ApiRecord[]>();
    for (const r of existing[type]) if (r.number) numbers.set(r.number, [...(numbers.get(r.number) ?? []), r]);
    return numbers;
  };
  const storedNumbers = { article: numbered('article'), optionArticle: numbered('optionArticle') };

  // Names and numbers the file defines, each once.
  const inFile = { category: new Map<string, number>(), option: new Map<string, number>() };
  const numbersInFile = { article: new Map<string, number>(), optionArticle: new Map<string, number>() };
  for (const row of rows) {
    if (row.type === 'category' || row.type === 'option') {
      const name = germanName(row.doc);
      const first = inFile[row.type].get(name);
      if (name && first !== undefined) errors.push({ path: at(row.line, 'name_de'), message: `names the ${row.type === 'category' ? 'category' : 'option group'} of line ${first} again` });
      else if (name) inFile[row.type].set(name, row.line);
      if ((stored[row.type].get(name)?.length ?? 0) > 1) errors.push({ path: at(row.line, 'name_de'), message: 'matches several records of this venue: rename them first' });
    } else if (row.doc.number) {
      const first = numbersInFile[row.type].get(row.doc.number);
      if (first !== undefined) errors.push({ path: at(row.line, 'number'), message: `is the number of line ${first} too: numbers identify rows` });
      else numbersInFile[row.type].set(row.doc.number, row.line);
      if ((storedNumbers[row.type].get(row.doc.number)?.length ?? 0) > 1) errors.push({ path: at(row.line, 'number'), message: 'is used by several records of this venue: make the numbers unique or leave the cell empty' });
    }
  }
  const known = (type: 'category' | 'option', name: string) => inFile[type].has(name) || stored[type].has(name);

  // Each row checked as its create call would check it, references stood in for by a placeholder.
  for (const row of rows) {
    const doc = structuredClone(row.doc);
    if (row.type === 'article' && typeof doc.category === 'string') {
      if (!known('category', doc.category)) errors.push({ path: at(row.line, 'category'), message: 'names no category of this file or venue' });
      doc.category = PLACEHOLDER_ID;
    }
    if (row.type === 'optionArticle' && typeof doc.option === 'string') {
      if (!known('option', doc.option)) errors.push({ path: at(row.line, 'option'), message: 'names no option group of this file or venue' });
      doc.option = PLACEHOLDER_ID;
    }
    if (Array.isArray(doc[DEPENDENCIES])) {
      for (const d of doc[DEPENDENCIES]) {
        if (typeof d?.option !== 'string') continue;
        if (!known('option', d.option)) errors.push({ path: at(row.line, DEPENDENCIES), message: `names no option group "${d.option}" of this file or venue` });
        d.option = PLACEHOLDER_ID;
      }
    }
    for (const e of validateDoc(entity(row.type), 'create', doc)) errors.push({ path: at(row.line, columnOf(columns, e.path)), message: e.message });
  }
  if (errors.length) throw invalid(tooMany(firstPerPath(errors).sort(byLine)));

  // The top-level fields a row of each type can set: those it leaves empty are cleared on update.
  const fieldsOf = (type: RowType) => [...new Set(columns.filter((c) => c.header !== 'type' && c.types.has(type)).map((c) => c.path[0]))];
  const fields = Object.fromEntries(ROW_TYPES.map((t) => [t, fieldsOf(t)])) as Record<RowType, string[]>;
  const created = zero();
  const updated = zero();

  return services.items.transaction(async (items: Items) => {
    const ids = { category: new Map<string, string>(), option: new Map<string, string>() };
    for (const type of ['category', 'option'] as const) for (const [name, list] of stored[type]) ids[type].set(name, list[0]._id);

    const write = async (row: SheetRow, doc: Doc, match: ApiRecord | undefined): Promise<ApiRecord> => {
      const e = entity(row.type);
      if (!match) {
        created[row.type]++;
        return atLine(row.line, columns, () => items.create(e, principal, doc, { venue }));
      }
      updated[row.type]++;
      const patch: Doc = { ...doc };
      for (const f of fields[row.type]) if (patch[f] === undefined) patch[f] = null;
      return atLine(row.line, columns, () => items.update(e, principal, match._id, patch, { venue }, 'import'));
    };
    const resolve = (type: 'category' | 'option', name: string) => ids[type].get(name)!;

    for (const type of ['category', 'option'] as const) {
      for (const row of rows.filter((r) => r.type === type)) {
        const name = germanName(row.doc);
        const saved = await write(row, row.doc, stored[type].get(name)?.[0]);
        ids[type].set(name, saved._id);
      }
    }
    for (const type of ['optionArticle', 'article'] as const) {
      for (const row of rows.filter((r) => r.type === type)) {
        const doc = structuredClone(row.doc);
        if (type === 'article') doc.category = resolve('category', doc.category);
        else doc.option = resolve('option', doc.option);
        if (Array.isArray(doc[DEPENDENCIES])) doc[DEPENDENCIES] = doc[DEPENDENCIES].map((d: Doc) => ({ ...d, option: resolve('option', d.option) }));
        await write(row, doc, doc.number ? storedNumbers[type].get(doc.number)?.[0] : undefined);
      }
    }
    return { created, updated };
  });
}
