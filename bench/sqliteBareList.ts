/**
 * SQLite side of the list bench: writes `rows` tables spread over `venues` straight into the
 * product's "table" (the full server's) and into a plain table of real columns, and returns the
 * hand-written route over the plain table: bare Fastify + better-sqlite3, the yardstick.
 */
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import Fastify from 'fastify';
import type { Db } from '../src/server/db/createDb';
import { newId } from '../src/server/crud/newId';
import { loadWithoutIndexes } from './loadWithoutIndexes';

export interface BareList {
  app: ReturnType<typeof Fastify>;
  close(): Promise<void>;
}

export async function sqliteBareList(db: Db, opts: { dir: string; rows: number; venues: string[]; group: string }): Promise<BareList> {
  const { rows, venues, group } = opts;
  const raw = db.sqlite!;
  const bare = new SqliteDatabase(path.join(opts.dir, 'bare.sqlite'));
  bare.pragma('journal_mode = WAL');
  bare.exec('CREATE TABLE plain (id TEXT PRIMARY KEY, venue TEXT, number TEXT, description TEXT, active INTEGER, tags TEXT, created_at TEXT, updated_at TEXT)');
  const insFull = raw.prepare('INSERT INTO "table" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc) VALUES (?, ?, ?, ?, ?, NULL, ?)');
  const insBare = bare.prepare('INSERT INTO plain VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const now = Date.now();
  const digits = String(rows).length;
  await loadWithoutIndexes(db, 'table', async () => {
    raw.transaction(() => {
      bare.transaction(() => {
        for (let i = 0; i < rows; i++) {
          const id = newId();
          const venue = venues[i % venues.length];
          const at = new Date(now - i * 1000).toISOString();
          const doc = { venue, number: String(i).padStart(digits, '0'), description: `Table ${i}`, active: i % 3 !== 0, tags: ['inside'] };
          insFull.run(id, venue, group, at, at, JSON.stringify(doc));
          insBare.run(id, venue, doc.number, doc.description, doc.active ? 1 : 0, JSON.stringify(doc.tags), at, at);
        }
      })();
    })();
  });
  bare.exec('CREATE INDEX plain_venue_active_number ON plain (venue, active, number, id); ANALYZE');

  const app = Fastify();
  const page = bare.prepare('SELECT * FROM plain WHERE venue = ? AND active = 1 ORDER BY number ASC, id ASC LIMIT 25 OFFSET 50');
  const count = bare.prepare('SELECT count(*) AS n FROM plain WHERE venue = ? AND active = 1');
  app.get('/bare/:venue', async (req) => {
    const venue = (req.params as { venue: string }).venue;
    const data = page.all(venue).map((r: any) => ({ _id: r.id, venue: r.venue, number: r.number, description: r.description, active: !!r.active, tags: JSON.parse(r.tags), createdAt: r.created_at, updatedAt: r.updated_at, deletedAt: null }));
    return { data, total: (count.get(venue) as { n: number }).n, page: 3, limit: 25 };
  });
  return { app, close: async () => { await app.close(); bare.close(); } };
}
