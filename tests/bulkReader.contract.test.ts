import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/server/db/createDb';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

/**
 * The SQLite bulk reader (Db.bulk): a second connection to the same file that maps nothing, for
 * exports that read a whole table once. A PostgreSQL database maps no file and has none.
 */
describe.runIf(!onPostgres)('the SQLite bulk reader (SQLite only: PostgreSQL maps no file and has no bulk reader)', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bulk-reader-'));
    db = await createDb({ sqliteFile: path.join(dir, 'data.sqlite') });
    await db.kysely.schema.createTable('t').addColumn('n', 'integer').execute();
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads what the main connection committed, maps nothing and writes nothing', async () => {
    await db.kysely.insertInto('t').values([{ n: 1 }, { n: 2 }]).execute();
    const reader = await db.bulk!();
    expect(await db.bulk!()).toBe(reader);
    expect(await reader.kysely.selectFrom('t').select('n').orderBy('n').execute()).toEqual([{ n: 1 }, { n: 2 }]);
    expect(reader.sqlite!.pragma('mmap_size', { simple: true })).toBe(0);
    expect(db.sqlite!.pragma('mmap_size', { simple: true })).toBeGreaterThan(0);
    await expect(reader.kysely.insertInto('t').values({ n: 3 }).execute()).rejects.toThrow(/readonly|read-only|query_only/i);
    await db.kysely.insertInto('t').values({ n: 3 }).execute();
    expect((await reader.kysely.selectFrom('t').select('n').execute()).length).toBe(3);
    // an in-memory database has no second connection to the same data
    const memory = await createDb({ sqliteFile: ':memory:' });
    expect(memory.bulk).toBeUndefined();
    await memory.close();
  });
});

describe.runIf(!onPostgres)('an export on a SQLite file (SQLite only: PostgreSQL exports read on their one pool)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await testApp({ shared: true });
    admin = await t.login('admin@example.com');
  }, 120_000);
  afterAll(() => t?.close());

  it('reads its pages through the bulk reader and writes every row of the list', async () => {
    const venue = await t.venueId(admin, 'BM01');
    const opened: Db[] = [];
    const bulk = t.db.bulk!;
    t.db.bulk = async () => {
      const reader = await bulk();
      opened.push(reader);
      return reader;
    };
    const total = (await t.call(admin, 'GET', `/api/v2/order/all?venue[]=${venue}`)).body.data.length as number;
    const res = await t.app.inject({ url: `/api/v1/export/order/csv?venue[]=${venue}`, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(opened.length).toBeGreaterThan(0);
    expect(res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).length - 1).toBe(total);
  });
});
