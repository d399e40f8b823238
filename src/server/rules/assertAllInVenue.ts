import type { Kysely } from 'kysely';
import { invalid, ruleError } from '../errors';
import type { DataServices } from '../services';

/**
 * A list of references (articles of a combo slot, products of an inventory entry, ...) may only
 * name live records of the record's own venue; the first id that does not is reported at
 * `<path>.<index>`, so the form marks the right entry.
 */
export async function assertAllInVenue(trx: Kysely<any>, services: DataServices, entityId: string, ids: unknown, venue: unknown, path: string): Promise<void> {
  if (!Array.isArray(ids) || ids.length === 0) return;
  const entity = services.registry.get(entityId)!;
  const rows = await trx.selectFrom(entity.table).select('_id')
    .where('_id', 'in', ids.map(String)).where('venue', '=', String(venue)).where('deleted_at', 'is', null).execute();
  const found = new Set(rows.map((r) => r._id as string));
  const index = ids.findIndex((id) => !found.has(String(id)));
  if (index >= 0) throw invalid([ruleError(`${path}.${index}`, 'notInVenue', { entity: entity.def.title.toLowerCase() })]);
}
