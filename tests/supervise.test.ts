import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../src/server/serverNodeFlags';
import { waitFor } from './helpers/waitFor';

/**
 * `npm start` and `npm run serve` run the server under scripts/supervise.ts: a server process
 * that dies is started again, and stopping the supervisor stops the server.
 */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
let supervisor: ChildProcess | null = null;

afterAll(() => {
  if (supervisor && supervisor.exitCode === null) supervisor.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the supervisor', () => {
  it('is what npm start and npm run serve run', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe('vite build && tsx scripts/supervise.ts');
    expect(scripts.serve).toBe('tsx scripts/supervise.ts');
  });

  it('starts the server again after it is killed, and stops it when told to stop', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Supervised-Start-1', LOG_LEVEL: 'error' };
    delete env.DATABASE_URL;
    const proc = spawn(process.execPath, ['--import', tsxLoader, 'scripts/supervise.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    supervisor = proc;
    const pids: number[] = [];
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      for (const m of chunk.toString().matchAll(/server started \(pid (\d+)\)/g)) pids.push(Number(m[1]));
    };
    proc.stdout!.on('data', collect);
    proc.stderr!.on('data', collect);
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));

    const health = async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        return res.status === 200 ? await res.json() : null;
      } catch {
        return null;
      }
    };
    expect(await waitFor(health, 90_000).catch(() => output)).toEqual({ ok: true });
    expect(pids).toHaveLength(1);
    const [first] = pids;
    // the server runs with its heap's sizing (serverNodeFlags), ahead of the script it runs
    const args = fs.readFileSync(`/proc/${first}/cmdline`, 'utf8').split('\0');
    expect(args.slice(1, 1 + serverNodeFlags.length)).toEqual([...serverNodeFlags]);

    process.kill(first, 'SIGKILL');
    await waitFor(() => !alive(first), 10_000);
    await waitFor(() => pids.length === 2, 30_000);
    expect(await waitFor(health, 90_000).catch(() => output)).toEqual({ ok: true });
    expect(output).toContain('server ended (SIGKILL)');
    const second = pids[1];
    expect(second).not.toBe(first);

    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(alive(second)).toBe(false);
    expect(pids).toHaveLength(2);
  }, 240_000);
});
