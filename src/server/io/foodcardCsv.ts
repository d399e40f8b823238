import { Readable } from 'node:stream';
import { csvLine, UTF8_BOM } from './csvLine';
import type { ExportTable } from './foodcardExportRows';

const BATCH = 500;

/** The table as a UTF-8 CSV stream with byte order mark, written in batches of lines. */
export function foodcardCsv(table: ExportTable): Readable {
  function* chunks(): Generator<string> {
    yield UTF8_BOM + csvLine(table.header);
    let batch = '';
    let n = 0;
    for (const row of table.rows) {
      batch += csvLine(row);
      if (++n % BATCH === 0) {
        yield batch;
        batch = '';
      }
    }
    if (batch) yield batch;
  }
  return Readable.from(chunks(), { objectMode: false });
}
