/**
 * End-to-end run: builds the admin, starts the real server (admin + API in one process) on a
 * fresh SQLite database, runs Playwright against it in Debian's Chromium, stops the server.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fakeNominatim } from '../tests/e2e/fakeNominatim';
import { fakeSepa } from '../tests/e2e/fakeSepa';
import { smtpSink } from '../tests/helpers/smtpSink';

export const E2E_PASSWORD = 'Secret123';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

if (!fs.existsSync('/usr/bin/chromium')) {
  console.error('End-to-end tests need Debian\'s Chromium: apt-get install -y chromium');
  process.exit(1);
}
// E2E_SKIP_BUILD=1 reuses an admin built before (dist/), to rerun specs quickly while working on them.
if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// GPS lookups go to a local Nominatim; machine translation stays unconfigured, as on a fresh install.
const geocoder = await fakeNominatim();
// SEPA payments and PayPal onboarding go to one local provider server.
const sepaProvider = await fakeSepa();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
const port = await freePort();
// Mail goes to a local SMTP server that writes each message to E2E_MAIL_DIR (invoices sent by e-mail).
const mailDir = path.join(dataDir, 'mails');
fs.mkdirSync(mailDir);
const smtp = await smtpSink(mailDir);
const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_PASSWORD, DATABASE_URL: '', GEOCODER_URL: geocoder.url, TRANSLATOR_URL: '', SMTP_URL: smtp.url, ...sepaProvider.env },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
const base = `http://127.0.0.1:${port}`;
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

let up = false;
for (let i = 0; i < 120 && !up; i++) {
  await new Promise((r) => setTimeout(r, 500));
  up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
}
if (!up) {
  console.error('The server did not start within 60 s.');
  process.exit(1);
}
// Not spawnSync: the local geocoder answers from this process's event loop while Playwright runs.
// E2E_DATA_DIR lets a test arrange stored state the API cannot (tests/e2e/patchStoredDoc.ts).
const playwright = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: base, E2E_DATA_DIR: dataDir, E2E_MAIL_DIR: mailDir } });
const res = { status: await new Promise<number | null>((resolve) => playwright.on('exit', (code) => resolve(code))) };
stop();
geocoder.close();
await sepaProvider.close();
await smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(res.status ?? 1);
