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
}

/**
 * RFC 4180 records (quoted cells may hold delimiters, doubled quotes and line breaks; CRLF or
 * LF), each with the line it starts on so errors can name it. A leading byte order mark is
 * dropped; blank lines are skipped. With `limits`, parsing stops at the first record or filled
 * cell past them (`tooLarge`); empty cells past the column limit are dropped, not kept.
 */
export function parseCsv(input: string, limits?: CsvLimits): { delimiter: string; records: CsvRecord[]; error?: { line: number; message: string }; tooLarge?: 'rows' | 'columns' } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  const maxRecords = limits ? limits.rows + 1 : Infinity;
  const maxCells = limits?.columns ?? Infinity;
  let tooLarge: 'rows' | 'columns' | undefined;
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let i = 0;
  let quotedCell = false;
  const pushCell = () => {
    if (cells.length < maxCells) cells.push(cell);
    else if (cell !== '') tooLarge = 'columns';
  };
  const endRecord = () => {
    pushCell();
    if (cells.length > 1 || cells[0] !== '' || quotedCell) {
      if (records.length >= maxRecords) tooLarge ??= 'rows';
      else records.push({ line: start, cells });
    }
    cells = [];
    cell = '';
    quotedCell = false;
  };
  while (i < text.length) {
    if (tooLarge) return { delimiter, records, tooLarge };
    const ch = text[i];
    if (ch === '"' && cell === '' && !quotedCell) {
      // A quoted cell: runs to the next lone quote.
      quotedCell = true;
      i++;
      for (;;) {
        if (i >= text.length) return { delimiter, records, error: { line: start, message: 'has a quoted cell that is never closed' } };
        const c = text[i];
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        cell += c;
        i++;
      }
      continue;
    }
    if (ch === delimiter) {
      pushCell();
      cell = '';
      quotedCell = false;
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      start = line;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || cells.length || quotedCell) endRecord();
  return tooLarge ? { delimiter, records, tooLarge } : { delimiter, records };
}
