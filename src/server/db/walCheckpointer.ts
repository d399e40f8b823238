import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';

const SQLITE_MODULE = createRequire(import.meta.url).resolve('better-sqlite3');
const EVERY_MS = 1000;

// The worker: a connection of its own to the file, a passive checkpoint every EVERY_MS (PASSIVE
// never waits for readers or writers: it copies what it can and leaves the rest for the next).
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 0');
const timer = setInterval(() => { try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {} }, workerData.everyMs);
parentPort.once('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * Moves the WAL checkpoint off the request path (SQLite file databases). SQLite's automatic
 * checkpoint runs inside the commit that crosses 1,000 pages of WAL: that request then also copies
 * every page back into the database file and syncs it (about 50 ms after a 10,000-row bulk write,
 * on the event loop). Here the connection's automatic checkpoint is off and a worker thread with
 * its own connection checkpoints every second, beside the server's work.
 */
export function walCheckpointer(raw: Database, file: string): { close(): Promise<void> } {
  raw.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER, { eval: true, workerData: { module: SQLITE_MODULE, file, everyMs: EVERY_MS } });
  worker.unref();
  // A worker that cannot open the file leaves the database as SQLite's default would be.
  worker.on('error', () => raw.open && raw.pragma('wal_autocheckpoint = 1000'));
  return {
    async close() {
      const exited = once(worker, 'exit');
      worker.postMessage('close');
      // The wait holds the event loop (the worker is unref'd): with an unref'd timer a worker slow
      // to exit left close() unsettled and a script awaiting it ended without finishing.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => { timer = setTimeout(r, 2000); })]);
      clearTimeout(timer);
      await worker.terminate();
    },
  };
}
