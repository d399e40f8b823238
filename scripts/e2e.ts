/**
 * End-to-end run: builds the admin, starts the real server (admin + API in one process) on fresh
 * SQLite databases, runs Playwright against them in Debian's Chromium, stops the servers.
 *
 * One server per Playwright worker (E2E_WORKERS, 2 by default; never more than the spec files
 * selected, so `scripts/e2e.ts tests/e2e/x.spec.ts` starts one): each worker talks only to its
 * own server, with its own database and mail (tests/e2e/workerServer.ts). A spec file runs whole
 * in one worker, its tests in order; the files are shared out between the workers, so each file
 * arranges its own state and never counts on another file having run before it. Much of a
 * browser test is waiting on the network, rendering and polling, so two workers gain even on two
 * cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fakeNominatim } from '../tests/e2e/fakeNominatim';
import { startE2eServer } from './startE2eServer';

const E2E_PASSWORD = 'Secret123';

const args = process.argv.slice(2);

/**
 * How many spec files Playwright will run: its file arguments are a path or a regular expression
 * matched against the file's path; without any, all of tests/e2e.
 */
function selectedSpecs(): number {
  const specs = fs.readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')).map((f) => path.join('tests/e2e', f));
  const filters = args.filter((a) => !a.startsWith('-'));
  if (filters.length === 0) return specs.length;
  const matches = (filter: string, spec: string) => {
    try {
      return path.resolve(filter) === path.resolve(spec) || new RegExp(filter).test(spec);
    } catch {
      return true; // not a pattern: counted as matching, so at worst a server too many starts
    }
  };
  return specs.filter((spec) => filters.some((f) => matches(f, spec))).length;
}

if (!fs.existsSync('/usr/bin/chromium')) {
  console.error('End-to-end tests need Debian\'s Chromium: apt-get install -y chromium');
  process.exit(1);
}
const wanted = Number(process.env.E2E_WORKERS ?? 2);
if (!Number.isInteger(wanted) || wanted < 1) {
  console.error(`E2E_WORKERS must be a whole number from 1 up; it is "${process.env.E2E_WORKERS}".`);
  process.exit(1);
}
const workers = Math.max(1, Math.min(wanted, selectedSpecs()));

// E2E_SKIP_BUILD=1 reuses an admin built before (dist/), to rerun specs quickly while working on them.
if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// GPS lookups go to a local Nominatim; machine translation stays unconfigured, as on a fresh install.
const geocoder = await fakeNominatim();
// Started side by side: each seeds its own database, and the health checks wait together.
const started = await Promise.allSettled(Array.from({ length: workers }, () => startE2eServer({ password: E2E_PASSWORD, geocoderUrl: geocoder.url })));
const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
const stopAll = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  geocoder.close();
};
const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
if (failed) {
  console.error(failed.reason instanceof Error ? failed.reason.message : failed.reason);
  await stopAll();
  process.exit(1);
}
console.log(`End-to-end: ${workers === 1 ? 'one worker and its server' : `${workers} workers, each with its own server`} (${servers.map((s) => s.server.baseURL).join(', ')})`);

// Not spawnSync: the local geocoder and providers answer from this process's event loop while Playwright runs.
const playwright = spawn('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env: { ...process.env, E2E_SERVERS: JSON.stringify(servers.map((s) => s.server)) } });
const status = await new Promise<number | null>((resolve) => playwright.on('exit', (code) => resolve(code)));
await stopAll();
process.exit(status ?? 1);
