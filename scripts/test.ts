/**
 * `npm test`: every check, in order, stopping at the first failure: types, generated files,
 * unit + contract tests on SQLite, the same on PostgreSQL (when TEST_DATABASE_URL is set), and
 * end-to-end tests in Chromium. Ends with one "N passed, N failed" line over all suites.
 *
 * `--unit-contract` runs only the Vitest suites (SQLite, then PostgreSQL when configured): CI runs
 * everything on Node 24 and then these again on Node 22 on SQLite, the other supported runtime
 * (types, generated files and the PostgreSQL driver's JavaScript do not depend on the runtime).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;

const started = Date.now();

/** "4 min 12 s", "38 s": the budget is read in minutes, so no milliseconds. */
function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

// Each suite's wall time, so a run shows which part of CI's budget grew.
function run(title: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n▶ ${title}`);
  const t0 = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`▶ ${title} done in ${duration(Date.now() - t0)}`);
  return res.status === 0;
}

function countVitest(file: string): void {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
}

function countPlaywright(file: string): void {
  if (!fs.existsSync(file)) return;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  passed += s.expected + (s.flaky ?? 0);
  failed += s.unexpected;
  skipped += s.skipped;
}

function finish(ok: boolean): never {
  console.log(`\nAll suites: ${duration(Date.now() - started)}`);
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

const npx = 'npx';
const unitContractOnly = process.argv.includes('--unit-contract');
console.log(`Node ${process.version}${unitContractOnly ? ': unit and contract tests only' : ''}`);
// better-sqlite3 13 and the engines field need 22; on an older Node every suite would fail obscurely.
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.error(`Node 22 or 24 is required; this is ${process.version}.`);
  finish(false);
}
if (!unitContractOnly) {
  if (!run('Type check', npx, ['tsc', '--noEmit', '-p', '.'])) finish(false);
  if (!run('Generated files are current', npx, ['tsx', 'scripts/gen-openapi.ts', '--check'])) finish(false);
}

const sqliteJson = path.join(out, 'vitest-sqlite.json');
const okSqlite = run('Unit and contract tests (SQLite)', npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${sqliteJson}`]);
countVitest(sqliteJson);
if (!okSqlite) finish(false);

if (process.env.TEST_DATABASE_URL) {
  const pgJson = path.join(out, 'vitest-pg.json');
  // Files that never open the test database (file layout, README paths, the document's lint, the
  // supervisor, which runs its own SQLite server) would only repeat their SQLite run here.
  const databaseFree = ['tests/layout.test.ts', 'tests/nodeCheck.test.ts', 'tests/openapiLint.test.ts', 'tests/openapiValidator.test.ts', 'tests/readmePaths.test.ts', 'tests/registry.test.ts', 'tests/supervise.test.ts'];
  const okPg = run('Contract tests (PostgreSQL)', npx, ['vitest', 'run', 'tests/', ...databaseFree.flatMap((f) => ['--exclude', f]), '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`], { TEST_DB: 'postgres' });
  countVitest(pgJson);
  if (!okPg) finish(false);
} else {
  console.log('\n▶ Contract tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

if (!unitContractOnly && fs.existsSync('tests/e2e') && fs.readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts'))) {
  const e2eJson = path.join(out, 'playwright.json');
  const okE2e = run('End-to-end tests (Chromium)', npx, ['tsx', 'scripts/e2e.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson });
  countPlaywright(e2eJson);
  if (!okE2e) finish(false);
}
finish(true);
