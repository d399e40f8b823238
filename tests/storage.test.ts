import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldExprSql } from '../src/server/db/fieldExpr';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  // Realistic statistics: 40 venues × 100 tables, so the planners choose by selectivity.
  const now = new Date().toISOString();
  const rows = Array.from({ length: 4000 }, (_, i) => ({
    _id: i.toString(16).padStart(24, '0'), venue: `v${i % 40}`, customer_group: 'g', created_at: now, updated_at: now, deleted_at: null,
    doc: JSON.stringify({ venue: `v${i % 40}`, number: String(i), active: i % 3 === 0 }),
  }));
  for (let i = 0; i < rows.length; i += 500) await t.db.kysely.insertInto('table').values(rows.slice(i, i + 500)).execute();
  await sql.raw('analyze').execute(t.db.kysely);
});
afterAll(() => t.close());

/** The plan of a query, as one lowercase string. */
async function plan(query: string): Promise<string> {
  const k = t.db.kysely;
  if (onPostgres) {
    const rows = await sql.raw(`explain ${query}`).execute(k);
    return rows.rows.map((r: any) => r['QUERY PLAN']).join('\n').toLowerCase();
  }
  const rows = await sql.raw(`explain query plan ${query}`).execute(k);
  return rows.rows.map((r: any) => r.detail).join('\n').toLowerCase();
}

describe('indexes derived from the registry', () => {
  it('a tenant-scoped, filtered list sorted by an indexed field uses the (venue, field) index', async () => {
    const table = t.services.registry.get('table')!;
    const number = fieldExprSql(table, 'number', t.db.dialect);
    const p = await plan(`select * from "table" where "deleted_at" is null and "venue" in ('v1', 'v2') and ${number} = '5' order by ${number} desc, "_id" desc limit 25`);
    // Either (venue, number) index serves: the unique one or the x-index one.
    expect(p).toMatch(/[iu]x_table_venue_number/);
    expect(p).not.toContain('seq scan');
    expect(p).not.toMatch(/^scan table$/m);
  });

  it('the default createdAt sort of a venue list uses the (venue, created_at) index', async () => {
    const p = await plan(`select * from "table" where "deleted_at" is null and "venue" = 'v1' order by "created_at" desc, "_id" desc limit 25`);
    expect(p).toContain('ix_table_venue_createdat__id');
    expect(p).not.toContain('temp b-tree');
  });

  it('unique fields are partial unique indexes among live rows', async () => {
    const k = t.db.kysely;
    const def = onPostgres
      ? (await sql<{ d: string }>`select indexdef as d from pg_indexes where indexname = 'ux_user_email'`.execute(k)).rows[0]?.d
      : (await sql<{ d: string }>`select sql as d from sqlite_master where name = 'ux_user_email'`.execute(k)).rows[0]?.d;
    expect(def).toMatch(/unique index/i);
    expect(def).toMatch(/deleted_at"? is null/i);
  });
});
