import type { RawBuilder } from 'kysely';
import type { Db } from '../db/createDb';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import type { AuditAction } from './audit';
import type { ListQuery } from './parseListQuery';
import type { ApiRecord, Doc, Row } from './rowToRecord';

/** Where a call came from: a `{venue}` path parameter pins the venue. */
export interface CallScope {
  venue?: string;
}

/** react-admin's partial pagination: cursors of the page's first and last rows (null when empty). */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ListResult<T = ApiRecord> {
  data: T[];
  total: number;
  /** set when `total` is an estimate: a search with more than EXACT_UP_TO matches (searchTotal) */
  totalIsEstimate?: true;
  page: number;
  limit: number;
  pageInfo: PageInfo;
}

type Filters = Pick<ListQuery, 'filters' | 'ranges' | 'q'>;

/**
 * The generic reads and writes every entity's routes, hooks and jobs go through (ItemsService).
 * An interface of its own, so what depends on it (the service container, hooks) does not depend
 * on the class, which depends on them.
 */
export interface Items {
  /** Several writes as one transaction: every write through `items` joins it. */
  transaction<T>(work: (items: Items) => Promise<T>): Promise<T>;
  /** The same service reading another database (another environment's): for reads, its writes reach no cache here. */
  on(db: Db): Items;
  list(entity: Entity, p: Principal, q: ListQuery, scope?: CallScope): Promise<ListResult>;
  /**
   * The same page as the JSON text of its answer, each row written from its stored text
   * (recordText), or undefined for an entity whose records are not the stored document as it
   * is (write-only fields, a read hook): its list goes through list() and the serializer.
   */
  listText(entity: Entity, p: Principal, q: ListQuery, scope?: CallScope): Promise<string | undefined>;
  all(entity: Entity, p: Principal, q: Filters & Pick<ListQuery, 'sort' | 'direction'> & Partial<Pick<ListQuery, 'lang'>>, scope?: CallScope): Promise<ApiRecord[]>;
  show(entity: Entity, p: Principal, id: string, scope?: CallScope): Promise<ApiRecord>;
  create(entity: Entity, p: Principal, input: Doc, scope?: CallScope): Promise<ApiRecord>;
  /** `action` names the audit entry (an x-action such as verify writes through here too) */
  update(entity: Entity, p: Principal, id: string, input: Doc, scope?: CallScope, action?: AuditAction): Promise<ApiRecord>;
  remove(entity: Entity, p: Principal, id: string, hard: boolean, scope?: CallScope): Promise<ApiRecord>;
  bulkUpdate(entity: Entity, p: Principal, ids: readonly string[], data: Doc, scope?: CallScope, action?: AuditAction): Promise<{ ids: string[]; count: number }>;
  bulkDelete(entity: Entity, p: Principal, ids: readonly string[], hard: boolean, scope?: CallScope): Promise<{ ids: string[]; count: number }>;
  /** Ids of the live rows matching filters inside the caller's scope. */
  matchingIds(entity: Entity, p: Principal, q: Filters, scope?: CallScope): Promise<string[]>;
  /** The WHERE of a list call (tenant scope and filters), for readers that page through rows themselves (streamed exports). */
  whereOf(entity: Entity, p: Principal, q: Filters, scope?: CallScope): RawBuilder<boolean>;
  /** The wire shape of a stored row, computed fields (read hooks) included: every answered record goes through it. */
  toRecord(entity: Entity, row: Row): ApiRecord;
}
