import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { craftedZip } from '../../../tests/helpers/craftedZip';
import { AppError } from '../errors';
import { IMPORT_LIMITS } from './importLimits';
import { readSheet } from './readSheet';
import { readSheetIsolated } from './readSheetIsolated';

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const RELS = '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const BOOK = `<?xml version="1.0"?><workbook ${NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** A workbook whose `rows` rows of `cols` cells all name the one shared string `si` (its XML). */
function sharedStringWorkbook(si: string, rows: number, cols: number): Buffer {
  const cells = (r: number) => Array.from({ length: cols }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="s"><v>0</v></c>`).join('');
  const sheet = `<?xml version="1.0"?><worksheet ${NS}><sheetData>${Array.from({ length: rows }, (_, i) => `<row r="${i + 1}">${cells(i + 1)}</row>`).join('')}</sheetData></worksheet>`;
  return craftedZip([
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(RELS) },
    { name: 'xl/workbook.xml', data: Buffer.from(BOOK) },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<?xml version="1.0"?><sst ${NS}><si>${si}</si></sst>`) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
  ]);
}

const NO_TEXT_LIMITS = { ...IMPORT_LIMITS, cells: Infinity, textChars: Infinity };

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('reading an upload in a worker', () => {
  it('gives back the records, and the reader\'s refusals as they are', async () => {
    expect(await readSheetIsolated(Buffer.from('name;email\nA;a@example.com\n'))).toEqual([{ line: 1, cells: ['name', 'email'] }, { line: 2, cells: ['A', 'a@example.com'] }]);
    const err = await refusal(readSheetIsolated(Buffer.from('a\nb\nc\n'), { limits: { ...IMPORT_LIMITS, rows: 1 } }));
    expect(err.code).toBe('IMPORT_TOO_LARGE');
    expect(err.message).toBe('The file is over the import limit of 1 rows below the header. Split it into smaller files and import them one after the other.');
    expect(err.extra).toEqual({ limit: 1, unit: 'rows' });
  });

  it('a file that outgrows the worker\'s memory ends the worker, not the server: 422 naming the memory limit', async () => {
    // A 4 MiB rich-text shared string: each cell naming it is joined into a new 4 MiB string.
    // With the text limits off only the worker's heap limit stops it.
    const half = 'ab'.repeat(1024 * 1024);
    const file = sharedStringWorkbook(`<r><t>${half}</t></r><r><t>${half}</t></r>`, 1000, 20);
    const err = await refusal(readSheetIsolated(file, { limits: NO_TEXT_LIMITS, memoryMegabytes: 64 }));
    expect(err.code).toBe('IMPORT_TOO_LARGE');
    expect(err.status).toBe(422);
    expect(err.extra).toEqual({ limit: 64, unit: 'memoryMegabytes' });
    // This thread goes on, and so do further reads.
    expect(await readSheetIsolated(Buffer.from('number\nA1\n'))).toHaveLength(2);
  });

  it('with the text limits on, the same file is refused while it is read, after a few cells', async () => {
    const half = 'ab'.repeat(1024 * 1024);
    const file = sharedStringWorkbook(`<r><t>${half}</t></r><r><t>${half}</t></r>`, 1000, 20);
    const err = await refusal(readSheetIsolated(file, { memoryMegabytes: 128 }));
    expect(err.extra).toEqual({ limit: 50_000_000, unit: 'characters' });
  });

  it('a read that takes longer than its time limit is ended: 422 naming the limit in seconds', async () => {
    // A limit of a millisecond ends before any worker can start, however fast the machine.
    const err = await refusal(readSheetIsolated(Buffer.from('number\nA1\n'), { seconds: 0.001 }));
    expect(err.extra).toEqual({ limit: 0.001, unit: 'seconds' });
  });
});

describe('every import reads its file in the worker', () => {
  it('no server module but the worker calls the in-process reader', () => {
    const files = (fs.readdirSync('src/server', { recursive: true }) as string[]).filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f));
    const callers = files.filter((f) => /from '[./]+(io\/)?readSheet'/.test(fs.readFileSync(path.join('src/server', f), 'utf8')));
    expect(callers).toEqual([path.join('io', 'sheetWorker.ts')]);
  });
});

describe('cell limits', () => {
  it('XLSX: filled cells count each shared-string reference; text counts its length at each', async () => {
    const file = sharedStringWorkbook('<t>abc</t>', 4, 5);
    expect(await readSheet(file, { ...IMPORT_LIMITS, cells: 20, textChars: 60 })).toHaveLength(4);
    expect((await refusal(readSheet(file, { ...IMPORT_LIMITS, cells: 19 }))).extra).toEqual({ limit: 19, unit: 'cells' });
    expect((await refusal(readSheet(file, { ...IMPORT_LIMITS, textChars: 59 }))).extra).toEqual({ limit: 59, unit: 'characters' });
  });

  it('CSV: the same limits, empty cells not counted', async () => {
    const csv = Buffer.from('a;b;;c\nd;;e;f\n');
    expect(await readSheet(csv, { ...IMPORT_LIMITS, cells: 6, textChars: 6 })).toHaveLength(2);
    expect((await refusal(readSheet(csv, { ...IMPORT_LIMITS, cells: 5 }))).extra).toEqual({ limit: 5, unit: 'cells' });
    expect((await refusal(readSheet(csv, { ...IMPORT_LIMITS, textChars: 5 }))).extra).toEqual({ limit: 5, unit: 'characters' });
  });
});
