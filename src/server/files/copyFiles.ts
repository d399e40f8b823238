import type { Db } from '../db/createDb';

const FILE_ID = /^[0-9a-f]{24}$/;
/** Files per read: their bytes travel in memory, and an upload is at most a few MB. */
const CHUNK = 20;

function idsIn(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    if (FILE_ID.test(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) idsIn(v, out);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) idsIn(v, out);
  }
}

/**
 * Brings the uploaded files that copied records name (an article's image, a venue's logo and
 * documents) from one environment's database into another's, under the same ids, so the copies'
 * references work there; the files belong to `venue` there. A file the target has already is
 * kept. Any string shaped like a file id is looked up: record ids are never file ids, so only
 * real uploads are found. Answers how many files were written.
 */
export async function copyFiles(source: Db, target: Db, docs: readonly unknown[], venue: string): Promise<number> {
  const wanted = new Set<string>();
  for (const doc of docs) idsIn(typeof doc === 'string' ? JSON.parse(doc) : doc, wanted);
  const ids = [...wanted];
  let written = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await source.kysely.selectFrom('files').selectAll().where('_id', 'in', ids.slice(i, i + CHUNK)).execute();
    if (!rows.length) continue;
    const done = await target.kysely.insertInto('files').values(rows.map((r) => ({ ...r, venue })))
      .onConflict((oc) => oc.column('_id').doNothing()).returning('_id').execute();
    written += done.length;
  }
  return written;
}
