import { invalid } from '../errors';
import { importError } from './importError';
import { IMPORT_LIMITS, importTooLarge, type ImportLimits } from './importLimits';
import { parseCsv, type CsvRecord } from './parseCsv';
import { readXlsx } from './readXlsx';
import { fromSpreadsheetText } from './spreadsheetText';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The records of an uploaded sheet: CSV (UTF-8, `;` or `,`), or the XLSX the export writes
 * (told apart by content), within the import limits (422 IMPORT_TOO_LARGE past them). Line
 * numbers are the file's lines, or the sheet's row numbers. Text the export guarded against
 * formulas (`'=…`) is read back as written before (`=…`). It runs in the process that calls
 * it: routes read uploads through readSheetIsolated, which runs this in a worker.
 */
export async function readSheet(bytes: Buffer, limits: ImportLimits = IMPORT_LIMITS): Promise<CsvRecord[]> {
  let records: CsvRecord[];
  if (bytes.subarray(0, 4).equals(ZIP)) records = await readXlsx(bytes, limits);
  else {
    const text = bytes.toString('utf8');
    if (text.includes('\uFFFD')) throw invalid([importError('file', 'notUtf8')]);
    const parsed = parseCsv(bytes, limits);
    if (parsed.tooLarge) throw importTooLarge(parsed.tooLarge, limits);
    if (parsed.error) throw invalid([importError(`line ${parsed.error.line}`, parsed.error.code, parsed.error.reason ? { reason: parsed.error.reason } : undefined)]);
    records = parsed.records;
  }
  for (const r of records) for (let i = 0; i < r.cells.length; i++) r.cells[i] = fromSpreadsheetText(r.cells[i]);
  return records;
}
