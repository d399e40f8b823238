/**
 * The two servers of the list benchmark, in a process of their own so the load generator does
 * not share their event loop: the full server (auth, tenant scope, filters, sort, paging,
 * serialization) and a bare route over an equivalent plain table of the same database
 * (BENCH_DIALECT sqlite: Fastify + better-sqlite3; postgres: Fastify + pg on BENCH_PG_URL, in a
 * schema of its own that is dropped at the end). BENCH_ROWS rows over 40 venues.
 * Prints one JSON line { fullUrl, bareUrl, token, rows, deep } when both listen, or
 * { error } when the setup failed; stops on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { createDb, type Db } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { seedDemo } from '../src/server/seed/seedDemo';
import { deepPagePaths } from './deepPagePaths';
import { HAND_WRITTEN_PATH, handWrittenList } from './handWrittenList';
import { pgBareList } from './pgBareList';
import { sqliteBareList, type BareList } from './sqliteBareList';

const DIALECT = process.env.BENCH_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PG_URL = process.env.BENCH_PG_URL ?? '';
const VENUES = 40;
const LIMIT = 25;
const DEEP_PAGE = 600;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const schema = `bench_list_${process.pid}`;
let db: Db | undefined;
let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
let bare: BareList | undefined;

async function cleanUp() {
  await app?.close().catch(() => undefined);
  await bare?.close().catch(() => undefined);
  await db?.close().catch(() => undefined);
  fs.rmSync(dir, { recursive: true, force: true });
  if (DIALECT === 'postgres') {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

// Registered first: the parent may give up during a long seed, and the schema must still go.
process.on('SIGTERM', async () => {
  await cleanUp().catch((e) => console.error(`bench cleanup: ${e}`));
  process.exit(0);
});

try {
  db = await createDb(DIALECT === 'postgres' ? { databaseUrl: PG_URL, pgSchema: schema } : { sqliteFile: path.join(dir, 'full.sqlite') });
  const built = await buildApp({ db, jobs: 'manual', routes: handWrittenList });
  app = built.app;
  await seedDemo(built.services, 'Bench1234');
  const group = (await db.kysely.selectFrom('customer_group').select('_id').executeTakeFirstOrThrow())._id as string;

  // Extra venues of the demo group; the bare list module writes the rows to both tables.
  const at = new Date().toISOString();
  const venues: string[] = [];
  for (let v = 0; v < VENUES; v++) {
    const id = newId();
    venues.push(id);
    await db.kysely.insertInto('venue').values({
      _id: id, venue: id, customer_group: group, created_at: at, updated_at: at, deleted_at: null,
      doc: JSON.stringify({ name: `Bench venue ${v}`, readableId: `BV${v}`, customerGroup: group }),
    }).execute();
  }
  // Written behind the items service's back: the principals it caches (the demo seed signed the
  // manager in for its own records) learn of the new venues only when told.
  built.services.principals.invalidate();
  const seedStart = performance.now();
  bare = DIALECT === 'postgres'
    ? await pgBareList(db, { url: PG_URL, schema, rows: ROWS, venues, group })
    : await sqliteBareList(db, { dir, rows: ROWS, venues, group });
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
  const token = JSON.parse(login.body).token as string;
  if (!token) throw new Error(`login failed: ${login.statusCode} ${login.body.slice(0, 200)}`);
  await app.listen({ host: '127.0.0.1', port: 0 });
  await bare.app.listen({ host: '127.0.0.1', port: 0 });
  const listBase = `/api/v1/general/venue/${venues[7]}/tables?active[]=true&sort=number&direction=asc&limit=${LIMIT}`;
  const fullPath = `${listBase}&page=3`;
  const barePath = `/bare/${venues[7]}`;
  const handPath = HAND_WRITTEN_PATH.replace(':venue', venues[7]);

  // Same answer from both, or the comparison means nothing.
  const a = JSON.parse((await app.inject({ url: fullPath, headers: { authorization: `Bearer ${token}` } })).body);
  const b = JSON.parse((await bare.app.inject({ url: barePath })).body);
  const h = JSON.parse((await app.inject({ url: handPath, headers: { authorization: `Bearer ${token}` } })).body);
  for (const [name, other] of [['bare', b], ['hand-written', h]] as const) {
    if (a.total !== other.total || a.data?.map((r: any) => r._id).join() !== other.data?.map((r: any) => r._id).join()) {
      throw new Error(`full and ${name} routes disagree: total ${a.total} vs ${other.total}`);
    }
  }
  // Page 600, or the last page when the venue has fewer (fewer rows than 1M).
  const deep = await deepPagePaths(app, token, listBase, Math.max(1, Math.min(DEEP_PAGE, Math.ceil(a.total / LIMIT))));

  const origin = (s: { server: import('node:http').Server }) => `http://127.0.0.1:${(s.server.address() as { port: number }).port}`;
  const full = origin(app);
  console.log(JSON.stringify({
    fullUrl: full + fullPath, bareUrl: origin(bare.app) + barePath, handUrl: full + handPath, token, rows: ROWS, seedSeconds,
    deep: { ...deep, firstUrl: full + deep.firstPath, deepUrl: full + deep.deepPath, offsetUrl: full + deep.offsetPath },
  }));
} catch (e) {
  console.log(JSON.stringify({ error: e instanceof Error ? e.message : String(e) }));
  await cleanUp().catch(() => undefined);
  process.exit(1);
}
