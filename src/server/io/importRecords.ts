import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { Items } from '../crud/Items';
import type { ApiRecord, Doc } from '../crud/rowToRecord';
import { AppError, invalid, type FieldError } from '../errors';
import type { Services } from '../services';
import { validateDoc } from './docValidator';
import { importError, type ImportFieldError } from './importError';
import { tooMany } from './importFoodcard';
import type { CsvRecord } from './parseCsv';
import { at, byLine, firstPerPath, lineNo } from './readRows';

/**
 * A flat file of one entity's records (customers, season passes): one column per top-level
 * text field, named as the field, one row per record, matched to the venue's records by `key`.
 */
export interface RecordFile {
  entity: Entity;
  /** the file's columns, in the order the export writes them */
  columns: readonly string[];
  /** columns the header must name */
  required: readonly string[];
  /** the field a row is matched by within the venue (compared as `normalize` leaves it) */
  key: string;
  /** brings a row's values to their stored form (an e-mail lower-cased) before checks and matching */
  normalize?(doc: Doc): void;
  /** rules beyond the schema, as errors naming the row's columns */
  check?(doc: Doc): { column: string; error: ImportFieldError }[];
}

export interface RecordImportResult {
  created: number;
  updated: number;
  /** a dry run's errors (the import itself answers 422 with them): empty when the file would import */
  errors?: FieldError[];
}

interface Row {
  line: number;
  doc: Doc;
}

/** Thrown by a dry run to roll its writes back. */
const ROLLBACK = Symbol('dry run');

/** The header's columns, or the errors that stop the file before any row is read. */
function readHeader(file: RecordFile, head: CsvRecord | undefined): { columns: (string | null)[]; errors: FieldError[] } {
  if (!head) return { columns: [], errors: [importError('file', 'fileEmpty')] };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const columns = head.cells.map((raw) => {
    const name = raw.trim();
    if (!name) return null;
    if (!file.columns.includes(name)) errors.push(importError(at(head.line, name), 'columnNotInFile', { columns: file.columns.join(', ') }));
    else if (seen.has(name)) errors.push(importError(at(head.line, name), 'columnTwice'));
    else {
      seen.add(name);
      return name;
    }
    return null;
  });
  for (const r of file.required) if (!seen.has(r)) errors.push(importError(at(head.line, r), 'columnRequired'));
  return { columns, errors };
}

/** Rethrows a failed write as a 422 naming the row's line, so the user knows where to look. */
async function atLine<T>(line: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    throw invalid(err.errors?.length ? err.errors.map((e) => ({ ...e, path: at(line, e.path.split('.')[0]) })) : [{ path: at(line), message: err.message, code: err.code }]);
  }
}

/**
 * Imports a flat record file into a venue. Every row is read and checked first (the header's
 * columns, each row against the entity's create schema and `check`, a key repeated in the file),
 * and any error answers 422 naming line and column (`line 7: email`, header = line 1), all of
 * them; only a clean file is written, in one transaction through the items service (hooks,
 * tenant scope and audit apply), so nothing is half-imported. A row whose key matches a record
 * of the venue updates it (the file's columns replace the stored values, an empty cell clears
 * one), others are created: importing the same file twice adds nothing twice.
 *
 * `dryRun` answers what the import would do without keeping anything: the counts and every
 * error; its writes run and are rolled back, so the entity's hooks judge it too.
 */
export async function importRecords(services: Services, principal: Principal, venue: string, records: CsvRecord[], file: RecordFile, opts: { dryRun?: boolean } = {}): Promise<RecordImportResult> {
  const [head, ...body] = records;
  const header = readHeader(file, head);
  const stop = (errors: FieldError[]): RecordImportResult => {
    if (opts.dryRun) return { created: 0, updated: 0, errors: tooMany(errors) };
    throw invalid(tooMany(errors));
  };
  if (header.errors.length) return stop(header.errors);
  const lines = body.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!lines.length) return stop([importError('file', 'noRows')]);

  const errors: FieldError[] = [];
  const rows: Row[] = [];
  const width = head!.cells.length;
  for (const rec of lines) {
    if (rec.cells.length > width && rec.cells.slice(width).some((c) => c.trim() !== '')) {
      errors.push(importError(at(rec.line), 'tooManyCells', { count: width }));
      continue;
    }
    const doc: Doc = {};
    header.columns.forEach((col, i) => {
      const text = (rec.cells[i] ?? '').trim();
      if (col && text !== '') doc[col] = text;
    });
    file.normalize?.(doc);
    for (const e of validateDoc(file.entity, 'create', structuredClone(doc))) errors.push({ ...e, path: at(rec.line, e.path.split('.')[0] || file.key) });
    for (const { column, error } of file.check?.(doc) ?? []) errors.push({ ...error, path: at(rec.line, column) });
    rows.push({ line: rec.line, doc });
  }

  // A key twice in the file: the second row would overwrite the first.
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const key = row.doc[file.key];
    if (typeof key !== 'string') continue;
    const first = firstLine.get(key);
    if (first !== undefined) errors.push(importError(at(row.line, file.key), 'keyTwice', { column: file.key, line: first }));
    else firstLine.set(key, row.line);
  }

  const stored = await services.items.all(file.entity, principal, { filters: { venue: [venue] }, ranges: {}, sort: file.key, direction: 'asc' }, { venue });
  const byKey = new Map<string, ApiRecord>();
  for (const r of stored) {
    const probe: Doc = { [file.key]: r[file.key] };
    file.normalize?.(probe);
    if (typeof probe[file.key] === 'string') byKey.set(probe[file.key], r);
  }
  const matchOf = (row: Row) => byKey.get(row.doc[file.key]);

  const failed = new Set(errors.map((e) => lineNo(e.path)));
  const plan = { created: 0, updated: 0 };
  for (const row of rows) if (!failed.has(row.line)) plan[matchOf(row) ? 'updated' : 'created']++;
  if (errors.length) {
    const listed = tooMany(firstPerPath(errors).sort(byLine));
    if (opts.dryRun) return { ...plan, errors: listed };
    throw invalid(listed);
  }

  const present = header.columns.filter((c): c is string => !!c);
  const writeAll = async (items: Items) => {
    const done = { created: 0, updated: 0 };
    for (const row of rows) {
      const match = matchOf(row);
      if (!match) {
        await atLine(row.line, () => items.create(file.entity, principal, row.doc, { venue }));
        done.created++;
        continue;
      }
      // The file's columns replace the stored values; an empty cell clears the field.
      const patch: Doc = {};
      for (const c of present) if (c !== file.key) patch[c] = row.doc[c] ?? null;
      await atLine(row.line, () => items.update(file.entity, principal, match._id, patch, { venue }, 'import'));
      done.updated++;
    }
    return done;
  };

  if (!opts.dryRun) return services.items.transaction(writeAll);
  try {
    await services.items.transaction(async (items) => {
      await writeAll(items);
      throw ROLLBACK;
    });
  } catch (err) {
    if (err === ROLLBACK) return { ...plan, errors: [] };
    if (err instanceof AppError && err.code === 'VALIDATION' && err.errors) return { ...plan, errors: err.errors };
    throw err;
  }
  throw new Error('unreachable: the dry run\'s transaction always throws');
}
