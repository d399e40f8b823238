import { sql } from 'kysely';
import type { Db } from '../../db/createDb';
import { AppError } from '../../errors';
import type { Services } from '../../services';

/**
 * Takes the sync lock of every venue a sync names (syncInProgress true), all or none: one
 * conditional UPDATE per venue inside one transaction, so of two syncs started at the same time
 * on one database (or two processes) only one gets a venue. A venue under sync, or one whose
 * sync is switched off (syncPossible false), refuses with SYNC_IN_PROGRESS (409). `db` is another
 * environment's database for slaves there (a sync across environments).
 */
export async function lockVenues(services: Services, venues: readonly { _id: string; name?: unknown; readableId?: string }[], db: Db = services.db): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    for (const v of venues) {
      const res = await (db.dialect === 'postgres'
        ? sql`update "venue" set "doc" = "doc" || '{"syncInProgress":true}'::jsonb
              where "_id" = ${v._id} and coalesce(("doc"->>'syncInProgress')::boolean, false) = false and coalesce(("doc"->>'syncPossible')::boolean, true) = true`
        : sql`update "venue" set "doc" = json_set("doc", '$.syncInProgress', json('true'))
              where "_id" = ${v._id} and coalesce(json_extract("doc", '$.syncInProgress'), 0) = 0 and coalesce(json_extract("doc", '$.syncPossible'), 1) = 1`
      ).execute(trx);
      if (!Number(res.numAffectedRows ?? 0)) throw new AppError('SYNC_IN_PROGRESS', { venue: typeof v.name === 'string' ? v.name : (v.readableId ?? v._id) });
    }
  });
  if (db === services.db) services.onWrite(services.registry.get('venue')!);
}

/** Merges fields into venues' documents (the lock, a slave's master): bookkeeping of the sync, not an edit of the venue. */
export async function patchVenues(services: Services, ids: readonly string[], patch: Record<string, unknown>, db: Db = services.db): Promise<void> {
  if (!ids.length) return;
  const json = JSON.stringify(patch);
  await (db.dialect === 'postgres'
    ? sql`update "venue" set "doc" = "doc" || ${json}::jsonb where "_id" in (${sql.join(ids)})`
    : sql`update "venue" set "doc" = json_patch("doc", ${json}) where "_id" in (${sql.join(ids)})`
  ).execute(db.kysely);
  if (db === services.db) services.onWrite(services.registry.get('venue')!);
}

/** Lifts the lock a sync took (its job ended: done, failed or stopped). */
export const unlockVenues = (services: Services, ids: readonly string[], db: Db = services.db) => patchVenues(services, ids, { syncInProgress: false }, db);
