import type { Kysely } from 'kysely';
import type { Entity, Registry } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import { writeAuditMany } from '../../crud/writeAuditMany';
import { parseDoc, type Doc, type Row } from '../../crud/rowToRecord';
import type { Db } from '../../db/createDb';
import { copyFiles } from '../../files/copyFiles';
import { copyId, remapIds } from './remapIds';
import { stripSecrets } from './stripSecrets';
import { uniqueMatches } from './uniqueMatches';

/**
 * The foodcard in an order where each record's references point at records of earlier phases
 * (an article at its category, option groups, tags, trade and print groups; an upsell,
 * recommendation or combo at articles), so a copy stopped between two phases holds no reference
 * to a record that is not there. The venue's own references into its foodcard (print groups,
 * trade groups) are set in a last phase.
 */
export const FOODCARD_PHASES = ['tag', 'constrain', 'printGroup', 'category', 'option', 'optionArticle', 'article', 'upsell', 'cartRecommendation', 'productCombo'] as const;
/** what a full copy brings besides the foodcard (the venue's own settings are in its row) */
export const VENUE_EXTRAS = ['table', 'printer'] as const;

export type CopyEntry = { action: 'created' | 'updated' | 'deleted' | 'failed'; entity: string; count?: number; id?: string; reason?: string; message?: string };

export interface CopyRun {
  jobId: string;
  registry: Registry;
  principal: Principal;
  source: { db: Db; venue: string };
  target: {
    db: Db;
    /** a new venue made from the source's row with these fields over it; absent: copy into an existing venue */
    newVenue?: { id: string; fields: Doc; dropMaster: boolean };
    venue: string;
  };
  entities: readonly string[];
  progress(percent: number): Promise<void>;
  entries(add: CopyEntry[]): Promise<void>;
  stopped(): Promise<boolean>;
}

/** Rows per INSERT: 7 parameters each, far below both databases' limits. */
const CHUNK = 500;

export async function liveRows(db: Db, entity: Entity, venue: string): Promise<Row[]> {
  const column = entity.id === 'venue' ? '_id' : 'venue';
  return db.kysely.selectFrom(entity.table).selectAll().where(column, '=', venue).where('deleted_at', 'is', null).orderBy('created_at').orderBy('_id').execute() as Promise<Row[]>;
}

/**
 * Copies a venue's records into a venue of the same or another environment, one transaction per
 * phase; stopped or crashed, the job is run again from the start and skips what a phase already
 * wrote (the copy ids are derived from the job). Answers false when stopped.
 */
export async function copyVenueData(run: CopyRun): Promise<boolean> {
  const { registry, source, target } = run;
  const entities = run.entities.map((id) => registry.get(id)!);
  const venueEntity = registry.get('venue')!;
  const rows = new Map<string, Row[]>();
  for (const e of entities) rows.set(e.id, await liveRows(source.db, e, source.venue));
  const targetVenue = (await target.db.kysely.selectFrom('venue').select('customer_group').where('_id', '=', target.venue).executeTakeFirst());
  const sourceVenueRow = (await liveRows(source.db, venueEntity, source.venue))[0];
  const group = target.newVenue ? sourceVenueRow.customer_group : (targetVenue?.customer_group ?? null);

  // Phase of every source id: a reference is written only once the record it names exists.
  const phaseOf = new Map<string, number>([[source.venue, 0]]);
  entities.forEach((e, i) => {
    for (const r of rows.get(e.id)!) phaseOf.set(r._id, i + 1);
  });
  // Copying into a venue that has a record of the same identifier keeps the target's one.
  const kept = target.newVenue ? new Map() : await uniqueMatches(target.db, entities, rows, target.venue, run.jobId);
  const to = (id: string) => (id === source.venue ? target.venue : kept.get(id)?.id ?? copyId(run.jobId, id));
  const mapUpTo = (phase: number) => (id: string) => {
    const p = phaseOf.get(id);
    if (p === undefined) return undefined;
    return p <= phase ? to(id) : null;
  };
  const now = new Date().toISOString();
  const total = entities.length + 2;
  // In another environment's database the uploads the copies name are brought along (same ids).
  const withFiles = async (docs: unknown[]) => {
    if (target.db === source.db) return [];
    const count = await copyFiles(source.db, target.db, docs, target.venue);
    return count ? [{ action: 'created' as const, entity: 'file', count }] : [];
  };

  if (target.newVenue) {
    const dropped = { count: 0 };
    const doc = newVenueDoc(venueEntity, sourceVenueRow, target.newVenue, mapUpTo(0), dropped);
    await insertRows(run, venueEntity, [{ _id: target.venue, venue: null, customer_group: group, created_at: now, updated_at: now, deleted_at: null, doc }], [source.venue], group);
    const files = await withFiles([doc]);
    if (files.length) await run.entries(files);
    await run.progress(100 / total);
    if (await run.stopped()) return false;
  }

  for (const [i, e] of entities.entries()) {
    const failed: CopyEntry[] = [];
    const copies: Row[] = [];
    const from: string[] = [];
    for (const r of rows.get(e.id)!) {
      const match = kept.get(r._id);
      if (match) {
        failed.push({ action: 'failed', entity: e.id, id: r._id, reason: match.reason });
        continue;
      }
      const doc = remapIds(stripSecrets(e, parseDoc(r.doc)), mapUpTo(i + 1)) as Doc;
      copies.push({ _id: to(r._id), venue: target.venue, customer_group: group, created_at: now, updated_at: now, deleted_at: null, doc });
      from.push(r._id);
    }
    const created = await insertRows(run, e, copies, from, group);
    await run.entries([...(created ? [{ action: 'created' as const, entity: e.id, count: created }] : []), ...(await withFiles(copies.map((c) => c.doc))), ...failed.slice(0, 200)]);
    await run.progress(((i + 2) * 100) / total);
    if (await run.stopped()) return false;
  }

  // Last: the venue's references into its foodcard (print and trade groups), now that those exist.
  if (target.newVenue) {
    const doc = newVenueDoc(venueEntity, sourceVenueRow, target.newVenue, mapUpTo(entities.length), { count: 0 });
    await target.db.kysely.updateTable('venue').set({ doc, updated_at: new Date().toISOString() }).where('_id', '=', target.venue).execute();
    await run.entries([{ action: 'updated', entity: 'venue', count: 1, message: 'references' }]);
  }
  return true;
}

/** The new venue: the source's settings without credentials, unpublished, with its own name and short id. */
function newVenueDoc(entity: Entity, source: Row, venue: NonNullable<CopyRun['target']['newVenue']>, map: (id: string) => string | null | undefined, dropped: { count: number }): string {
  const doc = remapIds(stripSecrets(entity, parseDoc(source.doc)), map, dropped) as Doc;
  // its own slug, panic, and end-of-day schedule (a copy's first report is due at its own next run)
  for (const k of ['webAppSlug', 'panicEndAt', 'endOfDayLastSent', 'endOfDayNextRun', 'endOfDayFailures', 'endOfDayLastError'] as const) delete doc[k];
  if (venue.dropMaster) delete doc.masterId;
  Object.assign(doc, { isPublished: false, verified: false, archived: false, syncInProgress: false, syncPossible: true }, venue.fields);
  return JSON.stringify(doc);
}

/** Inserts the copies that are not there yet (a resumed job skips those it wrote) with their audit entries; answers how many it wrote. */
async function insertRows(run: CopyRun, entity: Entity, copies: Row[], from: string[], group: string | null): Promise<number> {
  const { db } = run.target;
  return db.kysely.transaction().execute(async (trx: Kysely<any>) => {
    let written = 0;
    for (let i = 0; i < copies.length; i += CHUNK) {
      const part = copies.slice(i, i + CHUNK).map((r) => ({ ...r, doc: typeof r.doc === 'string' ? r.doc : JSON.stringify(r.doc) }));
      const done = await trx.insertInto(entity.table).values(part).onConflict((oc) => oc.column('_id').doNothing()).returning('_id').execute();
      const ids = new Set(done.map((d) => d._id as string));
      written += ids.size;
      const audit = part.flatMap((r, j) => (ids.has(r._id) ? [{
        action: 'copy', entity, principal: run.principal, subject: r._id,
        changes: { copiedFrom: { before: null, after: from[i + j] } },
        venue: entity.id === 'venue' ? r._id : r.venue, customer_group: group, record: parseDoc(r.doc),
      }] : []));
      await writeAuditMany(trx, run.registry, db.dialect, audit);
    }
    return written;
  });
}
