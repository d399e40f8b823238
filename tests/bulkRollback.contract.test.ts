import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/server/crud/newId';
import { searchText } from '../src/server/search/searchText';
import { onPostgres, testApp, type TestApp } from './helpers/testApp';

// Two write statements (1,000 rows each) and two audit INSERTs: the failure lands in the second.
const N = 1200;
const F = '/api/v1/foodcard';

let t: TestApp;
let manager: string;
let bh: string;
let articles: string[];

const parse = (doc: unknown) => (typeof doc === 'string' ? JSON.parse(doc) : doc) as Record<string, any>;
const table = (entity: string) => t.services.registry.get(entity)!.table;

beforeAll(async () => {
  t = await testApp();
  manager = await t.login('manager@example.com');
  bh = await t.venueId(manager, 'BH02');
  const category = (await t.call(manager, 'POST', `${F}/category/venue/${bh}`, { name: { de: 'Kette' } })).body.data._id;
  const created = await t.call(manager, 'POST', `${F}/article/venue/${bh}`, { name: { de: 'Kette' }, category, price: 2, isActive: false });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  // Copies written straight to the table: a seed, not the thing tested.
  const row = await t.db.kysely.selectFrom(table('article')).selectAll().where('_id', '=', created.body.data._id).executeTakeFirstOrThrow();
  articles = [row._id as string];
  const rows = [];
  for (let i = 1; i < N; i++) {
    const doc: Record<string, any> = { ...parse(row.doc), number: `K${i}` };
    doc.search = searchText(doc);
    const id = newId();
    articles.push(id);
    rows.push({ ...row, _id: id, doc: JSON.stringify(doc) });
  }
  for (let i = 0; i < rows.length; i += 200) await t.db.kysely.insertInto(table('article')).values(rows.slice(i, i + 200)).execute();
});
afterAll(() => t.close());
afterEach(async () => {
  await sql.raw(`drop trigger if exists "fail_after" ${onPostgres ? `on "${table('article')}"` : ''}`).execute(t.db.kysely);
  await sql.raw(`drop trigger if exists "fail_after" ${onPostgres ? `on "${table('audit')}"` : ''}`).execute(t.db.kysely);
});

/**
 * A real database failure once `n` rows of `tbl` hold the value the written row gets in `column`
 * (the call's timestamp): the write of row n + 1 of this call fails, i.e. the first row of the
 * second 1,000-row statement, after the first statement's rows were written.
 */
async function failAfter(tbl: string, column: string, n: number, op: 'INSERT' | 'UPDATE'): Promise<void> {
  if (onPostgres) {
    await sql.raw(`create or replace function fail_after() returns trigger language plpgsql as $$
      declare k bigint;
      begin
        execute format('select count(*) from %I where %I = $1', TG_TABLE_NAME, TG_ARGV[0]) into k using to_jsonb(new)->>TG_ARGV[0];
        if k >= TG_ARGV[1]::int then raise exception 'injected failure'; end if;
        return new;
      end $$`).execute(t.db.kysely);
    await sql.raw(`create trigger "fail_after" before ${op} on "${tbl}" for each row execute function fail_after('${column}', '${n}')`).execute(t.db.kysely);
  } else {
    await sql.raw(`create trigger "fail_after" before ${op} on "${tbl}"
      when (select count(*) from "${tbl}" where "${column}" = new."${column}") >= ${n}
      begin select raise(abort, 'injected failure'); end`).execute(t.db.kysely);
  }
}

/** The stored documents of the articles (deleted ones too). */
async function stored(): Promise<{ doc: Record<string, any>; deleted: boolean }[]> {
  const rows = await t.db.kysely.selectFrom(table('article')).select(['doc', 'deleted_at']).where('_id', 'in', articles).execute();
  return rows.map((r) => ({ doc: parse(r.doc), deleted: r.deleted_at !== null }));
}

/** Audit entries on the articles besides the first one's creation. */
async function auditCount(): Promise<number> {
  const wanted = new Set(articles);
  const rows = await t.db.kysely.selectFrom(table('audit')).select('doc').execute();
  return rows.map((r) => parse(r.doc)).filter((d) => wanted.has(d.subject) && d.action !== 'create').length;
}

describe('a bulk write failing in a later statement is all or nothing', () => {
  it('bulk activate (one patch statement per batch) failing in the second batch: no article active, no audit entry', async () => {
    await failAfter(table('article'), 'updated_at', 1000, 'UPDATE');
    const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/activate`, { ids: articles });
    expect(res.status).toBe(500);
    const rows = await stored();
    expect(rows).toHaveLength(N);
    expect(rows.filter((r) => r.doc.isActive !== false)).toHaveLength(0);
    expect(await auditCount()).toBe(0);
  });

  it('bulk PATCH (a document per row) whose second audit INSERT fails: no article renamed, no audit entry', async () => {
    await failAfter(table('audit'), 'created_at', 1000, 'INSERT');
    const res = await t.call(manager, 'PATCH', `${F}/article/venue/${bh}/bulk`, { ids: articles, data: { name: { de: 'Umbenannt' } } });
    expect(res.status).toBe(500);
    expect((await stored()).filter((r) => r.doc.name.de !== 'Kette' || r.doc.search.includes('umbenannt'))).toHaveLength(0);
    expect(await auditCount()).toBe(0);
  });

  it('bulk delete failing in the second batch: none deleted, no audit entry; without the failure all of them', async () => {
    await failAfter(table('article'), 'deleted_at', 1000, 'UPDATE');
    const res = await t.call(manager, 'DELETE', `${F}/article/venue/${bh}/bulk`, { ids: articles });
    expect(res.status).toBe(500);
    expect((await stored()).filter((r) => r.deleted)).toHaveLength(0);
    expect(await auditCount()).toBe(0);
    await sql.raw(`drop trigger "fail_after" ${onPostgres ? `on "${table('article')}"` : ''}`).execute(t.db.kysely);
    const ok = await t.call(manager, 'DELETE', `${F}/article/venue/${bh}/bulk`, { ids: articles });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await stored()).filter((r) => r.deleted)).toHaveLength(N);
    expect(await auditCount()).toBe(N);
  });
});
