/**
 * Runs the server contract suite again on PostgreSQL when TEST_DATABASE_URL is set (CI points it
 * at the local server); prints why it did not otherwise.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:pg skipped: TEST_DATABASE_URL is not set (example: postgres://postgres@127.0.0.1:5432/test)');
  process.exit(0);
}
const res = spawnSync('npx', ['vitest', 'run', 'tests/'], { stdio: 'inherit', env: { ...process.env, TEST_DB: 'postgres' } });
process.exit(res.status ?? 1);
