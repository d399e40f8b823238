/**
 * List API throughput: loads the two servers of bench/listServers.ts (run in a child process, so
 * the load generator has its own core) one after the other with the same connections.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export async function listThroughput(): Promise<{ full: Figures; bare: Figures; rows: number }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=.bench'] : []), '--import', 'tsx', 'bench/listServers.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: child.stdout! });
      rl.on('line', (l) => l.startsWith('{') && resolve(l));
      child.on('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
    });
    const { fullUrl, bareUrl, token, rows } = JSON.parse(line);
    const full = await load(fullUrl, { authorization: `Bearer ${token}` });
    const bare = await load(bareUrl);
    return { full, bare, rows };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
