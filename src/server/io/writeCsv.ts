import { pipeline, Readable, Transform } from 'node:stream';
import { stringify, type Options } from 'csv-stringify';
import type { Cell } from './cellValue';
import { toSpreadsheetCell } from './spreadsheetText';

/**
 * How exported CSV is written: UTF-8 with byte order mark (spreadsheet programs read the file as
 * UTF-8 only with it), `;` (what spreadsheet programs in German locales expect), CRLF, RFC 4180
 * quoting. A cell holding the delimiter, a quote or any line break is quoted (csv-stringify by
 * itself quotes only the record delimiter, CRLF, so a lone LF needs `quoted_match`). Text that
 * could start a formula is guarded (toSpreadsheetCell); numbers and booleans are written as they
 * are (dot decimals, true/false); `null` is empty.
 */
export const CSV_OPTIONS: Options = {
  bom: true,
  delimiter: ';',
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: {
    string: (text) => toSpreadsheetCell(text) as string,
    boolean: (value) => String(value),
  },
};

/**
 * Records as a CSV stream (CSV_OPTIONS), the one place exported CSV is written; read lazily,
 * record by record (an async source, such as a list read page by page, too).
 */
export function writeCsv(records: Iterable<readonly Cell[]> | AsyncIterable<readonly Cell[]>): Readable {
  // pipeline, not pipe: an error reading the records reaches whoever reads the CSV.
  return pipeline(Readable.from(records), stringify(CSV_OPTIONS), coalesce(), () => undefined);
}

/** Bytes gathered before they are passed on: a socket write per record costs more than the record. */
const CHUNK = 64 * 1024;

/**
 * The stringifier's output (one small chunk per record) passed on in chunks of about CHUNK
 * bytes, the same bytes in the same order: a long file reaches the reader (a socket, a buffer)
 * in a few hundred writes instead of one per row.
 */
function coalesce(): Transform {
  let parts: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      parts.push(chunk);
      size += chunk.length;
      if (size >= CHUNK) {
        const whole = Buffer.concat(parts, size);
        parts = [];
        size = 0;
        done(null, whole);
      } else done();
    },
    flush(done) {
      done(null, size ? Buffer.concat(parts, size) : undefined);
    },
  });
}
