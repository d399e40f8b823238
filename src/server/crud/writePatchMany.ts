import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../db/createDb';
import { idList } from './idList';
import type { Doc } from './rowToRecord';

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether the database can apply this patch itself: top-level fields with plain names (safe inside a JSON path). */
export const patchable = (patch: Doc): boolean => Object.keys(patch).every((k) => PLAIN.test(k));

/**
 * One patch applied to many rows by the database: SQLite's json_set / json_remove, PostgreSQL's
 * `||` and `-` (a top-level merge, as `{ ...previous, ...patch }`; null or undefined removes the
 * field). No document travels per row: the statement carries the patch once and the ids as one
 * parameter. The caller has checked every row's result in memory already.
 */
export async function writePatchMany(trx: Kysely<any>, dialect: Dialect, table: string, ids: readonly string[], patch: Doc, now: string): Promise<void> {
  const set = Object.keys(patch).filter((k) => patch[k] !== undefined && patch[k] !== null);
  const remove = Object.keys(patch).filter((k) => patch[k] === undefined || patch[k] === null);
  if (dialect === 'postgres') {
    const ids4 = idList(dialect, ids, 4);
    const values = Object.fromEntries(set.map((k) => [k, patch[k]]));
    const text = `update "${table}" set "updated_at" = $1, "doc" = ("doc" || cast($2 as jsonb)) - cast($3 as text[]) where ${ids4.where}`;
    await trx.executeQuery(CompiledQuery.raw(text, [now, JSON.stringify(values), remove, ids4.param]));
    return;
  }
  let doc = '"doc"';
  if (set.length) doc = `json_set(${doc}, ${set.map((k) => `'$."${k}"', json(?)`).join(', ')})`;
  if (remove.length) doc = `json_remove(${doc}, ${remove.map((k) => `'$."${k}"'`).join(', ')})`;
  const list = idList(dialect, ids, 0);
  const text = `update "${table}" set "updated_at" = ?, "doc" = ${doc} where ${list.where}`;
  await trx.executeQuery(CompiledQuery.raw(text, [now, ...set.map((k) => JSON.stringify(patch[k])), list.param]));
}
