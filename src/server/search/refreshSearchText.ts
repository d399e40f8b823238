import { sql } from 'kysely';
import type { Entity, Registry } from '../../core/registry';
import type { Db } from '../db/createDb';
import { parseDoc } from '../crud/rowToRecord';
import { SEARCH_TEXT_VERSION, searchText } from './searchText';

const KEY = 'searchTextVersion';

/** Entities whose free-text search reads the stored `search` field the search hooks keep. */
export function storedSearchEntities(registry: Registry): Entity[] {
  return [...registry.values()].filter((e) => Object.hasOwn(e.def.properties, 'search') && (e.def['x-search'] ?? []).includes('search'));
}

/**
 * Recomputes every stored `search` field once after searchText changed what it stores (its
 * version is kept in settings), so records written before an upgrade are found like new ones.
 * Runs at boot; one transaction (and on PostgreSQL one lock) so concurrent boots do it once.
 */
export async function refreshSearchText(db: Db, registry: Registry): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(424243)`.execute(trx);
    const row = await trx.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
    if (row?.value === SEARCH_TEXT_VERSION) return;
    for (const entity of storedSearchEntities(registry)) {
      const table = sql.table(entity.table);
      const rows = await sql<{ _id: string; doc: unknown }>`select "_id", "doc" from ${table}`.execute(trx);
      for (const r of rows.rows) {
        const doc = parseDoc(r.doc);
        const text = searchText(doc);
        if (doc.search === text) continue;
        await (db.dialect === 'postgres'
          ? sql`update ${table} set "doc" = jsonb_set("doc", '{search}', to_jsonb(${text}::text)) where "_id" = ${r._id}`
          : sql`update ${table} set "doc" = json_set("doc", '$.search', ${text}) where "_id" = ${r._id}`).execute(trx);
      }
    }
    await trx.insertInto('settings').values({ key: KEY, value: SEARCH_TEXT_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEARCH_TEXT_VERSION })).execute();
  });
}
