/**
 * A year of sales statistics for a venue with 1,000,000 orders (issue 27: at most 300 ms p50), on
 * SQLite and, when one answers, PostgreSQL, through the full server in this process: the orders
 * (and a payment with a refund for every twentieth) are written straight to the tables as an
 * import would, so the roll-up's triggers run for each row; then the venue's analytics call
 * (a year by day, with the previous year beside it) and statistic/sales (by month) are timed.
 * Prints the write cost and the calls' p50/p99 as one JSON line (`npx tsx bench/salesRun.ts`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createDb, type DbOptions } from '../src/server/db/createDb';
import { seedDemo } from '../src/server/seed/seedDemo';
import { postgresUrl } from './postgresUrl';
import { writeBenchOrders } from './benchOrders';

const ORDERS = Number(process.env.BENCH_SALES_ORDERS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_SALES_RUNS ?? 40);

export interface SalesRunFigures {
  dialect: 'sqlite' | 'postgres';
  orders: number;
  /** writing the orders with the roll-up's triggers, per 1,000 orders */
  writeMsPer1k: number;
  rollupRows: number;
  yearByDay: { p50: number; p99: number };
  yearByMonth: { p50: number; p99: number };
}

const pct = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor((list.length * p) / 100))];

async function run(dialect: 'sqlite' | 'postgres', dbOptions: DbOptions): Promise<SalesRunFigures> {
  const db = await createDb(dbOptions);
  const { app, services } = await buildApp({ db, jobs: 'manual' });
  try {
    await seedDemo(services, 'Bench1234');
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@example.com', password: 'Bench1234' } });
    const token = JSON.parse(login.body).token as string;
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const venueRow = await db.kysely.selectFrom('venue').select(['_id', 'customer_group']).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
    const venue = venueRow._id as string;
    const t0 = performance.now();
    await writeBenchOrders(db, venue, venueRow.customer_group as string, ORDERS);
    const writeMsPer1k = (performance.now() - t0) / (ORDERS / 1000);
    if (dialect === 'postgres') await sql`ANALYZE "sales_daily"`.execute(db.kysely);
    const rollupRows = Number((await db.kysely.selectFrom('sales_daily').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const time = async (url: string) => {
      await get(url);
      const ms: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        const s = performance.now();
        await get(url);
        ms.push(performance.now() - s);
      }
      return { p50: pct(ms, 50), p99: pct(ms, 99) };
    };
    const check = await get(`/api/v1/statistic/analytics/${venue}/?from=2025-01-01&to=2025-12-31`);
    if (check.data.totals.orderCount < ORDERS * 0.9) throw new Error(`the year counts ${check.data.totals.orderCount} orders`);
    const yearByDay = await time(`/api/v1/statistic/analytics/${venue}/?from=2025-01-01&to=2025-12-31&groupBy=day`);
    const yearByMonth = await time(`/api/v1/statistic/sales/?from=2025-01-01&to=2025-12-31&groupBy=month&venue=${venue}`);
    return { dialect, orders: ORDERS, writeMsPer1k, rollupRows, yearByDay, yearByMonth };
  } finally {
    await app.close();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sales-'));
const out: { sqlite: SalesRunFigures | null; postgres: SalesRunFigures | null; postgresNote?: string } = { sqlite: null, postgres: null };
try {
  out.sqlite = await run('sqlite', { sqliteFile: path.join(dir, 'sales.sqlite') });
  console.error(`sales bench, SQLite: ${JSON.stringify(out.sqlite)}`);
  const pgUrl = await postgresUrl();
  if (pgUrl.url) {
    const schema = `bench_sales_${randomBytes(4).toString('hex')}`;
    try {
      out.postgres = await run('postgres', { databaseUrl: pgUrl.url, pgSchema: schema });
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
