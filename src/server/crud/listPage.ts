import { sql, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import type { Db } from '../db/createDb';
import { orderByText, sortKeys } from '../db/orderBy';
import type { ListResult } from './Items';
import { decodeCursor, encodeCursor, type KeyValue } from './listCursor';
import { pageRows, type PagePosition } from './listSql';
import { ListTotals } from './listTotal';
import { searchPage, type WalkedSearch } from './searchPage';
import type { ListQuery } from './parseListQuery';
import type { Row } from './rowToRecord';

/** One totals cache per database: every items service (transactions make new ones) shares it. */
const totalsOf = new WeakMap<Db, ListTotals>();

/**
 * One page of a list: offset paging (`page`) or keyset paging (`after` / `before` a cursor of a
 * previous answer), with react-admin's pageInfo, whose cursors page on from either end. The
 * total comes from the per-write-invalidated cache (ListTotals). A search given `walk` may read its
 * page along the sort index instead (searchPage). `toItem` makes each row a record, or its answer's text.
 */
export async function listPage<T>(db: Db, secret: string, entity: Entity, where: RawBuilder<boolean>, q: ListQuery, toItem: (row: Row) => T, walk?: WalkedSearch): Promise<ListResult<T>> {
  const keys = sortKeys(entity, q, db.dialect);
  const shape = `${entity.table}\u0001${orderByText(keys)}`;
  const pos: PagePosition = q.after ? { after: decodeCursor(secret, 'after', q.after, shape, keys.length) }
    : q.before ? { before: decodeCursor(secret, 'before', q.before, shape, keys.length) }
      : { offset: (q.page - 1) * q.limit };
  const compiled = sql`${where}`.compile(db.kysely);
  let totals = totalsOf.get(db);
  if (!totals) totalsOf.set(db, (totals = new ListTotals(db)));
  const [{ rows, more }, { total, estimate }] = walk
    ? await searchPage(db, totals, entity.table, keys, compiled, pos, q.limit, walk)
    : await Promise.all([pageRows(db, entity.table, keys, compiled, pos, q.limit), totals.total(entity.table, compiled).then((n) => ({ total: n, estimate: false }))]);
  const cursor = (row: Record<string, unknown>) => encodeCursor(secret, shape, keys.map((_, i) => row[`k${i}`] as KeyValue));
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    data: rows.map((r) => toItem(r)),
    total,
    ...(estimate ? { totalIsEstimate: true as const } : {}),
    page: q.page,
    limit: q.limit,
    pageInfo: {
      // Walking backwards, `more` says whether earlier rows exist; a cursor's own row lies beyond it.
      hasNextPage: 'before' in pos ? true : more,
      hasPreviousPage: 'before' in pos ? more : 'after' in pos ? true : pos.offset > 0,
      startCursor: first ? cursor(first) : null,
      endCursor: last ? cursor(last) : null,
    },
  };
}
