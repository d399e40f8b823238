import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../src/server/crud/parseListQuery';
import { recordText } from '../src/server/crud/recordText';
import { recordSchema } from '../src/server/crud/entitySchemas';
import type { Principal } from '../src/server/access/principal';
import { loadHooks } from '../src/server/registry/loadHooks';
import { testApp, type TestApp } from './helpers/testApp';

/**
 * A list page is written from the stored documents' text when its records are the documents as
 * they are (ItemsService.listText): the answer must be the one the record path and the response
 * serializer give, for every entity with a list call and demo rows, on both databases.
 */
let t: TestApp;
let admin: Principal;
let readHooked: Set<string>;

beforeAll(async () => {
  t = await testApp();
  const token = await t.login('admin@example.com');
  const sub = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  admin = (await t.services.principals.get(sub))!;
  const hooks = await loadHooks(t.services.registry);
  readHooked = new Set([...t.services.registry.values()].filter((e) => hooks.get(e.id)?.read).map((e) => e.id));
});
afterAll(() => t.close());

describe('list answers written from the stored text', () => {
  it('equal the serialized records of every listable entity (all its demo rows, both orders)', async () => {
    let compared = 0;
    for (const entity of t.services.registry.values()) {
      if (!entity.api.list) continue;
      for (const direction of ['asc', 'desc']) {
        const q = parseListQuery(entity, { limit: '1000', direction }, true, 'en');
        const text = await t.services.items.listText(entity, admin, q);
        const records = await t.services.items.list(entity, admin, q);
        if (text === undefined) {
          // Only entities whose records differ from the stored document go the other way.
          expect(entity.hidden.length > 0 || readHooked.has(entity.id), entity.id).toBe(true);
          continue;
        }
        const answer = JSON.parse(text);
        expect(answer, entity.id).toEqual(JSON.parse(JSON.stringify(records)));
        // The serializer would drop a field the schema does not declare: the stored text holds none.
        const declared = new Set(Object.keys(recordSchema(entity).properties));
        for (const r of answer.data) expect(Object.keys(r).filter((k) => !declared.has(k)), `${entity.id} ${r._id}`).toEqual([]);
        compared += records.data.length;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('answers the same over HTTP as before: a venue list with cursors that page on', async () => {
    const token = await t.login('admin@example.com');
    const venue = await t.venueId(token, 'BM01');
    const first = await t.call(token, 'GET', `/api/v1/general/venue/${venue}/tables?limit=2&sort=number`);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String), deletedAt: null });
    const next = await t.call(token, 'GET', `/api/v1/general/venue/${venue}/tables?limit=2&sort=number&after=${first.body.pageInfo.endCursor}`);
    expect(next.body.data.map((r: { _id: string }) => r._id)).not.toContain(first.body.data[1]._id);
    expect(next.body.total).toBe(first.body.total);
  });
});

describe('recordText', () => {
  const row = { _id: 'a1', venue: null, customer_group: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', deleted_at: null };
  it('writes the document members between the identity and the timestamps', () => {
    expect(JSON.parse(recordText({ ...row, doc: '{"name":"Tisch \\"1\\"","n":2}' }))).toEqual({ _id: 'a1', name: 'Tisch "1"', n: 2, createdAt: row.created_at, updatedAt: row.updated_at, deletedAt: null });
  });
  it('takes an empty document, one with blanks, and a parsed one (PostgreSQL)', () => {
    expect(JSON.parse(recordText({ ...row, doc: '{}' }))).toEqual({ _id: 'a1', createdAt: row.created_at, updatedAt: row.updated_at, deletedAt: null });
    expect(JSON.parse(recordText({ ...row, doc: '{ "a": 1 }' })).a).toBe(1);
    expect(JSON.parse(recordText({ ...row, doc: { a: [1] }, deleted_at: '2026-01-03T00:00:00.000Z' }))).toMatchObject({ a: [1], deletedAt: '2026-01-03T00:00:00.000Z' });
  });
});
