import type { Dialect } from '../db/createDb';

/**
 * `"_id"` tested against a list of ids bound as ONE parameter (a JSON array on SQLite, a text[]
 * on PostgreSQL), whatever its length: a bulk write's statement then needs no placeholder per id,
 * stays far under each database's parameter limit, and keeps one text (SQLite reuses its prepared
 * statement). `n` numbers the parameter on PostgreSQL.
 */
export function idList(dialect: Dialect, ids: readonly string[], n: number): { where: string; param: unknown } {
  return dialect === 'postgres'
    ? { where: `"_id" = any(cast($${n} as text[]))`, param: [...ids] }
    : { where: `"_id" in (select value from json_each(?))`, param: JSON.stringify(ids) };
}
