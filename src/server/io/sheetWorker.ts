import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../errors';
import type { ImportLimits } from './importLimits';
import { readSheet } from './readSheet';

/**
 * The worker readSheetIsolated starts for one upload: it reads the sheet within the limits and
 * posts the records, or the refusal (an AppError as plain data, since a class does not cross
 * threads). Anything else it throws reaches the parent as the worker's error.
 */
const { bytes, limits } = workerData as { bytes: Uint8Array; limits: ImportLimits };
try {
  const records = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), limits);
  parentPort!.postMessage({ records });
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  parentPort!.postMessage({ refused: { code: err.code, message: err.message, errors: err.errors, extra: err.extra } });
}
