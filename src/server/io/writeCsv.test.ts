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

  it('passes a long file on in chunks of about 64 KB, the same bytes as record by record', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`order ${i}`, i, i % 2 === 0, '=x']);
    const chunks: Buffer[] = [];
    for await (const chunk of writeCsv(rows)) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toBe(`\uFEFF${rows.map((r) => `${r[0]};${r[1]};${r[2]};'=x`).join('\r\n')}\r\n`);
    expect(chunks.length).toBeLessThan(20);
    expect(chunks.slice(0, -1).every((c) => c.length >= 64 * 1024)).toBe(true);
  });
});
