import { sql, type Kysely } from 'kysely';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import { assertAdminOnlyFields } from '../access/assertAdminOnlyFields';
import { assertFieldRules } from '../rules/assertFieldRules';
import { assertReferencesMany, type RecordTenant, type ReferenceCheck } from '../rules/assertReferences';
import type { DataServices } from '../services';
import { diffDocs, type AuditAction, type AuditInput } from './audit';
import type { AnyHooks, HookContext } from './EntityHooks';
import { parseDoc, type Doc, type Row } from './rowToRecord';
import { writeAuditMany } from './writeAuditMany';

/**
 * Rows per UPDATE / DELETE statement: 4 parameters a row (1 for a delete) keeps each statement
 * near 4,000 parameters, far under SQLite's 32,766 and PostgreSQL's 65,535.
 */
const ROWS_PER_STATEMENT = 1000;

/** What a bulk write needs from the items service around it: the write's transaction and checks. */
export interface BulkWrite {
  trx: Kysely<any>;
  services: DataServices;
  entity: Entity;
  principal: Principal;
  hooks: AnyHooks;
  ctx: HookContext;
  /** refuses a row the caller may not change (a platform record for a non-admin) */
  checkPlatformWrite(row: Row): void;
  /** the tenant columns of a document moved to another venue or brand, checked */
  tenantColumns(doc: Doc, id: string): Promise<RecordTenant>;
}

/**
 * Whether a bulk update can be written set-based: every before-hook has its batch variant, and
 * no after-hook needs the rows one by one. Otherwise the items service goes row by row.
 */
export const canBatchUpdate = (h: AnyHooks): boolean => (!h.beforeUpdate || !!h.beforeUpdateMany) && !h.afterUpdate;
export const canBatchDelete = (h: AnyHooks): boolean => (!h.beforeDelete || !!h.beforeDeleteMany) && !h.afterDelete;

function parts<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT) out.push(list.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/**
 * The items service's update of every row with the same input, set-based: the rules run in
 * memory per row as applyUpdate runs them (hooks through their batch variant, references read
 * once for all rows), then the changed rows are written with one UPDATE … FROM (VALUES …) per
 * 1,000 rows and their audit entries with multi-row INSERTs. A refusal throws before anything is
 * written; the caller's transaction makes the call all or nothing either way.
 */
export async function batchUpdate(b: BulkWrite, rows: readonly Row[], input: Doc, action: AuditAction): Promise<void> {
  const { entity, principal: p } = b;
  for (const row of rows) b.checkPlatformWrite(row);
  const items = rows.map((row) => ({ row, previous: parseDoc(row.doc), patch: { ...input } as Doc }));
  await b.hooks.beforeUpdateMany?.(b.ctx, items.map((i) => ({ patch: i.patch, previous: { ...i.previous, _id: i.row._id } })));
  const writes: { id: string; cols: RecordTenant | null; doc: string }[] = [];
  const audits: AuditInput[] = [];
  const refs: ReferenceCheck[] = [];
  for (const { row, previous, patch } of items) {
    const next: Doc = { ...previous, ...patch };
    for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === null) delete next[k];
    const changes = diffDocs(entity, previous, next);
    if (!Object.keys(changes).length) continue;
    assertAdminOnlyFields(entity, p, next, previous);
    assertFieldRules(entity, next, (f) => f in patch);
    const tenantMoved = next.venue !== previous.venue || next.customerGroup !== previous.customerGroup;
    const cols = tenantMoved ? await b.tenantColumns(next, row._id) : { venue: row.venue, customer_group: row.customer_group };
    // As applyUpdate: the references the patch writes; after a move every one.
    refs.push(tenantMoved ? { doc: next, tenant: cols } : { doc: next, tenant: cols, only: (f) => f in patch, known: previous });
    writes.push({ id: row._id, cols: tenantMoved ? cols : null, doc: JSON.stringify(next) });
    audits.push({ action, entity, principal: p, subject: row._id, changes, record: next, ...cols });
  }
  await assertReferencesMany(b.trx, b.services, entity, p, refs);
  const now = new Date().toISOString();
  const table = sql.table(entity.table);
  const doc = b.services.db.dialect === 'postgres' ? sql`cast(v."doc" as jsonb)` : sql`v."doc"`;
  // Rows that stay in their venue leave the tenant columns alone: the indexes on them then need no update.
  for (const part of parts(writes.filter((w) => !w.cols))) {
    const values = sql.join(part.map((w) => sql`(${w.id}, ${w.doc})`));
    await sql`with v("id", "doc") as (values ${values})
      update ${table} set "updated_at" = ${now}, "doc" = ${doc} from v where ${table}."_id" = v."id"`.execute(b.trx);
  }
  for (const part of parts(writes.filter((w) => w.cols))) {
    const values = sql.join(part.map((w) => sql`(${w.id}, ${w.cols!.venue}, ${w.cols!.customer_group}, ${w.doc})`));
    await sql`with v("id", "venue", "customer_group", "doc") as (values ${values})
      update ${table} set "venue" = v."venue", "customer_group" = v."customer_group", "updated_at" = ${now}, "doc" = ${doc}
      from v where ${table}."_id" = v."id"`.execute(b.trx);
  }
  await writeAuditMany(b.trx, b.services.registry, audits);
}

/** The items service's delete of every row, set-based as batchUpdate: one statement per 1,000 rows. */
export async function batchDelete(b: BulkWrite, rows: readonly Row[], hard: boolean): Promise<void> {
  const { entity, principal: p } = b;
  for (const row of rows) b.checkPlatformWrite(row);
  const previous = rows.map((row) => ({ ...parseDoc(row.doc), _id: row._id }));
  await b.hooks.beforeDeleteMany?.(b.ctx, previous, hard);
  const now = new Date().toISOString();
  for (const part of parts(rows.map((r) => r._id))) {
    if (hard) await b.trx.deleteFrom(entity.table).where('_id', 'in', part).execute();
    else await b.trx.updateTable(entity.table).set({ deleted_at: now }).where('_id', 'in', part).execute();
  }
  await writeAuditMany(b.trx, b.services.registry, rows.map((row, i) => {
    const { _id, ...record } = previous[i];
    return { action: hard ? 'hardDelete' : 'delete', entity, principal: p, subject: row._id, changes: {}, record, venue: row.venue, customer_group: row.customer_group };
  }));
}
