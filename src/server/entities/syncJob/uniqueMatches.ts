import type { Entity } from '../../../core/registry';
import { parseDoc, type Row } from '../../crud/rowToRecord';
import type { Db } from '../../db/createDb';
import { copyId } from './remapIds';

export interface Kept {
  /** the target's record that stands for the source's */
  id: string;
  reason: string;
}

/**
 * Source records the target venue already holds one of by its unique key (a tag's identifier, an
 * upsell's type): the target's record is kept and the copy's references point at it, so copying
 * a foodcard into a venue never fails on a key the venue uses already. The job's own copies (a
 * resumed run) are not matches.
 */
export async function uniqueMatches(target: Db, entities: readonly Entity[], rows: ReadonlyMap<string, Row[]>, venue: string, jobId: string): Promise<Map<string, Kept>> {
  const kept = new Map<string, Kept>();
  for (const e of entities) {
    const tuples = (e.def['x-unique'] ?? []).map((u) => (typeof u === 'string' ? [u] : [...u])).filter((u) => u.includes('venue'));
    if (!tuples.length || !rows.get(e.id)!.length) continue;
    const existing = await target.kysely.selectFrom(e.table).select(['_id', 'doc']).where('venue', '=', venue).where('deleted_at', 'is', null).execute();
    if (!existing.length) continue;
    for (const tuple of tuples) {
      const fields = tuple.filter((f) => f !== 'venue');
      const key = (doc: Record<string, unknown>) => JSON.stringify(fields.map((f) => doc[f] ?? null));
      const byKey = new Map(existing.map((r) => [key(parseDoc(r.doc)), r._id as string]));
      for (const r of rows.get(e.id)!) {
        const found = byKey.get(key(parseDoc(r.doc)));
        if (found && found !== copyId(jobId, r._id) && !kept.has(r._id)) {
          kept.set(r._id, { id: found, reason: `The target venue has its own ${e.id} with this ${fields.join(', ')}: kept it.` });
        }
      }
    }
  }
  return kept;
}
