import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type ErrorCode, type FieldError } from '../errors';
import { IMPORT_LIMITS, importRefused, type ImportLimits } from './importLimits';
import type { CsvRecord } from './parseCsv';

/**
 * What reading one upload may take beyond the file limits (README "Spec decisions"): the
 * worker's heap, its time, and how many such workers one process runs at once (further uploads
 * wait their turn, holding only their bytes).
 */
export const SHEET_WORKER = { memoryMegabytes: 512, seconds: 120, concurrent: 2 } as const;

/** The TypeScript loader the server runs under, for the worker's own module graph. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let running = 0;
const waiting: (() => void)[] = [];
async function turn(concurrent: number): Promise<() => void> {
  if (running >= concurrent) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  // A finished read hands its place straight to the next waiting one.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

type Answer = { records: CsvRecord[] } | { refused: { code: ErrorCode; message: string; errors?: FieldError[]; extra?: Record<string, unknown> } };

/**
 * The records of an uploaded sheet (readSheet, within the import limits), read in a worker
 * thread with a heap limit and a time limit, so that no file can take the server down: the
 * limits refuse a file while it is read, and whatever they miss ends in the worker, which is
 * terminated and answered with 422 IMPORT_TOO_LARGE naming the memory or time limit. Only the
 * bounded records come back to the calling thread. Every import route reads its file here.
 */
export async function readSheetIsolated(bytes: Buffer, opts: { limits?: ImportLimits; memoryMegabytes?: number; seconds?: number } = {}): Promise<CsvRecord[]> {
  const memoryMegabytes = opts.memoryMegabytes ?? SHEET_WORKER.memoryMegabytes;
  const seconds = opts.seconds ?? SHEET_WORKER.seconds;
  const done = await turn(SHEET_WORKER.concurrent);
  try {
    const answer = await new Promise<Answer>((resolve, reject) => {
      const worker = new Worker(new URL('./sheetWorker.ts', import.meta.url), {
        workerData: { bytes, limits: opts.limits ?? IMPORT_LIMITS },
        execArgv: ['--import', tsxLoader],
        resourceLimits: { maxOldGenerationSizeMb: memoryMegabytes, maxYoungGenerationSizeMb: 32 },
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(importRefused('seconds', seconds))), seconds * 1000);
      worker.once('message', (answer: Answer) => settle(() => resolve(answer)));
      worker.once('error', (err: Error & { code?: string }) => settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? importRefused('memoryMegabytes', memoryMegabytes) : err)));
      worker.once('exit', (code) => settle(() => reject(new Error(`the sheet worker ended with code ${code} before answering`))));
    });
    if ('records' in answer) return answer.records;
    const { code, message, errors, extra } = answer.refused;
    const err = new AppError(code, {}, errors, extra);
    err.message = message;
    throw err;
  } finally {
    done();
  }
}
