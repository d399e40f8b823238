import { describe, expect, it } from 'vitest';
import { csvLine } from './csvLine';
import { detectDelimiter, parseCsv } from './parseCsv';

describe('parseCsv', () => {
  it('reads what csvLine writes: delimiters, quotes and line breaks inside cells', () => {
    const rows = [['type', 'name_de', 'description_de'], ['article', 'Pommes; groß', 'Mit "Salz"\r\nund Essig'], ['article', '', 'x']];
    const text = '\uFEFF' + rows.map((r) => csvLine(r)).join('');
    const parsed = parseCsv(text);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.records.map((r) => r.cells)).toEqual(rows);
    // The third record starts on line 4: the quoted cell of record 2 spans two lines.
    expect(parsed.records.map((r) => r.line)).toEqual([1, 2, 4]);
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

  it('names the line of a quote that is never closed', () => {
    expect(parseCsv('a;b\n1;"open\n2;3\n').error).toEqual({ line: 2, message: 'has a quoted cell that is never closed' });
  });

  it('takes the delimiter the header line holds more of', () => {
    expect(detectDelimiter('a;b;c\n1,5;2;3')).toBe(';');
    expect(detectDelimiter('a,b,c\n1;2')).toBe(',');
  });
});
