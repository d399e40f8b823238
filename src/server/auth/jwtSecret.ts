import { randomBytes } from 'node:crypto';
import type { Db } from '../db/createDb';

/**
 * JWT_SECRET, or one generated once and kept in the database, so every process sharing the
 * database accepts the same tokens and a restart does not log everybody out.
 */
export async function jwtSecret(db: Db): Promise<string> {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const k = db.kysely;
  const candidate = randomBytes(32).toString('base64url');
  await k.insertInto('settings').values({ key: 'jwtSecret', value: candidate }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await k.selectFrom('settings').select('value').where('key', '=', 'jwtSecret').executeTakeFirstOrThrow();
  return row.value;
}
