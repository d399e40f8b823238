import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError, invalid } from '../errors';
import { importError } from './importError';
import { importTooLarge, type ImportLimits } from './importLimits';
import type { CsvRecord } from './parseCsv';
import { zipDirectory, ZipUnreadable, type ZipEntry } from './zipDirectory';

const unreadable = (why?: string) => {
  const error = importError('file', 'notSpreadsheet');
  return invalid([{ ...error, message: `${error.message}${why ? ` (${why})` : ''}` }]);
};

/** The text of a cell as the importer reads it: rich text joined, formulas by their last result. */
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

/**
 * Bytes handed to exceljs at a time: it parses a chunk's rows before the first reaches us, so a
 * chunk bounds the work done past a limit.
 */
const CHUNK = 16 * 1024;
/**
 * Packed bytes handed to the inflater at a time: zlib unpacks a whole input chunk before it
 * heeds backpressure, and 16 KB unpack to at most about 16 MB (deflate packs at most ~1:1032).
 */
const PACKED_CHUNK = 16 * 1024;
const slices = (data: Buffer, size: number) => Array.from({ length: Math.ceil(data.length / size) }, (_, i) => data.subarray(i * size, (i + 1) * size));
const EMPTY_STRINGS = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>');

/** The local header of a stored (uncompressed) zip entry of `size` bytes; unzipper checks no CRC. */
function storedHeader(name: string, size: number): Buffer {
  const path = Buffer.from(name, 'utf8');
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4); // version needed
  h.writeUInt16LE(0x0800, 6); // UTF-8 name
  h.writeUInt32LE(size, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(path.length, 26);
  return Buffer.concat([h, path]);
}

function endOfArchive(): Buffer {
  const e = Buffer.alloc(22);
  e.writeUInt32LE(0x06054b50, 0);
  return e;
}

/**
 * The unpacked bytes of one entry, in chunks, checked as they come: unpacking stops at the first
 * byte past the size the zip directory declares (a part that unpacks to more lies about its
 * size), so with the declared sizes within the limit, so is everything unpacked.
 */
async function* unpacked(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const data = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let source: Iterable<Buffer> | AsyncIterable<Buffer>;
  if (entry.method === 0) source = slices(data, CHUNK);
  else if (entry.method === 8) source = Readable.from(slices(data, PACKED_CHUNK)).pipe(zlib.createInflateRaw({ chunkSize: CHUNK }));
  else throw unreadable(`${entry.name} uses an unknown compression`);
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > entry.uncompressedSize) throw unreadable(`${entry.name} unpacks to more than its declared size`);
    yield chunk;
  }
  if (size !== entry.uncompressedSize) throw unreadable(`${entry.name} is shorter than its declared size`);
}

/**
 * The zip exceljs reads: only the parts it needs for the first worksheet, in the order it needs
 * them (workbook relations, workbook, shared strings, then the sheet), each unpacked here and
 * passed on as a stored entry. So other parts are never unpacked, every unpacked byte is counted
 * (reading stops at the first one too many), and exceljs never parks a sheet in a temporary
 * file, which it does when the shared strings come after the sheet (Excel's order) or are
 * missing (our own export).
 */
async function* forExcelJs(zip: Buffer, parts: (ZipEntry | null)[]): AsyncGenerator<Buffer> {
  for (const entry of parts) {
    if (!entry) {
      yield storedHeader('xl/sharedStrings.xml', EMPTY_STRINGS.length);
      yield EMPTY_STRINGS;
      continue;
    }
    yield storedHeader(entry.name, entry.uncompressedSize);
    yield* unpacked(zip, entry);
  }
  yield endOfArchive();
}

/** `xl/worksheets/sheet3.xml` → 3; the parts exceljs's streaming reader knows as sheets. */
const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);

/**
 * The records of the first worksheet (the lowest-numbered sheet part) of an XLSX workbook, read
 * as a stream within the limits: the zip directory's sizes and sheet count are checked before
 * anything is unpacked, and reading stops at the first unpacked byte, row, column, filled cell
 * or character of cell text past a limit (422 IMPORT_TOO_LARGE). Every row and cell the sheet
 * holds counts for the row and column limits, also empty ones that only carry formatting:
 * exceljs spends time on each, up to the rightmost cell of a row. Empty rows are then skipped;
 * line numbers are the sheet's row numbers.
 */
export async function readXlsx(zip: Buffer, limits: ImportLimits): Promise<CsvRecord[]> {
  let entries: ZipEntry[];
  try {
    entries = zipDirectory(zip);
  } catch (err) {
    if (err instanceof ZipUnreadable) throw unreadable();
    throw err;
  }
  // Summed as numbers: ZIP64 sizes (0xFFFFFFFF) are over any limit.
  if (entries.reduce((n, e) => n + e.uncompressedSize, 0) > limits.unpackedBytes) throw importTooLarge('unpackedBytes', limits);
  const named = (name: string) => entries.find((e) => e.name === name) ?? null;
  const sheets = entries.filter((e) => sheetNumber(e.name) >= 0).sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name));
  if (sheets.length > limits.sheets) throw importTooLarge('sheets', limits);
  const sheet = sheets[0];
  const rels = named('xl/_rels/workbook.xml.rels');
  const book = named('xl/workbook.xml');
  const strings = named('xl/sharedStrings.xml');
  if (!sheet || !rels || !book) throw unreadable();
  // exceljs holds the whole table while it reads the sheet; unpacking stops at its declared size.
  if (strings && strings.uncompressedSize > limits.sharedStringsBytes) throw importTooLarge('sharedStringsBytes', limits);

  const source = Readable.from(forExcelJs(zip, [rels, book, strings, sheet]), { objectMode: false });
  // exceljs pipes the source into its unzipper, and a pipe does not pass errors on: a limit hit
  // while unpacking would leave exceljs waiting, so the source's error ends the read itself.
  const sourceFailed = new Promise<never>((_, reject) => source.once('error', reject));
  sourceFailed.catch(() => undefined);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, { sharedStrings: 'cache', worksheets: 'emit', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });

  const records: CsvRecord[] = [];
  let rows = 0;
  let width = 0;
  let filled = 0;
  let text = 0;
  /**
   * The text of a cell, counted before the next is looked at. exceljs gives every cell naming a
   * shared string the one cached string (no copy), so what costs memory is what is made of it
   * here and after: counting each cell's length stops a string named by thousands of cells
   * after a few.
   */
  const take = (value: ExcelJS.CellValue): string => {
    const cell = xlsxCell(value);
    if (cell === '') return cell;
    if (++filled > limits.cells) throw importTooLarge('cells', limits);
    if ((text += cell.length) > limits.textChars) throw importTooLarge('textChars', limits);
    return cell;
  };
  const read = async () => {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        if (++rows > limits.rows + 1) throw importTooLarge('rows', limits);
        if (row.cellCount > limits.columns) throw importTooLarge('columns', limits);
        const cells: string[] = [];
        let last = 0;
        row.eachCell((cell, col) => {
          const value = take(cell.value);
          cells[col - 1] = value;
          if (value !== '' && col > last) last = col;
        });
        if (last === 0) continue;
        if (!records.length) width = last;
        records.push({ line: row.number, cells: Array.from({ length: Math.max(width, last) }, (_, i) => cells[i] ?? '') });
      }
      break; // the first worksheet only
    }
  };
  try {
    await Promise.race([read(), sourceFailed]);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  } finally {
    source.destroy();
  }
  return records;
}
