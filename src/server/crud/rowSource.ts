import type { Dialect } from '../db/createDb';
import { tuplePlaceholders } from './tuplePlaceholders';

/**
 * Text values as the rows of a `with v(…) as (…)` source, all parameters of the statement's start:
 * VALUES tuples on SQLite (tuplePlaceholders); on PostgreSQL one text[] per column through
 * unnest, so the statement has one parameter per column, not per value, and plans in no time.
 */
export function rowSource(dialect: Dialect, rows: readonly unknown[][]): { text: string; params: unknown[] } {
  const width = rows[0]?.length ?? 0;
  if (dialect === 'postgres') {
    const params = Array.from({ length: width }, (_, c) => rows.map((r) => r[c]));
    return { text: `select * from unnest(${params.map((_, c) => `cast($${c + 1} as text[])`).join(', ')})`, params };
  }
  return { text: `values ${tuplePlaceholders(dialect, rows.length, width)}`, params: rows.flat() };
}
