import type { Cell } from './cellValue';
import { toSpreadsheetCell } from './spreadsheetText';

/** The delimiter of exported CSV files: `;`, what spreadsheet programs in German locales expect. */
export const CSV_DELIMITER = ';';

/** UTF-8 byte order mark: spreadsheet programs read the file as UTF-8 only with it. */
export const UTF8_BOM = '\uFEFF';

/**
 * One RFC 4180 record with CRLF, the one place exported CSV cells are written: text that could
 * start a formula is guarded (toSpreadsheetCell), numbers and booleans are written as they are
 * (dot decimals, true/false), `null` is empty; a cell holding the delimiter, a quote or a line
 * break is quoted.
 */
export function csvLine(cells: readonly Cell[], delimiter = CSV_DELIMITER): string {
  return cells.map((cell) => {
    const guarded = toSpreadsheetCell(cell);
    const c = guarded === null ? '' : String(guarded);
    return c.includes(delimiter) || /["\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c;
  }).join(delimiter) + '\r\n';
}
