import type { Principal } from '../access/principal';
import type { Items } from '../crud/Items';
import type { ApiRecord, Doc } from '../crud/rowToRecord';
import { AppError, invalid, type FieldError } from '../errors';
import type { Services } from '../services';
import { DEPENDENCIES, entityOfRow, foodcardColumns, ROW_TYPES, type RowType } from './foodcardColumns';
import { validateDoc } from './docValidator';
import { importError } from './importError';
import type { CsvRecord } from './parseCsv';
import { germanName, matchFoodcardRows } from './matchFoodcardRows';
import { at, byLine, columnOf, firstPerPath, lineNo, readRows, type SheetRow } from './readRows';

export type Counts = Record<RowType, number>;
export interface ImportResult {
  created: Counts;
  updated: Counts;
  /** a dry run's errors (the import itself answers 422 with them): empty when the file would import */
  errors?: FieldError[];
}

/** Keys that identify a record in the file (matchFoodcardRows): an empty cell keeps them. */
const IDENTITIES = ['number', 'optionNumber'];
/** Thrown by a dry run to roll its writes back. */
const ROLLBACK = Symbol('dry run');

/** Stands for a category or option group id while a row is checked: the real one exists only in the transaction. */
const PLACEHOLDER_ID = '0'.repeat(24);
/** More than this many errors are not listed: the file is wrong in a way the first ones show. */
export const MAX_ERRORS = 500;

const zero = (): Counts => ({ category: 0, option: 0, article: 0, optionArticle: 0 });
/** The counts of an import that writes nothing. */
export const noCounts = () => ({ created: zero(), updated: zero() });
const bySort = { filters: {}, ranges: {}, sort: 'sortOrder', direction: 'asc' as const };

/** Rethrows a failed write as a 422 naming the row's line, so the user knows where to look. */
async function atLine<T>(line: number, columns: ReturnType<typeof foodcardColumns>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const errors = err.errors?.length ? err.errors.map((e) => ({ ...e, path: at(line, columnOf(columns, e.path)) })) : [{ path: at(line), message: err.message, code: err.code }];
    throw invalid(errors);
  }
}

export function tooMany(errors: FieldError[]): FieldError[] {
  return errors.length > MAX_ERRORS ? [...errors.slice(0, MAX_ERRORS), importError('file', 'moreErrors', { count: errors.length - MAX_ERRORS })] : errors;
}

/**
 * Imports a foodcard file into a venue: every row is read and checked first (cells, the
 * entity's create schema, names of categories and option groups, article numbers), and any
 * error answers 422 with all of them; only a clean file is written, in one transaction through
 * the items service (hooks, tenant scope and audit apply), so nothing is half-imported.
 *
 * Each row is matched to the record it stands for (matchFoodcardRows: German name, number,
 * option number, name within its category or group); a matched row replaces the stored fields
 * (an empty cell clears one), so importing the same file again changes nothing.
 *
 * `dryRun` answers what the import would do without keeping anything: the counts and every
 * error (the import itself would answer 422 with them), the writes run and are rolled back.
 */
export async function importFoodcard(services: Services, principal: Principal, venue: string, records: CsvRecord[], opts: { dryRun?: boolean } = {}): Promise<ImportResult> {
  const columns = foodcardColumns(services.registry);
  const entity = (type: RowType) => services.registry.get(entityOfRow(type))!;
  const { rows, errors, headerOk } = readRows(records, columns, { required: ['type', 'name_de'] });
  if (!headerOk) {
    if (opts.dryRun) return { created: zero(), updated: zero(), errors: tooMany(errors) };
    throw invalid(tooMany(errors));
  }

  const existing = Object.fromEntries(await Promise.all(ROW_TYPES.map(async (t) => [t, await services.items.all(entity(t), principal, bySort, { venue })] as const))) as Record<RowType, ApiRecord[]>;
  const storedNames = (type: 'category' | 'option') => new Set(existing[type].map(germanName));
  const stored = { category: storedNames('category'), option: storedNames('option') };

  // Names and numbers the file defines, each once.
  const inFile = { category: new Map<string, number>(), option: new Map<string, number>() };
  const numbersInFile = { article: new Map<string, number>(), optionArticle: new Map<string, number>() };
  for (const row of rows) {
    if (row.type === 'category' || row.type === 'option') {
      const name = germanName(row.doc);
      const first = inFile[row.type].get(name);
      if (name && first !== undefined) errors.push(importError(at(row.line, 'name_de'), row.type === 'category' ? 'categoryTwice' : 'optionTwice', { line: first }));
      else if (name) inFile[row.type].set(name, row.line);
    } else if (row.doc.number) {
      const first = numbersInFile[row.type].get(row.doc.number);
      if (first !== undefined) errors.push(importError(at(row.line, 'number'), 'numberTwice', { line: first }));
      else numbersInFile[row.type].set(row.doc.number, row.line);
    }
  }
  const matches = matchFoodcardRows(rows, existing, errors);
  const known = (type: 'category' | 'option', name: string) => inFile[type].has(name) || stored[type].has(name);

  // Each row checked as its create call would check it, references stood in for by a placeholder.
  for (const row of rows) {
    const doc = structuredClone(row.doc);
    if (row.type === 'article' && typeof doc.category === 'string') {
      if (!known('category', doc.category)) errors.push(importError(at(row.line, 'category'), 'noCategory'));
      doc.category = PLACEHOLDER_ID;
    }
    if (row.type === 'optionArticle' && typeof doc.option === 'string') {
      if (!known('option', doc.option)) errors.push(importError(at(row.line, 'option'), 'noOption'));
      doc.option = PLACEHOLDER_ID;
    }
    if (Array.isArray(doc[DEPENDENCIES])) {
      for (const d of doc[DEPENDENCIES]) {
        if (typeof d?.option !== 'string') continue;
        if (!known('option', d.option)) errors.push(importError(at(row.line, DEPENDENCIES), 'noDependency', { name: d.option }));
        d.option = PLACEHOLDER_ID;
      }
    }
    for (const e of validateDoc(entity(row.type), 'create', doc)) errors.push({ ...e, path: at(row.line, columnOf(columns, e.path)) });
  }
  const plan = { created: zero(), updated: zero() };
  const failed = new Set(errors.map((e) => lineNo(e.path)));
  for (const [row, match] of matches) if (!failed.has(row.line)) plan[match ? 'updated' : 'created'][row.type]++;
  if (errors.length) {
    const listed = tooMany(firstPerPath(errors).sort(byLine));
    if (opts.dryRun) return { ...plan, errors: listed };
    throw invalid(listed);
  }

  // The top-level fields a row of each type can set: those it leaves empty are cleared on update.
  const fieldsOf = (type: RowType) => [...new Set(columns.filter((c) => c.header !== 'type' && c.types.has(type)).map((c) => c.path[0]))];
  const fields = Object.fromEntries(ROW_TYPES.map((t) => [t, fieldsOf(t)])) as Record<RowType, string[]>;
  const created = zero();
  const updated = zero();

  const writeAll = async (items: Items) => {
    const ids = { category: new Map<string, string>(), option: new Map<string, string>() };
    for (const type of ['category', 'option'] as const) for (const r of existing[type]) if (!ids[type].has(germanName(r))) ids[type].set(germanName(r), r._id);

    const write = async (row: SheetRow, doc: Doc): Promise<ApiRecord> => {
      const e = entity(row.type);
      const match = matches.get(row);
      if (!match) {
        created[row.type]++;
        return atLine(row.line, columns, () => items.create(e, principal, doc, { venue }));
      }
      updated[row.type]++;
      const patch: Doc = { ...doc };
      for (const f of fields[row.type]) if (patch[f] === undefined) patch[f] = null;
      // A row that leaves a number empty does not take the record's identity away: it stays recognisable.
      for (const key of IDENTITIES) if (patch[key] === null && match[key]) delete patch[key];
      return atLine(row.line, columns, () => items.update(e, principal, match._id, patch, { venue }, 'import'));
    };
    const resolve = (type: 'category' | 'option', name: string) => ids[type].get(name)!;

    for (const type of ['category', 'option'] as const) {
      for (const row of rows.filter((r) => r.type === type)) {
        const saved = await write(row, row.doc);
        ids[type].set(germanName(row.doc), saved._id);
      }
    }
    for (const type of ['optionArticle', 'article'] as const) {
      for (const row of rows.filter((r) => r.type === type)) {
        const doc = structuredClone(row.doc);
        if (type === 'article') doc.category = resolve('category', doc.category);
        else doc.option = resolve('option', doc.option);
        if (Array.isArray(doc[DEPENDENCIES])) doc[DEPENDENCIES] = doc[DEPENDENCIES].map((d: Doc) => ({ ...d, option: resolve('option', d.option) }));
        await write(row, doc);
      }
    }
    return { created, updated };
  };

  if (!opts.dryRun) return services.items.transaction(writeAll);
  // A dry run writes everything as the import would, so the entity rules and hooks judge it too, and rolls it back.
  try {
    await services.items.transaction(async (items) => {
      await writeAll(items);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err === ROLLBACK) return { created, updated, errors: [] };
    if (err instanceof AppError && err.code === 'VALIDATION' && err.errors) return { ...plan, errors: err.errors };
    throw err;
  }
  throw new Error('unreachable: the dry run\'s transaction always throws');
}
