/**
 * What reading an import file costs at the import limits (README "Spec decisions"): the largest
 * XLSX the limits accept, and files built to exhaust the server. Each file is written first,
 * then read by readSheet (what every import call does before checking rows) in a process of its
 * own, so its peak RSS is the read's alone. `npx tsx bench/importLimits.ts` prints a table
 * (BENCH_CASES=name,… for some); `npm run bench` prints the same through bench/run.ts.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { IMPORT_LIMITS } from '../src/server/io/importLimits';
import { readSheet } from '../src/server/io/readSheet';
import { zipDirectory } from '../src/server/io/zipDirectory';
import { craftedZip } from '../tests/helpers/craftedZip';

export interface ImportCase {
  name: string;
  fileMb: number;
  unpackedMb: number;
  ms: number;
  baseRssMb: number;
  peakRssMb: number;
  /** the longest the event loop was held (other requests wait that long) */
  maxLoopDelayMs: number;
  /** records read, or the refusal */
  outcome: string;
}

const MB = 1024 * 1024;
const SHEET_START = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const WORKBOOK = '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS = '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>';

const zip = craftedZip;

const workbook = (sheet: Buffer, opts: { declared?: number; strings?: Buffer; level?: number } = {}) => zip([
  { name: 'xl/worksheets/sheet1.xml', data: sheet, declared: opts.declared },
  ...(opts.strings ? [{ name: 'xl/sharedStrings.xml', data: opts.strings }] : []),
  { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(RELS) },
  { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
], opts.level);

/** Column letters of 1-based `n`. */
function letters(n: number): string {
  let s = '';
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** The files: written by exceljs's streaming writer (as the export writes) or by hand (bombs). */
const CASES: Record<string, () => Promise<Buffer>> = {
  // As the export writes it: 50,000 rows below the header (the row limit) of 32 filled columns of
  // text and numbers like a foodcard's, just within the 10 MB upload limit.
  largestAccepted: async () => {
    const file = path.join(os.tmpdir(), `bench-import-${process.pid}.xlsx`);
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
    const sheet = writer.addWorksheet('Foodcard');
    const columns = Number(process.env.BENCH_COLUMNS ?? 32);
    sheet.addRow(Array.from({ length: columns }, (_, c) => `column_${c}`)).commit();
    const text = ['Artikel', 'Burger', 'Pommes', 'gluten_wheat|milk', 'Mit Salz', '11:00-14:00|17:00-22:00'];
    for (let r = 0; r < IMPORT_LIMITS.rows; r++) {
      sheet.addRow(Array.from({ length: columns }, (_, c) => (c % 3 === 2 ? ((r + c) % 200) / 4 : c % 3 === 1 ? `${text[(r + c) % text.length]} ${r % 97}` : `A${r}-${c}`))).commit();
    }
    sheet.commit();
    await writer.commit();
    const bytes = fs.readFileSync(file);
    fs.rmSync(file);
    return bytes;
  },
  // The most the limits let through: 50,000 rows of 66 cells, 98 MB unpacked, packed harder
  // than exceljs packs so it stays within the upload limit.
  largestUnpacked: async () => {
    const rows: string[] = ['<row r="1">' + Array.from({ length: 66 }, (_, c) => `<c r="${letters(c + 1)}1" t="str"><v>column_${c}</v></c>`).join('') + '</row>'];
    for (let r = 2; r <= IMPORT_LIMITS.rows + 1; r++) {
      rows.push(`<row r="${r}">${Array.from({ length: 66 }, (_, c) => (c % 2 ? `<c r="${letters(c + 1)}${r}"><v>${c % 7}</v></c>` : `<c r="${letters(c + 1)}${r}" t="str"><v>x${c % 5}</v></c>`)).join('')}</row>`);
    }
    return workbook(Buffer.from(SHEET_START + rows.join('') + '</sheetData></worksheet>'), { level: 9 });
  },
  // The file: 4 million cells. Its directory declares the unpacked size.
  bomb4MCells: async () => {
    const row = (r: number) => `<row r="${r}">${Array.from({ length: 200 }, (_, c) => `<c r="${letters(c + 1)}${r}" t="inlineStr"><is><t>x</t></is></c>`).join('')}</row>`;
    const rows: string[] = [];
    for (let r = 1; r <= 20_000; r++) rows.push(row(r));
    return workbook(Buffer.from(SHEET_START + rows.join('') + '</sheetData></worksheet>'));
  },
  // 512 MB of one repeated cell whose directory says 1 KB: refused when unpacking passes 1 KB.
  lyingBomb: async () => workbook(Buffer.alloc(512 * MB, '<c t="inlineStr"><is><t>x</t></is></c>'), { declared: 1024 }),
  // Within 100 MB unpacked, 1.5 million one-cell rows: refused at row 50,001.
  manyRows: async () => {
    const rows: string[] = [];
    for (let r = 1; r <= 1_500_000; r++) rows.push(`<row r="${r}"><c r="A${r}"><v>1</v></c></row>`);
    return workbook(Buffer.from(SHEET_START + rows.join('') + '</sheetData></worksheet>'));
  },
  // 50,000 rows each with a value in A and a formatted empty cell in the last column (XFD): exceljs
  // spends over a millisecond on each such row, so the first is refused.
  emptyCellsFarRight: async () => {
    const rows: string[] = [];
    for (let r = 1; r <= IMPORT_LIMITS.rows; r++) rows.push(`<row r="${r}"><c r="A${r}"><v>1</v></c><c r="XFD${r}" s="1"/></row>`);
    return workbook(Buffer.from(SHEET_START + rows.join('') + '</sheetData></worksheet>'));
  },
  // 4 million distinct shared strings, all held before the sheet is read, in a file just within
  // the upload limit.
  sharedStrings: async () => {
    const parts: string[] = ['<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'];
    for (let i = 0; i < 4_000_000; i++) parts.push(`<si><t>${i.toString(36)}</t></si>`);
    parts.push('</sst>');
    return workbook(Buffer.from(SHEET_START + '<row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>'), { strings: Buffer.from(parts.join('')) });
  },
};

/** In the child process: reads one file and prints its figures as one JSON line. */
async function measure(name: string, file: string): Promise<void> {
  const bytes = fs.readFileSync(file);
  const unpacked = zipDirectory(bytes).reduce((n, e) => n + e.uncompressedSize, 0);
  (globalThis as { gc?: () => void }).gc?.();
  // Sampled: the kernel's peak (maxRSS) would include the parent's memory at the fork.
  const base = process.memoryUsage.rss();
  let peak = base;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 1);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const start = performance.now();
  let outcome: string;
  try {
    outcome = `${(await readSheet(bytes)).length - 1} rows read`;
  } catch (err) {
    const e = err as { code?: string; message?: string; errors?: { message: string }[] };
    outcome = `refused: ${e.code} ${e.errors?.[0]?.message ?? e.message}`;
  }
  const ms = performance.now() - start;
  loop.disable();
  clearInterval(sample);
  peak = Math.max(peak, process.memoryUsage.rss());
  const result: ImportCase = { name, fileMb: bytes.length / MB, unpackedMb: unpacked / MB, ms, baseRssMb: base / MB, peakRssMb: peak / MB, maxLoopDelayMs: loop.max / 1e6, outcome };
  console.log(JSON.stringify(result));
}

/** Writes every file, then reads each in a process of its own. */
export async function importLimits(): Promise<ImportCase[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-limits-'));
  const results: ImportCase[] = [];
  try {
    const only = process.env.BENCH_CASES?.split(',');
    for (const [name, make] of Object.entries(CASES).filter(([n]) => !only || only.includes(n))) {
      const file = path.join(dir, `${name}.xlsx`);
      fs.writeFileSync(file, await make());
      const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', import.meta.filename, '--measure', name, file], { stdio: ['ignore', 'pipe', 'inherit'] });
      let out = '';
      child.stdout!.on('data', (chunk) => (out += chunk));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (code !== 0 || !line) throw new Error(`import limits bench: ${name} exited with ${code}`);
      results.push(JSON.parse(line));
      fs.rmSync(file);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

export function printImportLimits(results: ImportCase[]): void {
  const f = (n: number) => n.toFixed(n < 10 ? 1 : 0);
  console.log(`\nImport limits (${IMPORT_LIMITS.rows.toLocaleString('en')} rows, ${IMPORT_LIMITS.columns} columns, ${IMPORT_LIMITS.unpackedBytes / MB} MB unpacked), readSheet in a process of its own:`);
  for (const r of results) {
    console.log(`  ${r.name.padEnd(18)}: ${f(r.fileMb).padStart(5)} MB file, ${f(r.unpackedMb).padStart(6)} MB unpacked declared; ${f(r.ms).padStart(6)} ms, peak RSS ${f(r.peakRssMb)} MB (${f(r.baseRssMb)} MB before), event loop held ≤ ${f(r.maxLoopDelayMs)} ms; ${r.outcome}`);
  }
}

if (process.argv[2] === '--measure') await measure(process.argv[3], process.argv[4]);
else if (import.meta.filename === process.argv[1]) printImportLimits(await importLimits());
