/** The delimiter of exported CSV files: `;`, what spreadsheet programs in German locales expect. */
export const CSV_DELIMITER = ';';

/** UTF-8 byte order mark: spreadsheet programs read the file as UTF-8 only with it. */
export const UTF8_BOM = '\uFEFF';

/** One RFC 4180 record with CRLF: a cell holding the delimiter, a quote or a line break is quoted. */
export function csvLine(cells: readonly string[], delimiter = CSV_DELIMITER): string {
  return cells.map((c) => (c.includes(delimiter) || /["\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(delimiter) + '\r\n';
}
