import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './parseCsv';
import { writeCsv } from './writeCsv';

describe('parseCsv', () => {
  it('reads what writeCsv writes: byte order mark, delimiters, quotes and line breaks inside cells', async () => {
    const rows = [['type', 'name_de', 'description_de'], ['article', 'Pommes; groß', 'Mit "Salz"\r\nund Essig'], ['article', '', 'x\ny'], ['article', 'z', '']];
    // As bytes: a TextDecoder (stream/consumers' text()) would drop the byte order mark.
    const written = (await buffer(writeCsv(rows))).toString('utf8');
    expect(written.startsWith('\uFEFF')).toBe(true);
    const parsed = parseCsv(written);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.records.map((r) => r.cells)).toEqual(rows);
    // Records start on lines 1, 2, 4 and 6: the quoted cells of records 2 and 3 span two lines each.
    expect(parsed.records.map((r) => r.line)).toEqual([1, 2, 4, 6]);
  });

  it('accepts comma-separated files with LF line ends and skips blank lines', () => {
    const parsed = parseCsv('type,price\narticle,"1,50"\n\narticle,2\n');
    expect(parsed.delimiter).toBe(',');
    expect(parsed.records).toEqual([
      { line: 1, cells: ['type', 'price'] },
      { line: 2, cells: ['article', '1,50'] },
      { line: 4, cells: ['article', '2'] },
    ]);
  });

  it('counts CRLF, LF and CR as one line each, mixed in one file, also inside quoted cells and blank lines', () => {
    const parsed = parseCsv(Buffer.from('\uFEFFa;b\r\n\r\n"x\r\ny";1\nc;d\re;"f\r\n\r\ng"\r\nh;i'));
    expect(parsed.records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['x\r\ny', '1'] },
      { line: 5, cells: ['c', 'd'] },
      { line: 6, cells: ['e', 'f\r\n\r\ng'] },
      { line: 9, cells: ['h', 'i'] },
    ]);
  });

  it('keeps records of empty cells, takes a quote inside an unquoted cell as text', () => {
    expect(parseCsv('a;b\n;\n""\n1"2;3\n').records.map((r) => r.cells)).toEqual([['a', 'b'], ['', ''], [''], ['1"2', '3']]);
  });

  it('names the line a record with a quote that is never closed starts on', () => {
    expect(parseCsv('a;b\n1;"open\n2;3\n')).toMatchObject({ records: [{ line: 1 }], error: { line: 2, message: 'has a quoted cell that is never closed' } });
    expect(parseCsv('a;b\n\n"x\ny";1\n\n2;"open\n').error).toEqual({ line: 6, message: 'has a quoted cell that is never closed', code: 'csvQuoteOpen' });
  });

  it('stops at the first record past the row limit and at a filled cell past the column limit; empty cells past it are dropped', () => {
    expect(parseCsv('a;b\n1;2\n3;4\n5;6\n', { rows: 2, columns: 5 })).toEqual({ delimiter: ';', tooLarge: 'rows', records: [{ line: 1, cells: ['a', 'b'] }, { line: 2, cells: ['1', '2'] }, { line: 3, cells: ['3', '4'] }] });
    expect(parseCsv('a;b\n1;2\n3;4\n', { rows: 2, columns: 5 }).tooLarge).toBeUndefined();
    const wide = parseCsv('a;b;;;\n1;2;;\n3;4;;;5\n6;7\n', { rows: 5, columns: 3 });
    expect(wide).toEqual({ delimiter: ';', tooLarge: 'columns', records: [{ line: 1, cells: ['a', 'b', ''] }, { line: 2, cells: ['1', '2', ''] }] });
  });

  it('takes the delimiter the header line holds more of', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
    expect(detectDelimiter('"a;b",c,d\n1;2')).toBe(',');
  });
});
