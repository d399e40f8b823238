import { importError, type ImportErrorCode } from './importError';
import { CsvError, parse } from 'csv-parse/sync';

export interface CsvRecord {
  /** line of the file the record starts on (1 is the header) */
  line: number;
  cells: string[];
}

/**
 * The delimiter of a file: `;` or `,`, whichever the header line holds more of outside quotes
 * (a header never needs quotes, so this does not misread a quoted cell).
 */
export function detectDelimiter(text: string): ';' | ',' {
  let semi = 0;
  let comma = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semi++;
    else if (!quoted && ch === ',') comma++;
  }
  return semi >= comma && semi > 0 ? ';' : comma > 0 ? ',' : ';';
}

export interface CsvLimits {
  /** records below the first (the header) */
  rows: number;
  /** cells up to the last filled one of a record */
  columns: number;
  /** filled cells of the whole file */
  cells?: number;
  /** characters of all cells together */
  textChars?: number;
}

type CsvLimit = 'rows' | 'columns' | 'cells' | 'textChars';

const CR = 0x0d;
const LF = 0x0a;

/**
 * The line numbers of a file read front to back: csv-parse tells where a record ends (bytes
 * read), not the line it starts on, and counts a line break inside a quoted cell twice when it
 * is CRLF, so the lines are counted here. CRLF, LF and CR each end one line.
 */
function lineCounter(bytes: Buffer) {
  let pos = 0;
  let line = 1;
  const advance = (to: number) => {
    for (; pos < to; pos++) {
      const b = bytes[pos];
      if (b === LF || (b === CR && bytes[pos + 1] !== LF)) line++;
    }
  };
  return {
    /** The line of the first character at or after `from` that is not a line break (blank lines are skipped). */
    startAfter(from: number): number {
      let s = from;
      while (s < bytes.length && (bytes[s] === CR || bytes[s] === LF)) s++;
      advance(s);
      return line;
    },
    advance,
  };
}

/** Thrown from csv-parse's record hook to stop reading at the first record past a limit. */
class TooLarge extends Error {
  constructor(readonly which: CsvLimit) {
    super(which);
  }
}

/**
 * RFC 4180 records through csv-parse (quoted cells may hold delimiters, doubled quotes and line
 * breaks; CRLF, LF or CR, mixed too; a quote inside an unquoted cell is text), each with the
 * line it starts on so errors can name it. A leading byte order mark is dropped; blank lines are
 * skipped. With `limits`, parsing stops at the first record or filled cell past them
 * (`tooLarge`); empty cells past the column limit are dropped, not kept. (A CSV holds its text
 * once, so the upload's size already bounds it; the cell and text limits apply to both formats
 * alike.)
 */
export function parseCsv(input: string | Buffer, limits?: CsvLimits): { delimiter: string; records: CsvRecord[]; error?: { line: number; message: string; code: ImportErrorCode; reason?: string }; tooLarge?: CsvLimit } {
  const bytes = typeof input === 'string' ? Buffer.from(input) : input;
  const delimiter = detectDelimiter(bytes.subarray(0, 64 * 1024).toString('utf8'));
  const maxRecords = limits ? limits.rows + 1 : Infinity;
  const maxCells = limits?.columns ?? Infinity;
  const maxFilled = limits?.cells ?? Infinity;
  const maxText = limits?.textChars ?? Infinity;
  let filled = 0;
  let text = 0;
  const lines = lineCounter(bytes);
  const records: CsvRecord[] = [];
  let end = 0;
  try {
    parse(bytes, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (cells: string[], info) => {
        if (records.length >= maxRecords) throw new TooLarge('rows');
        if (cells.length > maxCells) {
          if (cells.slice(maxCells).some((c) => c !== '')) throw new TooLarge('columns');
          cells.length = maxCells;
        }
        for (const cell of cells) {
          if (cell === '') continue;
          if (++filled > maxFilled) throw new TooLarge('cells');
          if ((text += cell.length) > maxText) throw new TooLarge('textChars');
        }
        records.push({ line: lines.startAfter(end), cells });
        end = info.bytes;
        return null;
      },
    });
  } catch (e) {
    if (e instanceof TooLarge) return { delimiter, records, tooLarge: e.which };
    if (!(e instanceof CsvError)) throw e;
    const line = lines.startAfter(end);
    const error = e.code === 'CSV_QUOTE_NOT_CLOSED' ? importError('', 'csvQuoteOpen') : importError('', 'csvInvalid', { reason: e.code });
    return { delimiter, records, error: { line, message: error.message, code: error.code, ...(error.params ? { reason: e.code } : {}) } };
  }
  return { delimiter, records };
}
