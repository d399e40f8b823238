import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverNodeFlags } from '../src/server/serverNodeFlags';

/**
 * Runs the server (src/server/main.ts) as a child process and starts it again when it dies
 * abnormally (a crash, out of memory, killed by a signal it did not ask for), waiting 1 s before
 * the first restart and twice as long before each further one, up to 30 s; a run that lasted a
 * minute starts the wait at 1 s again. `npm start` and `npm run serve` run the server through it
 * (README "Running"). SIGINT, SIGTERM and SIGHUP are passed on to the server, and this process
 * ends with it; a server that ends with code 0 on its own is not restarted. Node has no built-in
 * restart on exit (`--watch` restarts on file changes), and a process manager is one more thing
 * to install where `npm start` should do. The server runs with serverNodeFlags (its heap's sizing).
 */
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 30_000;
const STABLE_MS = 60_000;

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const main = fileURLToPath(new URL('../src/server/main.ts', import.meta.url));

let child: ChildProcess | null = null;
let stopping = false;
let wait = FIRST_WAIT_MS;
let restart: NodeJS.Timeout | undefined;

function start(): void {
  const startedAt = Date.now();
  const server = spawn(process.execPath, [...serverNodeFlags, '--import', tsxLoader, main], { stdio: 'inherit', env: process.env });
  child = server;
  console.log(`supervise: server started (pid ${server.pid})`);
  server.on('exit', (code, signal) => {
    child = null;
    if (stopping || code === 0) process.exit(code ?? 0);
    if (Date.now() - startedAt >= STABLE_MS) wait = FIRST_WAIT_MS;
    console.error(`supervise: server ended (${signal ?? `exit code ${code}`}); starting it again in ${wait} ms`);
    restart = setTimeout(start, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopping = true;
    clearTimeout(restart);
    if (child) child.kill(signal);
    else process.exit(0);
  });
}

start();
