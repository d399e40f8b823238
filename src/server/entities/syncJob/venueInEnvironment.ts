import type { Principal } from '../../access/principal';
import { allows } from '../../access/principal';
import { parseDoc, type ApiRecord } from '../../crud/rowToRecord';
import type { Db } from '../../db/createDb';
import { AppError } from '../../errors';

/**
 * A venue of another environment's database, read with the caller's rights there: an admin's
 * reach is every venue; anyone else's is the venues of their customer groups (venue ids differ
 * between environments, a brand's group keeps its id when migrated). Outside them: 404.
 */
export async function venueInEnvironment(db: Db, principal: Principal, id: string): Promise<ApiRecord> {
  const row = await db.kysely.selectFrom('venue').select(['_id', 'customer_group', 'doc'])
    .where('_id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row || !allows(principal.groupIds, row.customer_group as string | null)) throw new AppError('NOT_FOUND', { resource: 'venue' });
  return { ...parseDoc(row.doc), _id: row._id as string, customerGroup: row.customer_group ?? null } as unknown as ApiRecord;
}
