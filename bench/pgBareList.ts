/**
 * PostgreSQL side of the list bench: writes `rows` tables spread over `venues` into the
 * product's "table" (the full server's) with set-based INSERT … SELECT generate_series in
 * batches, copies them into a plain table of real columns, and returns the hand-written route
 * over it: bare Fastify + `pg` (the product's driver), the yardstick.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../src/server/db/createDb';
import { loadWithoutIndexes } from './loadWithoutIndexes';
import type { BareList } from './sqliteBareList';

const BATCH = 100_000;

export async function pgBareList(db: Db, opts: { url: string; schema: string; rows: number; venues: string[]; group: string }): Promise<BareList> {
  const { rows, venues, group } = opts;
  const digits = String(rows).length;
  const now = new Date().toISOString();
  await loadWithoutIndexes(db, 'table', async () => {
    for (let from = 0; from < rows; from += BATCH) {
      const to = Math.min(rows, from + BATCH) - 1;
      // ids are 24 hex characters like newId(); created_at counts back one second per row.
      await sql`INSERT INTO "table" (_id, venue, customer_group, created_at, updated_at, deleted_at, doc)
        SELECT id, venue, ${group}, at, at, NULL, jsonb_build_object('venue', venue, 'number', lpad(i::text, ${digits}, '0'),
          'description', 'Table ' || i, 'active', i % 3 <> 0, 'tags', jsonb_build_array('inside'))
        FROM (SELECT i, substr(md5('bench' || i), 1, 24) AS id, (${venues}::text[])[1 + i % ${venues.length}] AS venue,
          to_char((${now}::timestamptz - make_interval(secs => i)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
          FROM generate_series(${from}::int, ${to}::int) AS i) AS g`.execute(db.kysely);
    }
  });
  await sql`CREATE TABLE plain (id TEXT PRIMARY KEY, venue TEXT, number TEXT, description TEXT, active BOOLEAN, tags JSONB, created_at TEXT, updated_at TEXT)`.execute(db.kysely);
  await sql`INSERT INTO plain SELECT _id, venue, doc->>'number', doc->>'description', (doc->>'active')::boolean, doc->'tags', created_at, updated_at
    FROM "table" WHERE venue = ANY(${venues}::text[])`.execute(db.kysely);
  await sql`CREATE INDEX plain_venue_active_number ON plain (venue, active, number, id)`.execute(db.kysely);
  // VACUUM marks the pages all-visible, as autovacuum would have by now: index-only scans need it.
  await sql`VACUUM ANALYZE plain`.execute(db.kysely);

  const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: `-c search_path=${opts.schema}` });
  const app = Fastify();
  app.get('/bare/:venue', async (req) => {
    const venue = (req.params as { venue: string }).venue;
    const [page, count] = await Promise.all([
      pool.query({ name: 'bare_page', text: 'SELECT * FROM plain WHERE venue = $1 AND active ORDER BY number ASC, id ASC LIMIT 25 OFFSET 50', values: [venue] }),
      pool.query<{ n: number }>({ name: 'bare_count', text: 'SELECT count(*)::int AS n FROM plain WHERE venue = $1 AND active', values: [venue] }),
    ]);
    const data = page.rows.map((r) => ({ _id: r.id, venue: r.venue, number: r.number, description: r.description, active: r.active, tags: r.tags, createdAt: r.created_at, updatedAt: r.updated_at, deletedAt: null }));
    return { data, total: count.rows[0].n, page: 3, limit: 25 };
  });
  return { app, close: async () => { await app.close(); await pool.end(); } };
}
