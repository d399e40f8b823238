import { parseDoc } from '../../src/server/crud/rowToRecord';
import type { Db } from '../../src/server/db/createDb';
import type { Registry } from '../../src/core/registry';

/** The live records of a venue per entity (the venue's own row under `venue`), documents parsed. */
export async function venueRecords(db: Db, registry: Registry, venue: string, entities: readonly string[]): Promise<Record<string, { _id: string; doc: Record<string, any> }[]>> {
  const out: Record<string, { _id: string; doc: Record<string, any> }[]> = {};
  for (const id of ['venue', ...entities]) {
    const e = registry.get(id)!;
    const rows = await db.kysely.selectFrom(e.table).select(['_id', 'doc']).where(id === 'venue' ? '_id' : 'venue', '=', venue).where('deleted_at', 'is', null).orderBy('_id').execute();
    out[id] = rows.map((r) => ({ _id: r._id as string, doc: parseDoc(r.doc) }));
  }
  return out;
}
