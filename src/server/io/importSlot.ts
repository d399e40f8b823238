import { randomUUID } from 'node:crypto';
import type { Db } from '../db/createDb';
import { AppError } from '../errors';

/**
 * A slot held longer than this is taken to be left by a process that died mid-import: the limits
 * keep a real import far shorter (README "Spec decisions").
 */
export const IMPORT_SLOT_STALE_MS = 15 * 60 * 1000;

const keyOf = (userId: string) => `importRunning:${userId}`;

/**
 * Runs `work` in the user's one import slot: a row of the settings table, so it holds for every
 * process sharing the database. While it is taken a second import of the same user answers 429
 * IMPORT_BUSY (other users are not held up); it is given back however `work` ends, and a slot
 * older than IMPORT_SLOT_STALE_MS (its process was killed) is taken over.
 */
export async function inImportSlot<T>(db: Db, userId: string, work: () => Promise<T>, now = () => Date.now()): Promise<T> {
  const k = db.kysely;
  const key = keyOf(userId);
  const value = `${now()} ${randomUUID()}`;
  const take = async () => {
    const res = await k.insertInto('settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  };
  if (!(await take())) {
    const held = await k.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
    const since = Number(String(held?.value ?? '').split(' ')[0]);
    // Only the stale row seen is removed: a process that took it over in between keeps its own.
    if (held && !(now() - since < IMPORT_SLOT_STALE_MS)) await k.deleteFrom('settings').where('key', '=', key).where('value', '=', held.value).execute();
    if (!(await take())) throw new AppError('IMPORT_BUSY');
  }
  try {
    return await work();
  } finally {
    await k.deleteFrom('settings').where('key', '=', key).where('value', '=', value).execute();
  }
}
