/**
 * The two servers of the list benchmark, in a process of their own so the load generator does
 * not share their event loop: the full server (auth, tenant scope, filters, sort, paging,
 * serialization) and a bare Fastify + better-sqlite3 route over an equivalent plain table.
 * Prints one JSON line { fullUrl, bareUrl, token } when both listen; stops on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { createDb } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { seedDemo } from '../src/server/seed/seedDemo';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const VENUES = 40;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
const db = await createDb({ sqliteFile: path.join(dir, 'full.sqlite') });
const { app, services } = await buildApp({ db });
await seedDemo(services, 'Bench1234');
const group = (await db.kysely.selectFrom('customer_group').select('_id').executeTakeFirstOrThrow())._id;

// Extra venues of the demo group, then the rows, written straight to both databases.
const now = Date.now();
const venues: string[] = [];
for (let v = 0; v < VENUES; v++) {
  const id = newId();
  venues.push(id);
  await db.kysely.insertInto('venue').values({
    _id: id, venue: id, customer_group: group, created_at: new Date(now).toISOString(), updated_at: new Date(now).toISOString(), deleted_at: null,
    doc: JSON.stringify({ name: `Bench venue ${v}`, readableId: `BV${v}`, customerGroup: group }),
  }).execute();
}
const raw = db.sqlite!;
const bare = new SqliteDatabase(path.join(dir, 'bare.sqlite'));
bare.pragma('journal_mode = WAL');
bare.exec(`CREATE TABLE plain (id TEXT PRIMARY KEY, venue TEXT, number TEXT, description TEXT, active INTEGER, tags TEXT, created_at TEXT, updated_at TEXT);
  CREATE INDEX plain_venue_active_number ON plain (venue, active, number, id);`);
const insFull = raw.prepare('INSERT INTO "table" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc) VALUES (?, ?, ?, ?, ?, NULL, ?)');
const insBare = bare.prepare('INSERT INTO plain VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
raw.transaction(() => {
  bare.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const id = newId();
      const venue = venues[i % VENUES];
      const at = new Date(now - i * 1000).toISOString();
      const doc = { venue, number: String(i).padStart(6, '0'), description: `Table ${i}`, active: i % 3 !== 0, tags: ['inside'] };
      insFull.run(id, venue, group, at, at, JSON.stringify(doc));
      insBare.run(id, venue, doc.number, doc.description, doc.active ? 1 : 0, JSON.stringify(doc.tags), at, at);
    }
  })();
})();
raw.exec('ANALYZE');
bare.exec('ANALYZE');

const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'manager@example.com', password: 'Bench1234' } });
const token = JSON.parse(login.body).token as string;
await app.listen({ host: '127.0.0.1', port: 0 });
const fullPath = `/api/v1/general/venue/${venues[7]}/tables?active[]=true&sort=number&direction=asc&page=3&limit=25`;

const bareApp = Fastify();
const page = bare.prepare('SELECT * FROM plain WHERE venue = ? AND active = 1 ORDER BY number ASC, id ASC LIMIT 25 OFFSET 50');
const count = bare.prepare('SELECT count(*) AS n FROM plain WHERE venue = ? AND active = 1');
bareApp.get('/bare/:venue', async (req) => {
  const venue = (req.params as { venue: string }).venue;
  const data = page.all(venue).map((r: any) => ({ _id: r.id, venue: r.venue, number: r.number, description: r.description, active: !!r.active, tags: JSON.parse(r.tags), createdAt: r.created_at, updatedAt: r.updated_at, deletedAt: null }));
  return { data, total: (count.get(venue) as { n: number }).n, page: 3, limit: 25 };
});
await bareApp.listen({ host: '127.0.0.1', port: 0 });
const barePath = `/bare/${venues[7]}`;

// Same answer from both, or the comparison means nothing.
const a = JSON.parse((await app.inject({ url: fullPath, headers: { authorization: `Bearer ${token}` } })).body);
const b = JSON.parse((await bareApp.inject({ url: barePath })).body);
if (a.total !== b.total || a.data.map((r: any) => r._id).join() !== b.data.map((r: any) => r._id).join()) {
  throw new Error(`full and bare routes disagree: ${a.total} vs ${b.total}`);
}

const port = (s: typeof app.server) => (s.address() as { port: number }).port;
console.log(JSON.stringify({ fullUrl: `http://127.0.0.1:${port(app.server)}${fullPath}`, bareUrl: `http://127.0.0.1:${port(bareApp.server)}${barePath}`, token, rows: ROWS }));

process.on('SIGTERM', async () => {
  await app.close();
  await bareApp.close();
  await db.close();
  bare.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
