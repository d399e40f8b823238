import { AppError } from '../errors';

/**
 * What one import may hold (README "Spec decisions"). Far above a real foodcard (10k articles
 * are about 10k rows of ~150 columns), low enough that reading a file cannot take the server's
 * memory or minutes of its time: an XLSX is read as a stream and refused as soon as it passes a
 * limit, before anything is parsed when its zip directory already says so.
 */
export const IMPORT_LIMITS = {
  /** data rows below the header (of an XLSX sheet, every row it holds, empty formatted ones too) */
  rows: 50_000,
  /** columns up to the last filled cell of a CSV record, or the last cell of an XLSX row (formatted empty ones too) */
  columns: 200,
  /** bytes of an XLSX file's unpacked parts (the zip directory's sizes, and what is unpacked) */
  unpackedBytes: 100 * 1024 * 1024,
} as const;

export type ImportLimit = keyof typeof IMPORT_LIMITS;

const UNITS: Record<ImportLimit, string> = {
  rows: 'rows below the header',
  columns: 'columns',
  unpackedBytes: 'MB of unpacked XLSX data',
};

/** 422 IMPORT_TOO_LARGE naming the limit; `limit` and `unit` are in the body for the admin's own wording. */
export function importTooLarge(which: ImportLimit, limits: Record<ImportLimit, number> = IMPORT_LIMITS): AppError {
  const limit = which === 'unpackedBytes' ? Math.floor(limits[which] / (1024 * 1024)) : limits[which];
  return new AppError('IMPORT_TOO_LARGE', { limit, unit: UNITS[which] }, undefined, { limit, unit: which === 'unpackedBytes' ? 'megabytes' : which });
}
