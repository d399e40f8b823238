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

/** Where a parameter's value comes from: the WHERE's values, a cursor key's value, the limit or the offset. */
type Source = 'where' | number | 'limit' | 'offset';

interface PageText {
  sql: string;
  /** the values bound, in order (NULL cursor keys are written into the SQL) */
  bind: Source[];
}

/**
 * SQL text of one list shape (table, WHERE text, order, position kind, which cursor keys are NULL),
 * built once and reused: on SQLite the text also finds the cached prepared statement (createDb).
 */
const texts = new Map<string, PageText>();
const MAX_TEXTS = 2000;

/** Marks cursor value `i` in SQL text; numbered into the dialect's parameters once the text is whole. */
const mark = (i: number) => `\u0000${i}\u0000`;

/**
 * The condition "comes after the cursor" in the order `keys`: rows whose first differing key is
 * later. A row-value comparison when every key runs one way and none is NULL (both databases
 * seek an index with it); otherwise written out key by key, since the name tie-break runs
 * ascending under a descending sort, and NULLs need their own terms: SQLite sorts them lowest,
 * PostgreSQL highest, in ORDER BY and here alike.
 */
function afterCondition(keys: readonly SortKey[], values: readonly KeyValue[], dialect: Db['dialect']): string {
  const nullsLow = dialect === 'sqlite';
  const same = keys.every((k) => k.dir === keys[0].dir && !k.nullable);
  if (same) return `(${keys.map((k) => k.sql).join(', ')}) ${keys[0].dir === 'asc' ? '>' : '<'} (${keys.map((_, i) => mark(i)).join(', ')})`;
  const terms: string[] = [];
  const equal: string[] = [];
  keys.forEach((k, i) => {
    const nullsFirst = (k.dir === 'asc') === nullsLow;
    const v = values[i];
    let after: string | null;
    if (v === null) after = nullsFirst ? `${k.sql} is not null` : null;
    else {
      const later = `${k.sql} ${k.dir === 'asc' ? '>' : '<'} ${mark(i)}`;
      after = k.nullable && !nullsFirst ? `(${later} or ${k.sql} is null)` : later;
    }
    if (after) terms.push([...equal, after].join(' and '));
    equal.push(v === null ? `${k.sql} is null` : `${k.sql} = ${mark(i)}`);
  });
  const cond = terms.length ? `(${terms.map((t) => `(${t})`).join(' or ')})` : '1 = 0';
  // A bound on the first key lets the planner seek its index instead of testing every row; it
  // holds unless NULLs of that key still follow the cursor's (non-NULL) value.
  const first = keys[0];
  if (values[0] === null || (first.nullable && (first.dir === 'asc') !== nullsLow)) return cond;
  return `${first.sql} ${first.dir === 'asc' ? '>=' : '<='} ${mark(0)} and ${cond}`;
}

/**
 * The rows after the cursor as conditions that each seek one stretch of an index in the order.
 * When the first key is nullable, "after" is an OR of its NULL and non-NULL rows, and no
 * database seeks an index through an OR: the deep page then read every row before it. Split in
 * two parts instead, in the order they come: the rest of the cursor's own part (NULL or not),
 * then the whole other part (`k is null` / `k is not null`), each an index range of its own.
 */
function afterParts(keys: readonly SortKey[], values: readonly KeyValue[], dialect: Db['dialect']): string[] {
  const [first, ...rest] = keys;
  const nullsFirst = (first.dir === 'asc') === (dialect === 'sqlite');
  // One part when the cursor's own part is the last one (or the key has no NULLs).
  if (!first.nullable || (values[0] === null) !== nullsFirst) return [afterCondition(keys, values, dialect)];
  if (values[0] === null) {
    // Among the NULLs: the rest of the keys decide; all non-NULL rows follow.
    const within = rest.length ? afterCondition(rest, values.slice(1), dialect).replace(/\u0000(\d+)\u0000/g, (_, i: string) => mark(Number(i) + 1)) : '1 = 0';
    return [`${first.sql} is null and ${within}`, `${first.sql} is not null`];
  }
  // Among the non-NULL values, the key is compared as the NOT NULL key it is there; all NULLs follow.
  return [afterCondition([{ ...first, nullable: false }, ...rest], values, dialect), `${first.sql} is null`];
}

function pageText(db: Db, table: string, keys: readonly SortKey[], where: CompiledWhere, pos: PagePosition, { indexedBy, matchesFirst }: PageRead): PageText {
  const kind = 'offset' in pos ? 'o' : 'after' in pos ? 'a' : 'b';
  const values = 'offset' in pos ? [] : 'after' in pos ? pos.after : pos.before;
  const key = `${table}\u0001${indexedBy ?? ''}${matchesFirst ? '\u0002' : ''}\u0001${where.sql}\u0001${orderByText(keys)}\u0001${kind}${values.map((v) => (v === null ? 'n' : 'v')).join('')}`;
  const hit = texts.get(key);
  if (hit) return hit;
  const reverse = kind === 'b';
  const walked = reverse ? keys.map((k) => ({ ...k, dir: k.dir === 'asc' ? ('desc' as const) : ('asc' as const) })) : keys;
  const columns = [...ROW_COLUMNS.map((c) => `"${c}"`), ...keys.map((k, i) => `${k.sql} as "k${i}"`)].join(', ');
  const order = orderByText(keys, reverse);
  // OFFSET 0 keeps the subquery from being merged into the outer query, so its rows are found
  // first and then sorted: the planner cannot choose to walk the sort index testing every row.
  const from = indexedBy ? `"${table}" indexed by "${indexedBy}"`
    : matchesFirst ? `(select * from "${table}" where (\u0000where\u0000) offset 0) as "${table}"` : `"${table}"`;
  const select = (cond: string, tail: string) => `select ${columns} from ${from} where (\u0000where\u0000)${cond} order by ${order} ${tail}`;
  let text: string;
  if (kind === 'o') text = select('', `limit \u0000limit\u0000 offset \u0000offset\u0000`);
  else {
    const parts = afterParts(walked, values, db.dialect).map((c) => select(` and ${c}`, 'limit \u0000limit\u0000'));
    // Each part is read in order up to the limit, then the parts' rows are put in order again
    // (a UNION ALL keeps no order of its own): at most twice the page, never the rows before it.
    const outer = keys.map((k, i) => `"k${i}" ${reverse ? (k.dir === 'asc' ? 'desc' : 'asc') : k.dir}`).join(', ');
    text = parts.length === 1 ? parts[0]
      : `select * from (${parts.map((p, i) => `select * from (${p}) as p${i}`).join(' union all ')}) as page order by ${outer} limit \u0000limit\u0000`;
  }
  // Numbered in order of appearance: SQLite counts `?` (each copy of the WHERE binds its values
  // again); PostgreSQL's WHERE keeps its own $1…, and the other values follow.
  const bind: Source[] = db.dialect === 'postgres' && where.parameters.length ? ['where'] : [];
  let n = where.parameters.length;
  const sql = text.replace(/\u0000(\w+)\u0000/g, (_, m: string) => {
    if (m === 'where') {
      if (db.dialect === 'sqlite' && where.parameters.length) bind.push('where');
      return where.sql;
    }
    bind.push(/^\d+$/.test(m) ? Number(m) : (m as Source));
    return db.dialect === 'postgres' ? `$${++n}` : '?';
  });
  const page = { sql, bind };
  if (texts.size >= MAX_TEXTS) texts.clear();
  texts.set(key, page);
  return page;
}

/** How a page is read when the list's own plan is not the best one (searchPage). */
export interface PageRead {
  /** SQLite: the index the page is read along (searchWalk) */
  indexedBy?: string;
  /**
   * Find the matches first, then sort them: a search known to match few rows (searchPage) whose
   * matches the PostgreSQL planner would otherwise look for by walking the sort index, testing
   * row after row (it guesses matches are spread evenly; article numbers, say, are not).
   */
  matchesFirst?: boolean;
}

/**
 * Up to `limit` rows of a list in its order at `pos` (rows before a cursor come back in list
 * order too), and whether more rows follow in the direction walked.
 */
export async function pageRows(db: Db, table: string, keys: readonly SortKey[], where: CompiledWhere, pos: PagePosition, limit: number, read: PageRead = {}): Promise<{ rows: KeyedRow[]; more: boolean }> {
  const text = pageText(db, table, keys, where, pos, read);
  const values = 'offset' in pos ? [] : 'after' in pos ? pos.after : pos.before;
  const parameters = text.bind.flatMap((b) => (b === 'where' ? where.parameters : b === 'limit' ? [limit + 1] : b === 'offset' ? [(pos as { offset: number }).offset] : [values[b]]));
  const rows = await db.read<KeyedRow>(CompiledQuery.raw(text.sql, parameters));
  const more = rows.length > limit;
  if (more) rows.pop();
  if ('before' in pos) rows.reverse();
  return { rows, more };
}
