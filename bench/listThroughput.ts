/**
 * List API figures of one database at one size: loads the two servers of bench/listServers.ts
 * (run in a child process, so the load generator has its own core) one after the other with the
 * same 10 connections (autocannon: throughput, p50/p99 under load), then times the first page
 * against a deep page one request at a time (bench/pageLatency.ts).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { DeepPagePaths } from './deepPagePaths';
import { pageLatency } from './pageLatency';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Seeding a million rows takes minutes on a slow machine; past this the run is given up. */
const SETUP_TIMEOUT_MS = Number(process.env.BENCH_SETUP_MINUTES ?? 30) * 60_000;

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

type Latency = { p50: number; p99: number; runs: number };

export interface ListFigures {
  dialect: 'sqlite' | 'postgres';
  rows: number;
  /** both tables written, indexes built, statistics taken */
  seedSeconds: number;
  full: Figures;
  bare: Figures;
  /** the same page as a hand-written route of the product (bench/handWrittenList.ts) */
  hand: Figures;
  /** full ÷ bare throughput */
  ratio: number;
  /** full ÷ hand-written throughput: what the generic layer costs */
  handRatio: number;
  deep: { method: DeepPagePaths['method']; page: number; sameRows: boolean; first: Latency; deep: Latency; offset: Latency; ratio: number };
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, timeout: 30 }); // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, timeout: 30 });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx + r.timeouts };
}

export async function listThroughput(opts: { dialect: 'sqlite' | 'postgres'; rows: number; pgUrl?: string }): Promise<ListFigures> {
  const env = { ...process.env, BENCH_DIALECT: opts.dialect, BENCH_ROWS: String(opts.rows), BENCH_PG_URL: opts.pgUrl ?? '' };
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=.bench'] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'bench/listServers.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`servers not ready after ${SETUP_TIMEOUT_MS / 60_000} min of seeding`)), SETUP_TIMEOUT_MS);
      const rl = createInterface({ input: child.stdout! });
      rl.on('line', (l) => l.startsWith('{') && (clearTimeout(timer), resolve(l)));
      child.on('exit', (code) => (clearTimeout(timer), reject(new Error(`bench servers exited with ${code}`))));
    });
    const ready = JSON.parse(line);
    if (ready.error) throw new Error(ready.error);
    const headers = { authorization: `Bearer ${ready.token}` };
    const full = await load(ready.fullUrl, headers);
    const bare = await load(ready.bareUrl);
    const hand = await load(ready.handUrl, headers);
    const d = ready.deep;
    const [first, deep, offset] = await pageLatency([d.firstUrl, d.deepUrl, d.offsetUrl], headers, DURATION);
    return {
      dialect: opts.dialect, rows: ready.rows, seedSeconds: ready.seedSeconds, full, bare, hand, ratio: full.rps / bare.rps, handRatio: full.rps / hand.rps,
      deep: { method: d.method, page: d.page, sameRows: d.sameRows, first, deep, offset, ratio: deep.p50 / first.p50 },
    };
  } finally {
    process.off('exit', orphan);
    child.kill('SIGTERM');
    // A child stuck in a long statement gets a minute to drop its schema, then goes.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 60_000);
    await exited;
    clearTimeout(stuck);
  }
}
