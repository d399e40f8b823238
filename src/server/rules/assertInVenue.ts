import type { Kysely } from 'kysely';
import { invalid, ruleError } from '../errors';
import type { DataServices } from '../services';

/**
 * A foodcard record may only point at a category or option group of its own venue: the ids
 * come from the client, and a foreign id would mix two tenants' menus.
 */
export async function assertInVenue(trx: Kysely<any>, services: DataServices, entityId: string, id: unknown, venue: unknown, path: string): Promise<void> {
  if (typeof id !== 'string') return;
  const entity = services.registry.get(entityId)!;
  const row = await trx.selectFrom(entity.table).select('_id').where('_id', '=', id).where('venue', '=', String(venue)).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) throw invalid([ruleError(path, 'notInVenue', { entity: entity.def.title.toLowerCase() })]);
}
