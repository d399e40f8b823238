import { parseDoc, type Doc } from '../crud/rowToRecord';
import type { Services } from '../services';

/** The stored document of a live user, secrets included: for server-side checks only. */
export async function userDoc(services: Services, userId: string): Promise<Doc | null> {
  const row = await services.db.kysely.selectFrom('user').select('doc').where('_id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? parseDoc(row.doc) : null;
}
