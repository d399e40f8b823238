import type { Cell } from './cellValue';

/**
 * Text a spreadsheet program could take for a formula (OWASP "CSV injection"): it starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return, possibly behind quotes the guard added before.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** What the guard writes: one more leading quote. */
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * A cell as every export writes it: text that could start a formula gets a leading `'`, so
 * spreadsheets show it as text. Numbers and booleans stay typed (-1.5 is a number, not text).
 * A lone `-` (a weekday without hours) stays as it is: it cannot be a formula.
 */
export function toSpreadsheetCell(cell: Cell): Cell {
  return typeof cell === 'string' && cell !== '-' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Cell text of an import: the export's guard quote taken off again, so export → import is lossless. */
export function fromSpreadsheetText(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
