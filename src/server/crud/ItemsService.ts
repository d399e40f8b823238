import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import { allows, type Principal } from '../access/principal';
import { scopeFilter } from '../access/scopeFilter';
import type { Db } from '../db/createDb';
import { fieldExpr, sqlValue } from '../db/fieldExpr';
import { orderBySql } from '../db/orderBy';
import { AppError, invalid, ruleError } from '../errors';
import type { AnyHooks, HookContext } from './EntityHooks';
import type { CallScope, Items, ListResult } from './Items';
import { recordText } from './recordText';
import type { Services } from '../services';
import { writeAudit, diffDocs, type AuditAction } from './audit';
import { assertReferences } from '../rules/assertReferences';
import { assertFieldRules } from '../rules/assertFieldRules';
import { assertAdminOnlyFields } from '../access/assertAdminOnlyFields';
import { newId } from './newId';
import { searchWhere } from './searchWhere';
import type { ListQuery } from './parseListQuery';
import { parseDoc, ROW_COLUMNS, rowToRecord, type ApiRecord, type Doc, type Row } from './rowToRecord';
import { uniqueViolation } from './uniqueViolation';
import { batchDelete, batchUpdate, canBatchDelete, canBatchUpdate, type BulkWrite } from './bulkWrite';
import { listPage } from './listPage';
import { searchWalk } from './searchWalk';

/** What the items service works with: storage, configuration for the hooks, and every entity's hooks. */
export type ItemsDeps = Pick<Services, 'db' | 'registry' | 'config' | 'onWrite'> & { hooks: ReadonlyMap<string, AnyHooks> };

/**
 * The one generic items service behind every entity's routes: queries carry the tenant scope,
 * writes run hooks, check tenancy, and append their audit entry in the same transaction.
 */
export class ItemsService implements Items {
  /** `outer`: the transaction every write joins (see transaction()); none: each write is its own. */
  constructor(private readonly services: ItemsDeps, private readonly outer?: Kysely<any>) {}

  /**
   * Several writes as one: `work` gets an items service whose writes (hooks, audit entries
   * included) all run in one transaction, so either every record exists or none does.
   */
  async transaction<T>(work: (items: Items) => Promise<T>): Promise<T> {
    if (this.outer) return work(this);
    return this.db.kysely.transaction().execute((trx) => work(new ItemsService(this.services, trx)));
  }

  on(db: Db): Items {
    return new ItemsService({ ...this.services, db, onWrite: () => {} });
  }

  private get db(): Db {
    return this.services.db;
  }

  /** Reads join the outer transaction: they see its writes, and SQLite's one connection is not asked twice. */
  private get reader(): Kysely<any> {
    return this.outer ?? this.db.kysely;
  }

  private hooks(entity: Entity): AnyHooks {
    return this.services.hooks.get(entity.id) ?? {};
  }

  toRecord(entity: Entity, row: Row): ApiRecord {
    const record = rowToRecord(entity, row);
    this.hooks(entity).read?.(record);
    return record;
  }

  private notFound(entity: Entity): AppError {
    return new AppError('NOT_FOUND', { resource: entity.def.title.toLowerCase() });
  }

  /** WHERE conditions shared by every read and write: live rows inside the caller's tenant. */
  private baseWhere(entity: Entity, p: Principal, scope: CallScope, includeDeleted = false): RawBuilder<boolean>[] {
    const where: RawBuilder<boolean>[] = [];
    if (!includeDeleted) where.push(sql<boolean>`"deleted_at" is null`);
    // A venue pinned by the path and allowed to the caller is the tighter condition on its own;
    // leaving the allowed-venue list out keeps the planner on the (venue, …) indexes.
    const tenant = this.pinned(entity, p, scope) ? null : scopeFilter(entity, p, this.db.dialect);
    if (tenant) where.push(tenant);
    if (scope.venue) where.push(sql<boolean>`"venue" = ${scope.venue}`);
    return where;
  }

  /** Whether the call's venue (from the path) is one the caller may see: then it is the whole tenant condition. */
  private pinned(entity: Entity, p: Principal, scope: CallScope): scope is CallScope & { venue: string } {
    return !!scope.venue && entity.def['x-scope'] === 'venue' && allows(p.venueIds, scope.venue);
  }

  private filterWhere(entity: Entity, q: Pick<ListQuery, 'filters' | 'ranges' | 'q'>, venue?: string): RawBuilder<boolean>[] {
    const d = this.db.dialect;
    const where: RawBuilder<boolean>[] = [];
    for (const [field, values] of Object.entries(q.filters)) {
      if (!values.length) continue;
      if (entity.def.properties[field]?.type === 'array') {
        const list = sql.join(values);
        where.push(
          d === 'sqlite'
            ? sql<boolean>`exists (select 1 from json_each("doc", ${'$.' + field}) where value in (${list}))`
            : sql<boolean>`exists (select 1 from jsonb_array_elements_text("doc"->${field}) e(v) where e.v in (${list}))`,
        );
      } else {
        const expr = fieldExpr(entity, field, d);
        const vals = values.map((v) => sqlValue(v, d));
        where.push(vals.length === 1 ? sql<boolean>`${expr} = ${vals[0]}` : sql<boolean>`${expr} in (${sql.join(vals)})`);
      }
    }
    for (const [field, r] of Object.entries(q.ranges)) {
      const expr = fieldExpr(entity, field, d);
      if (r.gte !== undefined) where.push(sql<boolean>`${expr} >= ${sqlValue(r.gte, d)}`);
      if (r.lte !== undefined) where.push(sql<boolean>`${expr} <= ${sqlValue(r.lte, d)}`);
    }
    const search = q.q ? searchWhere(entity, q.q, d, venue) : null;
    if (search) where.push(search);
    return where;
  }

  private and(conds: RawBuilder<boolean>[]): RawBuilder<boolean> {
    return conds.length ? sql<boolean>`${sql.join(conds, sql` and `)}` : sql<boolean>`1 = 1`;
  }

  async list(entity: Entity, p: Principal, q: ListQuery, scope: CallScope = {}): Promise<ListResult> {
    return this.page(entity, p, q, scope, (row) => this.toRecord(entity, row));
  }

  async listText(entity: Entity, p: Principal, q: ListQuery, scope: CallScope = {}): Promise<string | undefined> {
    if (entity.hidden.length || this.hooks(entity).read) return undefined;
    const { data, total, totalIsEstimate, page, limit, pageInfo } = await this.page(entity, p, q, scope, recordText);
    return `{"data":[${data.join(',')}],"total":${total}${totalIsEstimate ? ',"totalIsEstimate":true' : ''},"page":${page},"limit":${limit},"pageInfo":${JSON.stringify(pageInfo)}}`;
  }

  private async page<T>(entity: Entity, p: Principal, q: ListQuery, scope: CallScope, toItem: (row: Row) => T): Promise<ListResult<T>> {
    const base = [...this.baseWhere(entity, p, scope), ...this.filterWhere(entity, { ...q, q: '' }, scope.venue)];
    const search = q.q ? searchWhere(entity, q.q, this.db.dialect, scope.venue) : null;
    const where = this.and(search ? [...base, search] : base);
    // A search may read its page by walking the sort index (searchWalk): the same rows, found by testing each row walked.
    const walk = searchWalk(entity, this.db.dialect, q, scope.venue);
    // A list of the venue's live rows and the search, nothing else, may count in the FTS5 table (searchCount).
    const plain = this.pinned(entity, p, scope) && !Object.values(q.filters).some((v) => v.length) && !Object.keys(q.ranges).length;
    const fts = walk?.fts && plain ? { ...walk.fts, venue: scope.venue! } : null;
    const walked = walk ? { index: walk.index, where: this.and([...base, walk.test]), base: this.and(base), test: walk.test, countIndex: walk.countIndex, countsTest: walk.countsTest, fts } : undefined;
    return listPage(this.db, this.services.config.jwtSecret, entity, where, q, toItem, walked);
  }

  /** Every matching record, unpaged (GET all / GET query). */
  async all(entity: Entity, p: Principal, q: Pick<ListQuery, 'filters' | 'ranges' | 'q' | 'sort' | 'direction'> & Partial<Pick<ListQuery, 'lang'>>, scope: CallScope = {}): Promise<ApiRecord[]> {
    const where = this.and([...this.baseWhere(entity, p, scope), ...this.filterWhere(entity, q, scope.venue)]);
    const rows = await sql<Row>`select ${sql.join(ROW_COLUMNS.map((c) => sql.ref(c)))} from ${sql.table(entity.table)} where ${where}
      order by ${orderBySql(entity, q, this.db.dialect)}`.execute(this.reader);
    return rows.rows.map((r) => this.toRecord(entity, r));
  }

  /** The rows of these ids in one query however many a bulk call names: the ids bound as one list parameter, as idList binds them. */
  private async findRows(k: Kysely<any>, entity: Entity, p: Principal, ids: readonly string[], scope: CallScope, opts: { includeDeleted?: boolean; lock?: boolean } = {}): Promise<Row[]> {
    if (!ids.length) return [];
    const pg = this.db.dialect === 'postgres';
    const byId = ids.length === 1 ? sql<boolean>`"_id" = ${ids[0]}`
      : pg ? sql<boolean>`"_id" = any(cast(${[...ids]} as text[]))` : sql<boolean>`"_id" in (select value from json_each(${JSON.stringify(ids)}))`;
    const where = this.and([...this.baseWhere(entity, p, scope, opts.includeDeleted), byId]);
    const lock = opts.lock && pg ? sql` for update` : sql``;
    const res = await sql<Row>`select ${sql.join(ROW_COLUMNS.map((c) => sql.ref(c)))} from ${sql.table(entity.table)} where ${where}${lock}`.execute(k);
    return res.rows;
  }

  async show(entity: Entity, p: Principal, id: string, scope: CallScope = {}): Promise<ApiRecord> {
    const [row] = await this.findRows(this.reader, entity, p, [id], scope);
    if (!row) throw this.notFound(entity);
    return this.toRecord(entity, row);
  }

  /** Runs `work` in a transaction and turns unique-index violations into 422 field errors. */
  private async write<T>(entity: Entity, work: (trx: Kysely<any>) => Promise<T>): Promise<T> {
    try {
      return await (this.outer ? work(this.outer) : this.db.kysely.transaction().execute(work));
    } catch (err) {
      const fields = uniqueViolation(entity, err);
      if (fields) throw invalid(fields.map((f) => ({ path: f, message: 'is already taken', code: 'taken' })));
      throw err;
    } finally {
      this.services.onWrite(entity);
    }
  }

  private ctx(entity: Entity, p: Principal, trx: Kysely<any>): HookContext {
    const items = trx === this.outer ? this : new ItemsService(this.services, trx);
    return { entity, principal: p, trx, items, services: this.services };
  }

  /** Tenant columns of a document, checked against what the caller may write. */
  private async tenantColumns(trx: Kysely<any>, entity: Entity, p: Principal, doc: Doc, id: string): Promise<{ venue: string | null; customer_group: string | null }> {
    const scope = entity.def['x-scope'];
    const venue: string | null = scope === 'venueSelf' ? id : (doc.venue ?? null);
    let group: string | null = doc.customerGroup ?? null;
    if (scope === 'venue' || scope === 'venueOrGroup') {
      if (venue) {
        if (!allows(p.venueIds, venue)) throw new AppError('NOT_FOUND', { resource: 'venue' });
        // The venue's brand travels with its rows so audit and group reports need no join.
        const v = await trx.selectFrom('venue').select('customer_group').where('_id', '=', venue).where('deleted_at', 'is', null).executeTakeFirst();
        if (!v) throw invalid([ruleError('venue', 'venueUnknown')]);
        group = v.customer_group ?? null;
      } else if (scope === 'venue') {
        throw invalid([{ path: 'venue', message: 'is required', code: 'required' }]);
      }
    }
    if (scope === 'customerGroup' || scope === 'venueSelf' || scope === 'groupOrPlatform' || (scope === 'venueOrGroup' && !venue)) {
      if (group === null && p.customerGroup && p.groupIds !== 'all') group = p.customerGroup;
      if (group !== null && !allows(p.groupIds, group)) throw invalid([ruleError('customerGroup', 'customerGroupNotYours')]);
      if (group === null && p.groupIds !== 'all' && scope !== 'customerGroup') throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
    }
    if (scope === 'customerGroupSelf') group = id;
    if ('customerGroup' in entity.def.properties && scope !== 'customerGroupSelf') doc.customerGroup = group ?? undefined;
    return { venue, customer_group: group };
  }

  async create(entity: Entity, p: Principal, input: Doc, scope: CallScope = {}): Promise<ApiRecord> {
    const data: Doc = { ...input };
    if (scope.venue) data.venue = scope.venue;
    // Request validation fills defaults of writable fields; server-owned ones (status flags) too.
    for (const [k, prop] of Object.entries<any>(entity.def.properties)) {
      if (data[k] === undefined && prop.default !== undefined) data[k] = structuredClone(prop.default);
    }
    if (entity.def['x-scope'] === 'customerGroupSelf' && p.groupIds !== 'all') throw new AppError('FORBIDDEN', { permission: 'admin' });
    if (entity.def['x-scope'] === 'owner') data.owner = p.userId;
    return this.write(entity, async (trx) => {
      const ctx = this.ctx(entity, p, trx);
      await this.hooks(entity).beforeCreate?.(ctx, data);
      assertAdminOnlyFields(entity, p, data);
      assertFieldRules(entity, data);
      const id = newId();
      const cols = await this.tenantColumns(trx, entity, p, data, id);
      await assertReferences(trx, this.services, entity, p, data, cols);
      for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
      const now = new Date().toISOString();
      const row: Row = { _id: id, ...cols, created_at: now, updated_at: now, deleted_at: null, doc: JSON.stringify(data) };
      await trx.insertInto(entity.table).values(row).execute();
      await writeAudit(trx, this.services.registry, { action: 'create', entity, principal: p, subject: id, changes: diffDocs(entity, {}, data), record: data, ...cols });
      await this.hooks(entity).afterCreate?.(ctx, { ...data, _id: id });
      return this.toRecord(entity, row);
    });
  }

  /** Platform records (no customer group) are read by everybody but changed by admins only. */
  private checkPlatformWrite(entity: Entity, p: Principal, row: Row): void {
    if (entity.def['x-scope'] === 'groupOrPlatform' && row.customer_group === null && p.groupIds !== 'all') throw new AppError('FORBIDDEN', { permission: 'admin' });
  }

  private async applyUpdate(trx: Kysely<any>, entity: Entity, p: Principal, row: Row, input: Doc, action: AuditAction = 'update'): Promise<Row> {
    this.checkPlatformWrite(entity, p, row);
    const previous = parseDoc(row.doc);
    const patch: Doc = { ...input };
    const ctx = this.ctx(entity, p, trx);
    await this.hooks(entity).beforeUpdate?.(ctx, patch, { ...previous, _id: row._id });
    const next: Doc = { ...previous, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === null) delete next[k];
    const changes = diffDocs(entity, previous, next);
    if (!Object.keys(changes).length) return row;
    assertAdminOnlyFields(entity, p, next, previous);
    assertFieldRules(entity, next, (f) => f in patch);
    const tenantMoved = next.venue !== previous.venue || next.customerGroup !== previous.customerGroup;
    const cols = tenantMoved ? await this.tenantColumns(trx, entity, p, next, row._id) : { venue: row.venue, customer_group: row.customer_group };
    // The references the patch writes; after a move every one, since the old ones name the old tenant's records.
    await assertReferences(trx, this.services, entity, p, next, cols, tenantMoved ? undefined : (f) => f in patch, tenantMoved ? undefined : previous);
    const updated: Row = { ...row, ...cols, updated_at: new Date().toISOString(), doc: JSON.stringify(next) };
    await trx.updateTable(entity.table).set({ ...cols, updated_at: updated.updated_at, doc: updated.doc }).where('_id', '=', row._id).execute();
    await writeAudit(trx, this.services.registry, { action, entity, principal: p, subject: row._id, changes, record: next, ...cols });
    await this.hooks(entity).afterUpdate?.(ctx, { ...next, _id: row._id }, { ...previous, _id: row._id });
    return updated;
  }

  /** `action` names the audit entry (an x-action such as verify writes through here too). */
  async update(entity: Entity, p: Principal, id: string, input: Doc, scope: CallScope = {}, action: AuditAction = 'update'): Promise<ApiRecord> {
    return this.write(entity, async (trx) => {
      const [row] = await this.findRows(trx, entity, p, [id], scope, { lock: true });
      if (!row) throw this.notFound(entity);
      return this.toRecord(entity, await this.applyUpdate(trx, entity, p, row, input, action));
    });
  }

  async remove(entity: Entity, p: Principal, id: string, hard: boolean, scope: CallScope = {}): Promise<ApiRecord> {
    return this.write(entity, async (trx) => {
      const [row] = await this.findRows(trx, entity, p, [id], scope, { lock: true, includeDeleted: hard });
      if (!row) throw this.notFound(entity);
      await this.deleteRow(trx, entity, p, row, hard);
      return this.toRecord(entity, row);
    });
  }

  private async deleteRow(trx: Kysely<any>, entity: Entity, p: Principal, row: Row, hard: boolean): Promise<void> {
    this.checkPlatformWrite(entity, p, row);
    const previous = parseDoc(row.doc);
    const ctx = this.ctx(entity, p, trx);
    await this.hooks(entity).beforeDelete?.(ctx, { ...previous, _id: row._id }, hard);
    if (hard) await trx.deleteFrom(entity.table).where('_id', '=', row._id).execute();
    else await trx.updateTable(entity.table).set({ deleted_at: new Date().toISOString() }).where('_id', '=', row._id).execute();
    await writeAudit(trx, this.services.registry, {
      action: hard ? 'hardDelete' : 'delete', entity, principal: p, subject: row._id, changes: {}, record: previous, venue: row.venue, customer_group: row.customer_group,
    });
    await this.hooks(entity).afterDelete?.(ctx, { ...previous, _id: row._id }, hard);
  }

  /** All or nothing: an id that does not exist in the caller's scope fails the whole call. */
  private async rowsForBulk(trx: Kysely<any>, entity: Entity, p: Principal, ids: readonly string[], scope: CallScope, includeDeleted = false): Promise<Row[]> {
    const unique = [...new Set(ids)];
    const rows = await this.findRows(trx, entity, p, unique, scope, { lock: true, includeDeleted });
    if (rows.length !== unique.length) {
      const found = new Set(rows.map((r) => r._id));
      throw new AppError('NOT_FOUND', { resource: `${entity.def.title.toLowerCase()} ${unique.find((i) => !found.has(i))}` });
    }
    return rows;
  }

  /** What the set-based bulk writes (bulkWrite.ts) run with: this write's transaction and checks. */
  private bulkWrite(trx: Kysely<any>, entity: Entity, p: Principal): BulkWrite {
    return {
      trx, services: this.services, entity, principal: p, hooks: this.hooks(entity), ctx: this.ctx(entity, p, trx),
      checkPlatformWrite: (row) => this.checkPlatformWrite(entity, p, row),
      tenantColumns: (doc, id) => this.tenantColumns(trx, entity, p, doc, id),
    };
  }

  async bulkUpdate(entity: Entity, p: Principal, ids: readonly string[], data: Doc, scope: CallScope = {}, action: AuditAction = 'update'): Promise<{ ids: string[]; count: number }> {
    return this.write(entity, async (trx) => {
      const rows = await this.rowsForBulk(trx, entity, p, ids, scope);
      if (canBatchUpdate(this.hooks(entity))) await batchUpdate(this.bulkWrite(trx, entity, p), rows, data, action);
      else for (const row of rows) await this.applyUpdate(trx, entity, p, row, data, action);
      return { ids: rows.map((r) => r._id), count: rows.length };
    });
  }

  async bulkDelete(entity: Entity, p: Principal, ids: readonly string[], hard: boolean, scope: CallScope = {}): Promise<{ ids: string[]; count: number }> {
    return this.write(entity, async (trx) => {
      const rows = await this.rowsForBulk(trx, entity, p, ids, scope, hard);
      if (canBatchDelete(this.hooks(entity))) await batchDelete(this.bulkWrite(trx, entity, p), rows, hard);
      else for (const row of rows) await this.deleteRow(trx, entity, p, row, hard);
      return { ids: rows.map((r) => r._id), count: rows.length };
    });
  }

  whereOf(entity: Entity, p: Principal, q: Pick<ListQuery, 'filters' | 'ranges' | 'q'>, scope: CallScope = {}): RawBuilder<boolean> {
    return this.and([...this.baseWhere(entity, p, scope), ...this.filterWhere(entity, q, scope.venue)]);
  }

  /** Ids of the live rows matching filters inside the caller's scope (for "all of a venue" actions). */
  async matchingIds(entity: Entity, p: Principal, q: Pick<ListQuery, 'filters' | 'ranges' | 'q'>, scope: CallScope = {}): Promise<string[]> {
    const where = this.and([...this.baseWhere(entity, p, scope), ...this.filterWhere(entity, q, scope.venue)]);
    const res = await sql<{ _id: string }>`select "_id" from ${sql.table(entity.table)} where ${where}`.execute(this.reader);
    return res.rows.map((r) => r._id);
  }
}
