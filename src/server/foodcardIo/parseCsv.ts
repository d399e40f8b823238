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

/**
 * RFC 4180 records (quoted cells may hold delimiters, doubled quotes and line breaks; CRLF or
 * LF), each with the line it starts on so errors can name it. A leading byte order mark is
 * dropped; blank lines are skipped.
 */
export function parseCsv(input: string): { delimiter: string; records: CsvRecord[]; error?: { line: number; message: string } } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let i = 0;
  let quotedCell = false;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '' || quotedCell) records.push({ line: start, cells });
    cells = [];
    cell = '';
    quotedCell = false;
  };
  while (i < text.length) {
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
      cells.push(cell);
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
  return { delimiter, records };
}
