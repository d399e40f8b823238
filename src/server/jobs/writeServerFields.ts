import type { Doc } from '../crud/rowToRecord';
import { parseDoc } from '../crud/rowToRecord';
import type { Services } from '../services';

/**
 * A scheduler's own fields (readOnly in the schema), written straight to the row: the scheduler
 * is no actor to audit. A null in `patch` removes the field.
 */
export async function writeServerFields(services: Services, entity: string, id: string, patch: Doc): Promise<void> {
  const table = services.registry.get(entity)!.table;
  await services.db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom(table).select('doc').where('_id', '=', id).executeTakeFirstOrThrow();
    const doc: Doc = { ...parseDoc(row.doc), ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === null) delete doc[k];
    await trx.updateTable(table).set({ doc: JSON.stringify(doc) }).where('_id', '=', id).execute();
  });
}
