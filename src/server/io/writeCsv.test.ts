import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { writeCsv } from './writeCsv';

describe('writeCsv', () => {
  it('writes UTF-8 with BOM, semicolons, CRLF, quotes where needed and guarded formulas', async () => {
    const csv = (await buffer(writeCsv([['Name', 'Price'], ['Fries; large', 3.5], ['Say "hi"', null], ['=SUM(A1)', true], ['two\nlines', -1]]))).toString('utf8');
    expect(csv).toBe('\uFEFFName;Price\r\n"Fries; large";3.5\r\n"Say ""hi""";\r\n\'=SUM(A1);true\r\n"two\nlines";-1\r\n');
  });

  it('reads an async source record by record', async () => {
    async function* rows() {
      yield ['a'];
      yield ['@b'];
    }
    expect((await buffer(writeCsv(rows()))).toString('utf8')).toBe('\uFEFFa\r\n\'@b\r\n');
  });
});
