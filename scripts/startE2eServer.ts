import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fakePosServer } from '../tests/e2e/fakePosServer';
import { fakeSepa } from '../tests/e2e/fakeSepa';
import { fakeDelfi } from '../tests/helpers/fakeDelfi';
import { providerServer } from '../tests/helpers/providerServer';
import type { E2eServer } from '../tests/e2e/workerServer';
import { smtpSink } from '../tests/helpers/smtpSink';

const E2E_DELFI_KEY = 'delfi-e2e-key';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * One end-to-end server (admin + API in one process) on a fresh SQLite database in its own data
 * directory, with its own SMTP sink, its own POS providers and its own SEPA/PayPal provider: the provider keeps payments
 * by idempotency key, and two fresh databases can make the same key, so sharing one would let a
 * worker's payment answer the other's; likewise its own delivery-information service, which keeps
 * venue records by venue id. The geocoder holds no state and is shared (geocoderUrl).
 * Resolves once the server answers its health check; stop() ends it and removes its files. The
 * process is also ended when this one exits, however it exits.
 */
export async function startE2eServer(opts: { password: string; geocoderUrl: string }): Promise<{ server: E2eServer; stop(): Promise<void> }> {
  const sepaProvider = await fakeSepa();
  const posProviders = await fakePosServer();
  const delfi = fakeDelfi(E2E_DELFI_KEY);
  const delfiServer = await providerServer((req) => delfi.answer(req));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-'));
  const port = await freePort();
  // Mail goes to a local SMTP server that writes each message to mailDir (invoices sent by e-mail).
  const mailDir = path.join(dataDir, 'mails');
  fs.mkdirSync(mailDir);
  const smtp = await smtpSink(mailDir);
  const proc = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: opts.password, DATABASE_URL: '', GEOCODER_URL: opts.geocoderUrl, TRANSLATOR_URL: '', SMTP_URL: smtp.url, ...sepaProvider.env, ...posProviders.env, DELFI_API_URL: delfiServer.url, DELFI_API_KEY: E2E_DELFI_KEY },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  let stopping = false;
  // A server that ends before the run does makes every later test fail at once: say why.
  proc.on('exit', (code, signal) => {
    if (!stopping) console.error(`The end-to-end server on port ${port} ended during the run (${signal ?? `exit code ${code}`}).`);
  });
  const kill = () => {
    stopping = true;
    try {
      process.kill(-proc.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.on('exit', kill);
  const stop = async () => {
    kill();
    await sepaProvider.close();
    await posProviders.close();
    await delfiServer.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`${baseURL}/api/health`).then((r) => r.ok, () => false);
  }
  if (!up) {
    await stop();
    throw new Error(`The server on port ${port} did not start within 60 s.`);
  }
  return { server: { baseURL, dataDir, mailDir }, stop };
}
