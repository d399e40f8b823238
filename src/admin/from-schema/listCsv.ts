import type { ExportCell } from './exportCell';
import { toSpreadsheetCell } from '../../server/io/spreadsheetText';

/**
 * Rows as the product's exported CSV (README decision 44/78, like the foodcard export): UTF-8
 * with BOM, `;`, CRLF, RFC 4180 quoting of cells holding the delimiter, a quote or a line break,
 * text that could start a formula guarded. csv-stringify is loaded on the first export only.
 */
export async function listCsv(rows: readonly (readonly ExportCell[])[]): Promise<string> {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  return stringify(rows.map((row) => row.map((cell) => toSpreadsheetCell(cell))) as unknown[][], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { boolean: (value) => String(value) },
  });
}
