import type { Dialect } from '../db/createDb';

const cache = new Map<string, string>();

/**
 * `(?, ?), (?, ?), …` on SQLite, `($1, $2), ($3, $4), …` on PostgreSQL: `rows` tuples of `width`
 * placeholders, numbered after the statement's first `before` parameters. A bulk write states its
 * 1,000-row statements as text once: building them through the query builder visits every value
 * (a tenth of a 10k-record write), and the same text lets SQLite reuse the prepared statement.
 */
export function tuplePlaceholders(dialect: Dialect, rows: number, width: number, before = 0): string {
  const key = `${dialect}:${rows}:${width}:${before}`;
  let text = cache.get(key);
  if (text === undefined) {
    const tuples: string[] = [];
    for (let r = 0; r < rows; r++) {
      const one: string[] = [];
      for (let c = 0; c < width; c++) one.push(dialect === 'postgres' ? `$${before + r * width + c + 1}` : '?');
      tuples.push(`(${one.join(', ')})`);
    }
    text = tuples.join(', ');
    if (cache.size > 64) cache.clear();
    cache.set(key, text);
  }
  return text;
}
