import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { craftedZip, type ZipEntry } from '../../../tests/helpers/craftedZip';
import { AppError } from '../errors';
import { foodcardXlsx } from './foodcardXlsx';
import { IMPORT_LIMITS } from './importLimits';
import { readSheet } from './readSheet';
import { fromSpreadsheetText, toSpreadsheetCell } from './spreadsheetText';
import { writeCsv } from './writeCsv';

/** An XLSX written by exceljs's streaming writer, as the export writes it. */
async function xlsx(rows: (string | number | null)[][], opts: { sharedStrings?: boolean } = {}): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: opts.sharedStrings ?? false });
  const sheet = workbook.addWorksheet('Sheet');
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return bytes;
}

const zip = (entries: ZipEntry[]) => craftedZip(entries);

const WORKBOOK = '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** A hand-made workbook whose one sheet is `sheetXml` between the sheet's opening and closing tags. */
function workbookWith(sheet: Buffer, declared?: number): Buffer {
  return zip([
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declared },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
  ]);
}

const SHEET_START = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

/** A sheet of `rows` rows of one cell each, numbered as exceljs writes them. */
const rowsSheet = (rows: number) => Buffer.from(SHEET_START + Array.from({ length: rows }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>ab</t></is></c></row>`).join('') + '</sheetData></worksheet>');

/** 120 MB of sheet XML: one cell with the same short text over and over, packing a thousandfold. Made once. */
let bomb: Buffer | undefined;
const bombSheet = () => (bomb ??= Buffer.concat([Buffer.from(SHEET_START), Buffer.alloc(120 * 1024 * 1024, '<c t="inlineStr"><is><t>ab</t></is></c>')]));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('import limits: CSV', () => {
  it('reads 50,000 rows below the header; one more is refused naming the limit', async () => {
    const lines = (n: number) => Buffer.from(['number;price', ...Array.from({ length: n }, (_, i) => `A${i};1`)].join('\n'));
    expect(await readSheet(lines(IMPORT_LIMITS.rows))).toHaveLength(IMPORT_LIMITS.rows + 1);
    const err = await refusal(readSheet(lines(IMPORT_LIMITS.rows + 1)));
    expect(err.code).toBe('IMPORT_TOO_LARGE');
    expect(err.status).toBe(422);
    expect(err.message).toBe('The file is over the import limit of 50000 rows below the header. Split it into smaller files and import them one after the other.');
    expect(err.extra).toEqual({ limit: 50000, unit: 'rows' });
  });

  it('reads 200 filled columns; a 201st filled cell is refused, empty cells past the limit are not', async () => {
    const row = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`).join(';');
    expect((await readSheet(Buffer.from(`${row(200)}\n${row(200)}\n`)))[1].cells).toHaveLength(200);
    const trailing = await readSheet(Buffer.from(`${row(200)}\n${row(200)}${';'.repeat(100_000)}\n`));
    expect(trailing[1].cells).toHaveLength(200);
    const err = await refusal(readSheet(Buffer.from(`${row(2)}\n${row(201)}\n`)));
    expect(err.code).toBe('IMPORT_TOO_LARGE');
    expect(err.extra).toEqual({ limit: 200, unit: 'columns' });
  });
});

describe('import limits: XLSX', () => {
  it('reads 50,000 rows below the header; one more is refused', async () => {
    const rows = (n: number) => [['number', 'price'], ...Array.from({ length: n }, (_, i) => [`A${i}`, 1])];
    const records = await readSheet(await xlsx(rows(IMPORT_LIMITS.rows)));
    expect(records).toHaveLength(IMPORT_LIMITS.rows + 1);
    expect(records[IMPORT_LIMITS.rows]).toEqual({ line: IMPORT_LIMITS.rows + 1, cells: [`A${IMPORT_LIMITS.rows - 1}`, '1'] });
    const err = await refusal(readSheet(await xlsx(rows(IMPORT_LIMITS.rows + 1))));
    expect(err.extra).toEqual({ limit: 50000, unit: 'rows' });
  });

  it('reads 200 filled columns; a 201st is refused', async () => {
    const row = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect((await readSheet(await xlsx([row(200), row(200)])))[1].cells).toHaveLength(200);
    const err = await refusal(readSheet(await xlsx([row(2), row(201)])));
    expect(err.extra).toEqual({ limit: 200, unit: 'columns' });
  });

  it('rows and cells that only carry formatting count: exceljs spends time on each', async () => {
    // A formatted empty cell in the last column (XFD) costs exceljs a millisecond per row.
    const farRight = Buffer.from(SHEET_START + Array.from({ length: 1000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>1</v></c><c r="XFD${i + 1}" s="1"/></row>`).join('') + '</sheetData></worksheet>');
    expect((await refusal(readSheet(workbookWith(farRight)))).extra).toEqual({ limit: 200, unit: 'columns' });
    const emptyRows = (n: number) => Buffer.from(SHEET_START + '<row r="1"><c r="A1" t="inlineStr"><is><t>number</t></is></c></row>'
      + Array.from({ length: n }, (_, i) => `<row r="${i + 2}" s="1" customFormat="1"/>`).join('') + '</sheetData></worksheet>');
    expect(await readSheet(workbookWith(emptyRows(IMPORT_LIMITS.rows)))).toEqual([{ line: 1, cells: ['number'] }]);
    expect((await refusal(readSheet(workbookWith(emptyRows(IMPORT_LIMITS.rows + 1))))).extra).toEqual({ limit: 50000, unit: 'rows' });
  });

  it('reads shared strings, also when the workbook stores them after the sheet', async () => {
    // exceljs's writer puts sharedStrings.xml after the sheet, as Excel does.
    const records = await readSheet(await xlsx([['type', 'name_de', 'price'], ['article', 'Pommes', 3.5], ['article', 'Pommes', -1.5]], { sharedStrings: true }));
    expect(records.map((r) => r.cells)).toEqual([['type', 'name_de', 'price'], ['article', 'Pommes', '3.5'], ['article', 'Pommes', '-1.5']]);
  });

  it('a zip bomb whose directory declares more than the unpacked limit is refused before unpacking', async () => {
    // About 3 million cells in a file of some hundred KB.
    const file = workbookWith(bombSheet());
    expect(file.length).toBeLessThan(1024 * 1024);
    const err = await refusal(readSheet(file));
    expect(err.code).toBe('IMPORT_TOO_LARGE');
    expect(err.extra).toEqual({ limit: 100, unit: 'megabytes' });
  });

  it('a part that unpacks to more than its directory declares is refused while unpacking', async () => {
    const err = await refusal(readSheet(workbookWith(bombSheet(), 1000)));
    expect(err.code).toBe('VALIDATION');
    expect(err.errors).toEqual([{ path: 'file', message: 'is neither a CSV file nor a readable XLSX workbook (xl/worksheets/sheet1.xml unpacks to more than its declared size)', code: 'notSpreadsheet' }]);
  });

  it('a sheet within the unpacked limit but with too many rows stops at the row limit', async () => {
    const err = await refusal(readSheet(workbookWith(rowsSheet(60_000))));
    expect(err.extra).toEqual({ limit: 50000, unit: 'rows' });
  });

  it('a zip that is not a workbook is unreadable', async () => {
    const err = await refusal(readSheet(zip([{ name: 'a.txt', data: Buffer.from('hello') }])));
    expect(err.errors).toEqual([{ path: 'file', message: 'is neither a CSV file nor a readable XLSX workbook', code: 'notSpreadsheet' }]);
    const truncated = await xlsx([['a']]);
    expect((await refusal(readSheet(truncated.subarray(0, truncated.length - 30)))).code).toBe('VALIDATION');
  });
});

describe('formula guard', () => {
  it('text that could start a formula gets a quote; numbers, booleans and a lone - do not', () => {
    expect(['=1+1', '+49 30', '-Sauce', '@SUM(A1)', '\tx', '\rx', "'=x", 'Pommes', '-', '', "'quoted"].map(toSpreadsheetCell))
      .toEqual(["'=1+1", "'+49 30", "'-Sauce", "'@SUM(A1)", "'\tx", "'\rx", "''=x", 'Pommes', '-', '', "'quoted"]);
    expect([-1.5, 0, true, null].map(toSpreadsheetCell)).toEqual([-1.5, 0, true, null]);
  });

  it('the import takes the guard off again: every text survives the round trip', () => {
    for (const text of ['=1+1', '+49 30', '-Sauce', '@x', '\tx', '\rx', "'=x", "''-x", 'Pommes', '-', "'quoted", "'"]) {
      const written = toSpreadsheetCell(text) as string;
      expect(fromSpreadsheetText(written), JSON.stringify(text)).toBe(text);
    }
  });

  it('XLSX: guarded text is a string cell, never a formula; numbers stay number cells; the import reads both back', async () => {
    const file = await buffer(foodcardXlsx({ header: ['type', 'name_de', 'price', 'availableHours.sunday'], rows: [['article', '=1+1', -1.5, '-']], count: 1 }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const row = workbook.worksheets[0].getRow(2);
    expect([1, 2, 3, 4].map((i) => row.getCell(i).value)).toEqual(['article', "'=1+1", -1.5, '-']);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect((await readSheet(file))[1].cells).toEqual(['article', '=1+1', '-1.5', '-']);
  });

  it('CSV writes guarded text, plain numbers and booleans, quotes what needs it; the import reads it back', async () => {
    const written = (await buffer(writeCsv([['=1+1', -1.5, '-Sauce', null, true, 'a;b', '-', 'x"y', 'l\nm', '\r1'], [false, 0.5]]))).toString('utf8');
    expect(written).toBe("\uFEFF'=1+1;-1.5;'-Sauce;;true;\"a;b\";-;\"x\"\"y\";\"l\nm\";\"'\r1\"\r\nfalse;0.5\r\n");
    expect((await readSheet(Buffer.from(written))).map((r) => r.cells)).toEqual([['=1+1', '-1.5', '-Sauce', '', 'true', 'a;b', '-', 'x"y', 'l\nm', '\r1'], ['false', '0.5']]);
  });
});
