import ExcelJS from 'exceljs';
import { invalid } from '../errors';
import { parseCsv, type CsvRecord } from './parseCsv';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function xlsxCell(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result === undefined || value.result === null ? '' : String(value.result);
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<CsvRecord[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid([{ path: 'file', message: 'is neither a CSV file nor a readable XLSX workbook' }]);
  }
  const sheet = workbook.worksheets[0];
  const records: CsvRecord[] = [];
  if (!sheet) return records;
  const width = sheet.getRow(1).cellCount;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells = Array.from({ length: Math.max(width, row.cellCount) }, (_, i) => xlsxCell(row.getCell(i + 1).value));
    if (cells.some((c) => c !== '')) records.push({ line, cells });
  });
  return records;
}

/**
 * The records of an uploaded sheet: CSV (UTF-8, `;` or `,`), or the XLSX the export writes
 * (told apart by content). Line numbers are the file's lines, or the sheet's row numbers.
 */
export async function readSheet(bytes: Buffer): Promise<CsvRecord[]> {
  if (bytes.subarray(0, 4).equals(ZIP)) return readXlsx(bytes);
  const text = bytes.toString('utf8');
  if (text.includes('\uFFFD')) throw invalid([{ path: 'file', message: 'is not UTF-8 text: save the CSV file as UTF-8' }]);
  const parsed = parseCsv(text);
  if (parsed.error) throw invalid([{ path: `line ${parsed.error.line}`, message: parsed.error.message }]);
  return parsed.records;
}
