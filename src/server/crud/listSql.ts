import { CompiledQuery } from 'kysely';
import type { Db } from '../db/createDb';
import { orderByText, type SortKey } from '../db/orderBy';
import type { KeyValue } from './listCursor';
import { ROW_COLUMNS, type Row } from './rowToRecord';

/** A list's WHERE, compiled once by Kysely (tenant scope and filters). */
export interface CompiledWhere {
  sql: string;
  parameters: readonly unknown[];
}

/** Which rows of the order a page holds: from an offset, or just after / just before a cursor's keys. */
export type PagePosition = { offset: number } | { after: KeyValue[] } | { before: KeyValue[] };

/** A stored row plus its sort keys' values (`k0`…), from which its cursor is made. */
export type KeyedRow = Row & Record<string, unknown>;

interface PageText {
  sql: string;
  /** which cursor values are bound, in order (NULL keys are written into the SQL) */
  bind: number[];
}

/**
 * SQL text of one list shape (table, WHERE text, order, position kind, which cursor keys are NULL),
 * built once and reused: on SQLite the text also finds the cached prepared statement (createDb).
 */
const texts = new Map<string, PageText>();
const MAX_TEXTS = 2000;

/**
 * The condition "comes after the cursor" in the order `keys`: rows whose first differing key is
 * later. Written out key by key (not as a row value) since the name tie-break runs ascending
 * under a descending sort, and NULLs need their own terms: SQLite sorts them lowest, PostgreSQL
 * highest, in ORDER BY and here alike.
 */
function afterCondition(keys: readonly SortKey[], values: readonly KeyValue[], dialect: Db['dialect'], param: (i: number) => string): string {
  const nullsLow = dialect === 'sqlite';
  const same = keys.every((k) => k.dir === keys[0].dir && !k.nullable);
  if (same) return `(${keys.map((k) => k.sql).join(', ')}) ${keys[0].dir === 'asc' ? '>' : '<'} (${keys.map((_, i) => param(i)).join(', ')})`;
  const terms: string[] = [];
  const equal: string[] = [];
  keys.forEach((k, i) => {
    const nullsFirst = (k.dir === 'asc') === nullsLow;
    const v = values[i];
    let after: string | null;
    if (v === null) after = nullsFirst ? `${k.sql} is not null` : null;
    else {
      const later = `${k.sql} ${k.dir === 'asc' ? '>' : '<'} ${param(i)}`;
      after = k.nullable && !nullsFirst ? `(${later} or ${k.sql} is null)` : later;
    }
    if (after) terms.push([...equal, after].join(' and '));
    equal.push(v === null ? `${k.sql} is null` : `${k.sql} = ${param(i)}`);
  });
  const cond = terms.length ? `(${terms.map((t) => `(${t})`).join(' or ')})` : '1 = 0';
  // A bound on the first key lets the planner seek its index instead of testing every row; it
  // holds unless NULLs of that key still follow the cursor's (non-NULL) value.
  const first = keys[0];
  if (values[0] === null || (first.nullable && (first.dir === 'asc') !== nullsLow)) return cond;
  return `${first.sql} ${first.dir === 'asc' ? '>=' : '<='} ${param(0)} and ${cond}`;
}

function pageText(db: Db, table: string, keys: readonly SortKey[], where: CompiledWhere, pos: PagePosition, indexedBy?: string): PageText {
  const kind = 'offset' in pos ? 'o' : 'after' in pos ? 'a' : 'b';
  const values = 'offset' in pos ? [] : 'after' in pos ? pos.after : pos.before;
  const key = `${table}\u0001${indexedBy ?? ''}\u0001${where.sql}\u0001${orderByText(keys)}\u0001${kind}${values.map((v) => (v === null ? 'n' : 'v')).join('')}`;
  const hit = texts.get(key);
  if (hit) return hit;
  const reverse = kind === 'b';
  const walked = reverse ? keys.map((k) => ({ ...k, dir: k.dir === 'asc' ? ('desc' as const) : ('asc' as const) })) : keys;
  // Cursor values are marked first, then numbered in order of appearance: each use is its own
  // parameter (SQLite counts `?`), after the WHERE's and before the limit and offset.
  const cursor = kind === 'o' ? '' : ` and ${afterCondition(walked, values, db.dialect, (i) => `\u0000${i}\u0000`)}`;
  const columns = [...ROW_COLUMNS.map((c) => `"${c}"`), ...keys.map((k, i) => `${k.sql} as "k${i}"`)].join(', ');
  const bind: number[] = [];
  let n = where.parameters.length;
  const next = () => (db.dialect === 'postgres' ? `$${++n}` : '?');
  const marked = cursor.replace(/\u0000(\d+)\u0000/g, (_, i: string) => {
    bind.push(Number(i));
    return next();
  });
  const limit = next();
  const offset = kind === 'o' ? ` offset ${next()}` : '';
  const from = indexedBy ? `"${table}" indexed by "${indexedBy}"` : `"${table}"`;
  const sql = `select ${columns} from ${from} where (${where.sql})${marked} order by ${orderByText(keys, reverse)} limit ${limit}${offset}`;
  const text = { sql, bind };
  if (texts.size >= MAX_TEXTS) texts.clear();
  texts.set(key, text);
  return text;
}

/**
 * Up to `limit` rows of a list in its order at `pos` (rows before a cursor come back in list
 * order too), and whether more rows follow in the direction walked. `indexedBy` (SQLite) names the
 * index the page is read along (searchWalk).
 */
export async function pageRows(db: Db, table: string, keys: readonly SortKey[], where: CompiledWhere, pos: PagePosition, limit: number, indexedBy?: string): Promise<{ rows: KeyedRow[]; more: boolean }> {
  const text = pageText(db, table, keys, where, pos, indexedBy);
  const values = 'offset' in pos ? [] : 'after' in pos ? pos.after : pos.before;
  const parameters = [...where.parameters, ...text.bind.map((i) => values[i]), limit + 1, ...('offset' in pos ? [pos.offset] : [])];
  const rows = await db.read<KeyedRow>(CompiledQuery.raw(text.sql, parameters));
  const more = rows.length > limit;
  if (more) rows.pop();
  if ('before' in pos) rows.reverse();
  return { rows, more };
}
