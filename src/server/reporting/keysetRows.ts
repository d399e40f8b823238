import { sql, type RawBuilder } from 'kysely';
import { parseDoc } from '../crud/rowToRecord';
import type { Services } from '../services';

/** Rows read per query: a file is written page by page, never a whole table in memory. */
const PAGE = 500;

export interface KeysetRow { _id: string; created_at: string; venue: string | null; doc: Record<string, unknown> }

/**
 * The live rows of `table` matching `where` (already tenant-narrowed by the caller), oldest first,
 * read by keyset pages on (created_at, _id) so each page costs what the first does and the rows
 * are never all in memory. Lazy: writeCsv pulls the next page when the reader wants more.
 */
export async function* keysetRows(services: Services, table: string, where: RawBuilder<unknown>): AsyncGenerator<KeysetRow> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: RawBuilder<unknown> = after ? sql`and ("created_at" > ${after.at} or ("created_at" = ${after.at} and "_id" > ${after.id}))` : sql``;
    const page: { rows: { _id: string; created_at: string; venue: string | null; doc: unknown }[] } = await sql<{ _id: string; created_at: string; venue: string | null; doc: unknown }>`
      select "_id", "created_at", "venue", "doc" from ${sql.table(table)}
      where "deleted_at" is null and ${where} ${cursor}
      order by "created_at", "_id" limit ${PAGE}`.execute(services.db.kysely);
    for (const r of page.rows) yield { _id: r._id, created_at: String(r.created_at), venue: r.venue, doc: parseDoc(r.doc) };
    if (page.rows.length < PAGE) return;
    const last = page.rows[page.rows.length - 1];
    after = { at: String(last.created_at), id: last._id };
  }
}
