import path from 'node:path';
import Database from 'better-sqlite3';
import { workerServer } from './workerServer';

/**
 * As if some minutes had passed since the user's last second factor: the server forgets the
 * verified step-up of every sign-in of the user and the step of the last accepted code, so the
 * next stepped-up call asks again and a code of the current period counts as new. Works on the e2e
 * server's SQLite database (this worker's, see patchStoredDoc).
 */
export function forgetStepUp(userId: string): void {
  const dir = workerServer()?.dataDir;
  if (!dir) throw new Error('E2E_SERVERS is not set: run the e2e tests with npx tsx scripts/e2e.ts');
  const db = new Database(path.join(dir, 'backoffice.sqlite'), { timeout: 5000 });
  try {
    db.prepare('delete from "step_up_sessions" where "user_id" = ?').run(userId);
    db.prepare('delete from "totp_used" where "user_id" = ?').run(userId);
  } finally {
    db.close();
  }
}
