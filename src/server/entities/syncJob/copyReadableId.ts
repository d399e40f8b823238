import { sql } from 'kysely';
import type { Db } from '../../db/createDb';

async function taken(db: Db, readableId: string, except?: string): Promise<boolean> {
  const field = db.dialect === 'postgres' ? `"doc"->>'readableId'` : `json_extract("doc", '$.readableId')`;
  const row = await db.kysely.selectFrom('venue').select('_id').where(sql<boolean>`${sql.raw(field)} = ${readableId}`).where('deleted_at', 'is', null).where('_id', '!=', except ?? '').executeTakeFirst();
  return !!row;
}

/**
 * A short id no live venue of the environment uses: the wanted one, or (unless it was asked for
 * exactly) the source's with a "-c", "-c2", … suffix, cut to the 20 characters a short id has.
 * Null when the one asked for is taken. `except`: the venue the id is for (a resumed copy's own).
 */
export async function copyReadableId(db: Db, wanted: string | undefined, base: string, exact: boolean, except?: string): Promise<string | null> {
  if (wanted && !(await taken(db, wanted, except))) return wanted;
  if (exact) return null;
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '-c' : `-c${n}`;
    const candidate = `${base.slice(0, 20 - suffix.length)}${suffix}`;
    if (!(await taken(db, candidate, except))) return candidate;
  }
  return null;
}
