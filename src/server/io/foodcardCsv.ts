import type { Readable } from 'node:stream';
import type { ExportTable } from './foodcardExportRows';
import { writeCsv } from './writeCsv';

/** The table as a CSV stream: the header line, then one line per row. */
export function foodcardCsv(table: ExportTable): Readable {
  function* records() {
    yield table.header;
    yield* table.rows;
  }
  return writeCsv(records());
}
