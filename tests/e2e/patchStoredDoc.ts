import path from 'node:path';
import Database from 'better-sqlite3';
import { workerServer } from './workerServer';

/**
 * Changes fields of a stored document in the e2e server's SQLite database (this worker's server,
 * see workerServer), to arrange states the API cannot produce, such as an old
 * heartbeat. The server reads the file afresh on every request, so no restart is needed.
 */
export function patchStoredDoc(table: string, id: string, patch: Record<string, unknown>): void {
  const dir = workerServer()?.dataDir;
  if (!dir) throw new Error('E2E_SERVERS is not set: run the e2e tests with npx tsx scripts/e2e.ts');
  // The server holds the file open in WAL mode; wait for its write lock rather than fail.
  const db = new Database(path.join(dir, 'backoffice.sqlite'), { timeout: 5000 });
  try {
    const row = db.prepare(`select "doc" from "${table}" where "_id" = ?`).get(id) as { doc: string } | undefined;
    if (!row) throw new Error(`${table} ${id} is not stored`);
    db.prepare(`update "${table}" set "doc" = ? where "_id" = ?`).run(JSON.stringify({ ...JSON.parse(row.doc), ...patch }), id);
  } finally {
    db.close();
  }
}
