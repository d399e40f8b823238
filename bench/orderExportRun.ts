/**
 * The order CSV export of 1,000,000 orders (DESIGN.md budgets: streamed, at most 150 MB RSS above
 * idle), on SQLite and, when one answers, PostgreSQL. This process writes the orders (as the
 * sales bench does), then starts the server in a child process (bench/orderExportServer.ts) and
 * fetches `GET v1/export/{venue}/csv` over HTTP; the child runs with the server's V8 flags
 * (serverNodeFlags), as `npm start` runs the server. The child's memory is read from the kernel: its
 * RSS once idle (after a warm-up export of no rows), then its high-water mark (VmHWM, reset to
 * the idle RSS through /proc/<pid>/clear_refs just before the export) and RSS sampled every 5 ms
 * during it, with its anonymous (RssAnon: heap, buffers, SQLite's page cache) and file-backed
 * (RssFile) parts: on SQLite the database file is mapped (mmap_size 1 GB, createDb.ts), so every
 * page the export reads is counted in RSS as mapped page cache, shared and dropped by the kernel
 * under pressure. Prints one JSON line (`npx tsx bench/orderExportRun.ts`; `--only sqlite` or
 * `--only postgres` measures one database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createDb, type DbOptions } from '../src/server/db/createDb';
import { seedDemo } from '../src/server/seed/seedDemo';
import { serverNodeFlags } from '../src/server/serverNodeFlags';
import { writeBenchOrders } from './benchOrders';
import { postgresUrl } from './postgresUrl';

const ORDERS = Number(process.env.BENCH_EXPORT_ORDERS ?? 1_000_000);

export interface OrderExportFigures {
  dialect: 'sqlite' | 'postgres';
  orders: number;
  /** data lines in the file (orders of the venue, the seed's included) */
  lines: number;
  ms: number;
  mb: number;
  idleRssMb: number;
  peakRssMb: number;
  /** peak RSS above idle, everything the kernel counts (the mapped database file too) */
  growthMb: number;
  /** peak anonymous RSS above idle: the server's own memory (JS heap, buffers, SQLite's page cache) */
  anonGrowthMb: number;
  /** peak file-backed RSS above idle: pages of mapped files (SQLite's database file) */
  fileGrowthMb: number;
  /** how the peak was read: the kernel's high-water mark after a reset, or sampling only */
  peakSource: 'VmHWM' | 'sampled';
}

const MB = 1024 * 1024;
/** a /proc/<pid>/status field in bytes */
const procKb = (pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile') => {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(m[1]) * 1024;
};

function startServer(db: DbOptions): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', 'bench/orderExportServer.ts'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, BENCH_DB: JSON.stringify(db) } });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (l) => l.startsWith('{') && resolve({ child, port: JSON.parse(l).port }));
    child.on('exit', (code) => reject(new Error(`the export server exited with ${code}`)));
  });
}

/** GET over HTTP, counting bytes and lines as they arrive (the body is never kept). */
function fetchCounted(port: number, url: string, token: string): Promise<{ bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: url, headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
      let bytes = 0;
      let lines = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      res.on('end', () => resolve({ bytes, lines }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function login(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'Bench1234' }) });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function run(dialect: 'sqlite' | 'postgres', dbOptions: DbOptions): Promise<OrderExportFigures> {
  const db = await createDb(dbOptions);
  const { app, services } = await buildApp({ db, jobs: 'manual' });
  await seedDemo(services, 'Bench1234');
  const venueRow = await db.kysely.selectFrom('venue').select(['_id', 'customer_group']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  const venue = venueRow._id as string;
  await writeBenchOrders(db, venue, venueRow.customer_group as string, ORDERS);
  await app.close();
  await db.close();

  const { child, port } = await startServer(dbOptions);
  const pid = child.pid!;
  try {
    const token = await login(port);
    // warm-up: the route, its schemas and the list's statements ready, no rows written
    await fetchCounted(port, `/api/v1/export/${venue}/csv?lang=de&createdAt[gte]=2100-01-01T00:00:00.000Z`, token);
    await new Promise((r) => setTimeout(r, 1000));
    const idle = procKb(pid, 'VmRSS');
    const idleAnon = procKb(pid, 'RssAnon');
    const idleFile = procKb(pid, 'RssFile');
    let peakSource: OrderExportFigures['peakSource'] = 'VmHWM';
    try {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      peakSource = 'sampled';
    }
    let sampled = idle;
    let anon = idleAnon;
    let file = idleFile;
    const timer = setInterval(() => {
      try {
        sampled = Math.max(sampled, procKb(pid, 'VmRSS'));
        anon = Math.max(anon, procKb(pid, 'RssAnon'));
        file = Math.max(file, procKb(pid, 'RssFile'));
      } catch { /* the child is gone: the fetch fails and says so */ }
    }, 5);
    const start = performance.now();
    const got = await fetchCounted(port, `/api/v1/export/${venue}/csv?lang=de`, token);
    const ms = performance.now() - start;
    clearInterval(timer);
    const peak = Math.max(sampled, peakSource === 'VmHWM' ? procKb(pid, 'VmHWM') : 0);
    return {
      dialect, orders: ORDERS, lines: got.lines - 1, ms, mb: got.bytes / MB, idleRssMb: idle / MB, peakRssMb: peak / MB, growthMb: (peak - idle) / MB,
      anonGrowthMb: (anon - idleAnon) / MB, fileGrowthMb: (file - idleFile) / MB, peakSource,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-order-export-'));
const out: { sqlite: OrderExportFigures | null; postgres: OrderExportFigures | null; postgresNote?: string } = { sqlite: null, postgres: null };
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
try {
  if (only !== 'postgres') {
    out.sqlite = await run('sqlite', { sqliteFile: path.join(dir, 'orders.sqlite') });
    console.error(`order export bench, SQLite: ${JSON.stringify(out.sqlite)}`);
  }
  const pgUrl = only === 'sqlite' ? { url: null, reason: 'not asked for (--only sqlite)' } : await postgresUrl();
  if (pgUrl.url) {
    const schema = `bench_export_${randomBytes(4).toString('hex')}`;
    try {
      out.postgres = await run('postgres', { databaseUrl: pgUrl.url, pgSchema: schema });
      console.error(`order export bench, PostgreSQL: ${JSON.stringify(out.postgres)}`);
    } finally {
      const client = new pg.Client({ connectionString: pgUrl.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  } else out.postgresNote = pgUrl.reason;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(JSON.stringify(out));
process.exit(0);
