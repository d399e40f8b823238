/**
 * Copying a venue with 10,000 articles (full copy: foodcard, tables, printers) as the sync job
 * worker runs it, through the full server (the start call checks and queues, the worker copies,
 * re-maps and audits), on SQLite and on PostgreSQL; then syncing that venue to 10 slaves
 * (venue-only copies, so the first sync creates the whole foodcard in each: the worst case).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createDb, type Db } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { seedDemo } from '../src/server/seed/seedDemo';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const SLAVES = Number(process.env.BENCH_SLAVES ?? 10);

export interface VenueCopyFigures {
  dialect: 'sqlite' | 'postgres';
  articles: number;
  /** from the start call to the job's end */
  copyMs: number;
  /** records the copy created */
  records: number;
  slaves: number;
  /** master-to-slaves sync, delete mode hard, from the start call to the job's end */
  syncMs: number;
  /** records the sync created in the slaves */
  syncRecords: number;
}

async function openDb(dialect: VenueCopyFigures['dialect'], databaseUrl?: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-copy-'));
    const db = await createDb({ sqliteFile: path.join(dir, 'copy.sqlite') });
    return { db, drop: async () => { await db.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
  }
  const schema = `bench_copy_${randomBytes(4).toString('hex')}`;
  const db = await createDb({ databaseUrl, pgSchema: schema });
  return {
    db,
    async drop() {
      await db.close();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

export async function venueCopyBench(dialect: VenueCopyFigures['dialect'], databaseUrl?: string): Promise<VenueCopyFigures> {
  const { db, drop } = await openDb(dialect, databaseUrl);
  const { app, services } = await buildApp({ db, jobs: 'manual', environments: { current: 'dev', others: {} } });
  try {
    await seedDemo(services, 'Bench1234');
    const call = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<any> => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body ? { payload: body as object } : {}) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return JSON.parse(res.body);
    };
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'admin@example.com', password: 'Bench1234' } });
    const token = JSON.parse(login.body).token as string;
    const venue = (await call(token, 'GET', '/api/v1/general/venue/list?readableId[]=BM01')).data[0]._id as string;
    const category = (await call(token, 'GET', `/api/v1/foodcard/category/venue/${venue}`)).data[0]._id as string;
    const group = (await db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', venue).executeTakeFirstOrThrow()).customer_group;
    // Realistic documents written straight to the table (a seed, not the thing measured).
    const at = new Date().toISOString();
    const rows = Array.from({ length: ARTICLES }, (_, i) => {
      const doc: Record<string, unknown> = {
        venue, category, number: `A${String(i).padStart(5, '0')}`, price: 3 + (i % 40) / 4,
        name: { de: `Gericht Nr. ${i}`, en: `Dish ${i}` }, prices: { inside: 5, takeaway: 5, delivery: 5.5 },
        allergens: ['gluten_wheat', 'milk'], additives: [1, 2], visible: true, isActive: true, sortOrder: i, taxInside: 19, taxTakeaway: 7,
      };
      doc.search = searchText(doc);
      return { _id: newId(), venue, customer_group: group, created_at: at, updated_at: at, deleted_at: null, doc: JSON.stringify(doc) };
    });
    for (let i = 0; i < rows.length; i += 500) await db.kysely.insertInto('article').values(rows.slice(i, i + 500)).execute();

    const started = performance.now();
    const job = (await call(token, 'POST', '/api/v1/sync/venue/copy', { venue, name: 'Bench copy' })).data;
    while (await services.syncJobs.tick()) { /* the one job */ }
    const copyMs = performance.now() - started;
    const done = (await call(token, 'GET', `/api/v1/sync/jobs/${job._id}`)).data;
    if (done.status !== 'done') throw new Error(`the copy ended ${done.status}: ${done.error ?? ''}`);
    const created = (j: { entries: { action?: string; count?: number }[] }) => j.entries.filter((e) => e.action === 'created').reduce((n, e) => n + (e.count ?? 0), 0);
    const records = created(done);

    const slaves: string[] = [];
    for (let i = 0; i < SLAVES; i++) slaves.push((await call(token, 'POST', '/api/v1/sync/venue/copy/venue-only', { venue, name: `Bench slave ${i + 1}` })).data.targetVenue);
    while (await services.syncJobs.tick()) { /* the slaves */ }
    const syncStarted = performance.now();
    const sync = (await call(token, 'POST', '/api/v1/sync', { venue, slaves, deleteMode: 'hard' })).data;
    while (await services.syncJobs.tick()) { /* the one job */ }
    const syncMs = performance.now() - syncStarted;
    const synced = (await call(token, 'GET', `/api/v1/sync/jobs/${sync._id}`)).data;
    if (synced.status !== 'done') throw new Error(`the sync ended ${synced.status}: ${synced.error ?? ''}`);
    return { dialect, articles: ARTICLES, copyMs, records, slaves: SLAVES, syncMs, syncRecords: created(synced) };
  } finally {
    await app.close();
    await drop();
  }
}
