import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportTable } from './foodcardExportRows';
import { toSpreadsheetCell } from './spreadsheetText';

/**
 * The table as an XLSX workbook (one sheet "Foodcard"), written by the streaming writer so rows
 * are committed as they are made instead of held as a whole workbook. Numbers and booleans stay
 * typed; text is written as string cells (never formulas), guarded like the CSV's
 * (toSpreadsheetCell) so it stays text when copied on; the header row is frozen.
 */
export function foodcardXlsx(table: ExportTable): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Foodcard', { views: [{ state: 'frozen', ySplit: 1 }] });
  (async () => {
    sheet.addRow(table.header.map(toSpreadsheetCell)).commit();
    for (const row of table.rows) sheet.addRow(row.map(toSpreadsheetCell)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
