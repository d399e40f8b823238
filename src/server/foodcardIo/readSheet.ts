import { invalid } from '../errors';
import { IMPORT_LIMITS, importTooLarge, type ImportLimit } from './importLimits';
import { parseCsv, type CsvRecord } from './parseCsv';
import { readXlsx } from './readXlsx';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The records of an uploaded sheet: CSV (UTF-8, `;` or `,`), or the XLSX the export writes
 * (told apart by content), within the import limits (422 IMPORT_TOO_LARGE past them). Line
 * numbers are the file's lines, or the sheet's row numbers.
 */
export async function readSheet(bytes: Buffer, limits: Record<ImportLimit, number> = IMPORT_LIMITS): Promise<CsvRecord[]> {
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes, limits);
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw invalid([{ path: 'file', message: 'is not UTF-8 text: save the CSV file as UTF-8' }]);
  const parsed = parseCsv(text, limits);
  if (parsed.tooLarge) throw importTooLarge(parsed.tooLarge, limits);
  if (parsed.error) throw invalid([{ path: `line ${parsed.error.line}`, message: parsed.error.message }]);
  return parsed.records;
}
