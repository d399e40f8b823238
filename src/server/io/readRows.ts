import type { FieldError } from '../errors';
import type { Doc } from '../crud/rowToRecord';
import { parseCell } from './cellValue';
import { importError } from './importError';
import { ROW_TYPES, type Column, type RowType } from './foodcardColumns';
import type { CsvRecord } from './parseCsv';

export interface SheetRow {
  line: number;
  type: RowType;
  doc: Doc;
}

/** `line 12: price` — how every import error names its place. */
export const at = (line: number, column?: string) => (column ? `line ${line}: ${column}` : `line ${line}`);

function setAt(doc: Doc, path: string[], value: unknown): void {
  let o = doc;
  for (const k of path.slice(0, -1)) o = o[k] ??= {};
  o[path[path.length - 1]] = value;
}

/**
 * The rows of a sheet as documents, with every error found (unknown or doubled columns, cells
 * that do not parse, values in columns a row type does not have). `use` picks the columns an
 * import reads (other known columns are ignored, so an exported file can feed the partial
 * imports); `fixedType` is the row type of imports that have no `type` column.
 */
export function readRows(records: CsvRecord[], columns: Column[], opts: { use?: (c: Column) => boolean; required: string[]; fixedType?: RowType }): { rows: SheetRow[]; errors: FieldError[]; headers: Column[]; headerOk: boolean } {
  const errors: FieldError[] = [];
  const [head, ...body] = records;
  if (!head) return { rows: [], errors: [importError('file', 'fileEmpty')], headers: [], headerOk: false };
  const byHeader = new Map(columns.map((c) => [c.header, c]));
  const headers: (Column | null)[] = [];
  const seen = new Set<string>();
  head.cells.forEach((raw) => {
    const name = raw.trim();
    const col = byHeader.get(name);
    if (!name) headers.push(null);
    else if (!col) {
      errors.push(importError(at(head.line, name), 'columnUnknown'));
      headers.push(null);
    } else if (seen.has(name)) {
      errors.push(importError(at(head.line, name), 'columnTwice'));
      headers.push(null);
    } else {
      seen.add(name);
      headers.push(opts.use && !opts.use(col) ? null : col);
    }
  });
  for (const r of opts.required) if (!seen.has(r)) errors.push(importError(at(head.line, r), 'columnRequired'));
  if (errors.length) return { rows: [], errors, headers: [], headerOk: false };
  if (!body.length) return { rows: [], errors: [importError('file', 'noRows')], headers: [], headerOk: false };

  const typeIndex = headers.findIndex((c) => c?.header === 'type');
  const rows: SheetRow[] = [];
  for (const rec of body) {
    if (rec.cells.length > head.cells.length && rec.cells.slice(head.cells.length).some((c) => c !== '')) {
      errors.push(importError(at(rec.line), 'tooManyCells', { count: head.cells.length }));
      continue;
    }
    const typeText = opts.fixedType ?? (rec.cells[typeIndex] ?? '').trim();
    if (!(ROW_TYPES as readonly string[]).includes(typeText)) {
      errors.push(importError(at(rec.line, 'type'), 'typeUnknown', { types: ROW_TYPES.join(', ') }));
      continue;
    }
    const type = typeText as RowType;
    const doc: Doc = {};
    headers.forEach((col, i) => {
      if (!col || col.header === 'type') return;
      const text = rec.cells[i] ?? '';
      if (!col.types.has(type)) {
        if (text !== '') errors.push(importError(at(rec.line, col.header), 'notOfType', { type }));
        return;
      }
      const { value, error } = parseCell(col, text);
      if (error) errors.push(importError(at(rec.line, col.header), error));
      else if (value !== undefined) setAt(doc, col.path, value);
    });
    rows.push({ line: rec.line, type, doc });
  }
  return { rows, errors, headers: headers.filter((c): c is Column => !!c), headerOk: true };
}

/** One error per place: a cell that did not parse is not reported again as missing by the schema check. */
export function firstPerPath(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

/** The column an error path of a document falls in: `name.de` → `name_de`, `prices.inside.0` → `prices.inside`. */
export function columnOf(columns: Column[], path: string): string {
  const parts = path.split('.').filter(Boolean);
  let best: Column | undefined;
  for (const c of columns) {
    if (c.header === 'type' || c.path.length > parts.length || (best && best.path.length >= c.path.length)) continue;
    if (c.path.every((k, i) => parts[i] === k)) best = c;
  }
  if (best) return best.header;
  // A missing object (`name` is required) is named by its first column (`name_de`).
  const first = columns.find((c) => c.header !== 'type' && parts.every((k, i) => c.path[i] === k));
  return first?.header ?? path;
}

export const lineNo = (path: string) => Number(/^line (\d+)/.exec(path)?.[1] ?? 0);

/** Errors in the order of the file's lines (a stable sort keeps the column order within a line). */
export const byLine = (a: FieldError, b: FieldError) => lineNo(a.path) - lineNo(b.path);
