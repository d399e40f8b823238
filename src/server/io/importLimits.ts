import { AppError } from '../errors';

/**
 * What one import may hold (README "Spec decisions"). Far above a real foodcard (10k articles
 * are about 10k rows of ~150 columns), low enough that reading a file cannot take the server's
 * memory or minutes of its time: an XLSX is read as a stream and refused as soon as it passes a
 * limit, before anything is parsed when its zip directory already says so. The text and cell
 * limits count what the reader hands on, not what the file stores: a shared string counts at
 * every cell that names it, so one long string named by many cells (a few hundred KB that
 * would grow to gigabytes) is refused after a few of them.
 */
export const IMPORT_LIMITS = {
  /** data rows below the header (of an XLSX sheet, every row it holds, empty formatted ones too) */
  rows: 50_000,
  /** columns up to the last filled cell of a CSV record, or the last cell of an XLSX row (formatted empty ones too) */
  columns: 200,
  /** bytes of an XLSX file's unpacked parts (the zip directory's sizes, and what is unpacked) */
  unpackedBytes: 100 * 1024 * 1024,
  /** bytes of an XLSX file's unpacked shared-strings table, which is held whole while the sheet is read */
  sharedStringsBytes: 50 * 1024 * 1024,
  /** worksheets of an XLSX workbook (only the first is read; the export writes one) */
  sheets: 50,
  /** filled cells of the file, each reference to a shared string counted */
  cells: 2_000_000,
  /** characters of all filled cells together, a shared string counted at each cell that names it */
  textChars: 50_000_000,
} as const;

export type ImportLimit = keyof typeof IMPORT_LIMITS;
export type ImportLimits = Record<ImportLimit, number>;

/** How a limit is named in the body (`unit`, which the admin words) and in the English message. */
const UNITS = {
  rows: ['rows', 'rows below the header'],
  columns: ['columns', 'columns'],
  unpackedBytes: ['megabytes', 'MB of unpacked XLSX data'],
  sharedStringsBytes: ['sharedStringMegabytes', 'MB of shared strings in the XLSX workbook'],
  sheets: ['sheets', 'worksheets'],
  cells: ['cells', 'filled cells'],
  textChars: ['characters', 'characters of cell text'],
  /** not a file limit: the memory and time reading one file may take (readSheetIsolated) */
  memoryMegabytes: ['memoryMegabytes', 'MB of memory while reading the file'],
  seconds: ['seconds', 'seconds of reading the file'],
} as const;
export type ImportRefusalUnit = keyof typeof UNITS;

const MB = 1024 * 1024;

/** 422 IMPORT_TOO_LARGE naming the limit; `limit` and `unit` are in the body for the admin's own wording. */
export function importTooLarge(which: ImportLimit, limits: ImportLimits = IMPORT_LIMITS): AppError {
  const bytes = which === 'unpackedBytes' || which === 'sharedStringsBytes';
  return importRefused(which, bytes ? Math.floor(limits[which] / MB) : limits[which]);
}

/** 422 IMPORT_TOO_LARGE for any bound of an import, the limit given as the user reads it. */
export function importRefused(which: ImportRefusalUnit, limit: number): AppError {
  const [unit, words] = UNITS[which];
  return new AppError('IMPORT_TOO_LARGE', { limit, unit: words }, undefined, { limit, unit });
}
