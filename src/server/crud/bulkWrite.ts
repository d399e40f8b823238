import { CompiledQuery, type Kysely } from 'kysely';
import type { Entity } from '../../core/registry';
import type { Principal } from '../access/principal';
import { assertAdminOnlyFields } from '../access/assertAdminOnlyFields';
import { assertFieldRules } from '../rules/assertFieldRules';
import { assertReferencesMany, type RecordTenant, type ReferenceCheck } from '../rules/assertReferences';
import type { DataServices } from '../services';
import { diffDocs, type AuditAction, type AuditInput } from './audit';
import type { AnyHooks, HookContext } from './EntityHooks';
import { parseDoc, type Doc, type Row } from './rowToRecord';
import { idList } from './idList';
import { rowSource } from './rowSource';
import { writeAuditMany } from './writeAuditMany';
import { patchable, writePatchMany } from './writePatchMany';

/**
 * Rows per statement: a document UPDATE binds 2 parameters a row (4 when the row moves venue), an
 * id-list statement one parameter in all, so each stays far under SQLite's 32,766 and
 * PostgreSQL's 65,535 parameters.
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

/** What identifies a patch: rows whose patches match can be written by one patch statement. */
const signature = (patch: Doc): string => Object.keys(patch).map((k) => `${k}=${JSON.stringify(patch[k]) ?? ''}`).join('\u0000');

interface Write {
  id: string;
  /** the tenant columns of a row that moves venue or brand */
  cols: RecordTenant | null;
  next: Doc;
  patch: Doc;
  /** whether `next` is exactly the stored document with `patch` applied (no stray null dropped, no move) */
  patchOnly: boolean;
}

/**
 * The items service's update of every row with the same input, set-based: the rules run in
 * memory per row as applyUpdate runs them (hooks through their batch variant, references read
 * once for all rows), then the changed rows are written 1,000 per statement, and their audit
 * entries with multi-row INSERTs. When every row's patch is the same (a bulk flag, a bulk PATCH
 * that no hook varies), the database applies it to the stored documents (writePatchMany): no
 * document is serialized and sent back per row. Otherwise each row's document is written with one
 * UPDATE … FROM a row source (rowSource: VALUES on SQLite, unnest on PostgreSQL). A refusal throws before anything is written; the caller's
 * transaction makes the call all or nothing either way, a failing later statement included.
 */
export async function batchUpdate(b: BulkWrite, rows: readonly Row[], input: Doc, action: AuditAction): Promise<void> {
  const { entity, principal: p } = b;
  for (const row of rows) b.checkPlatformWrite(row);
  const items = rows.map((row) => ({ row, previous: parseDoc(row.doc), patch: { ...input } as Doc }));
  await b.hooks.beforeUpdateMany?.(b.ctx, items.map((i) => ({ patch: i.patch, previous: { ...i.previous, _id: i.row._id } })));
  const writes: Write[] = [];
  const audits: AuditInput[] = [];
  const refs: ReferenceCheck[] = [];
  for (const { row, previous, patch } of items) {
    const next: Doc = { ...previous, ...patch };
    let stray = false;
    for (const k of Object.keys(next)) {
      if (next[k] !== undefined && next[k] !== null) continue;
      if (!(k in patch)) stray = true;
      delete next[k];
    }
    const changes = diffDocs(entity, previous, next);
    if (!Object.keys(changes).length) continue;
    assertAdminOnlyFields(entity, p, next, previous);
    assertFieldRules(entity, next, (f) => f in patch);
    const tenantMoved = next.venue !== previous.venue || next.customerGroup !== previous.customerGroup;
    const cols = tenantMoved ? await b.tenantColumns(next, row._id) : { venue: row.venue, customer_group: row.customer_group };
    // As applyUpdate: the references the patch writes; after a move every one.
    refs.push(tenantMoved ? { doc: next, tenant: cols } : { doc: next, tenant: cols, only: (f) => f in patch, known: previous });
    writes.push({ id: row._id, cols: tenantMoved ? cols : null, next, patch, patchOnly: !tenantMoved && !stray });
    audits.push({ action, entity, principal: p, subject: row._id, changes, record: next, ...cols });
  }
  await assertReferencesMany(b.trx, b.services, entity, p, refs);
  const now = new Date().toISOString();
  const dialect = b.services.db.dialect;
  const table = entity.table;
  const patched = writes.filter((w) => w.patchOnly);
  const one = patched.length && patchable(patched[0].patch) ? signature(patched[0].patch) : null;
  const byPatch = one !== null && patched.every((w) => signature(w.patch) === one);
  if (byPatch) {
    for (const part of parts(patched)) await writePatchMany(b.trx, dialect, table, part.map((w) => w.id), patched[0].patch, now);
  }
  const doc = dialect === 'postgres' ? 'cast(v."doc" as jsonb)' : 'v."doc"';
  const at = (n: number) => (dialect === 'postgres' ? `$${n}` : '?');
  // Rows that stay in their venue leave the tenant columns alone: the indexes on them then need no update.
  for (const part of parts(writes.filter((w) => !w.cols && !(byPatch && w.patchOnly)))) {
    const v = rowSource(dialect, part.map((w) => [w.id, JSON.stringify(w.next)]));
    await b.trx.executeQuery(CompiledQuery.raw(`with v("id", "doc") as (${v.text})
      update "${table}" set "updated_at" = ${at(v.params.length + 1)}, "doc" = ${doc} from v where "${table}"."_id" = v."id"`, [...v.params, now]));
  }
  for (const part of parts(writes.filter((w) => w.cols))) {
    const v = rowSource(dialect, part.map((w) => [w.id, w.cols!.venue, w.cols!.customer_group, JSON.stringify(w.next)]));
    await b.trx.executeQuery(CompiledQuery.raw(`with v("id", "venue", "customer_group", "doc") as (${v.text})
      update "${table}" set "venue" = v."venue", "customer_group" = v."customer_group", "updated_at" = ${at(v.params.length + 1)}, "doc" = ${doc}
      from v where "${table}"."_id" = v."id"`, [...v.params, now]));
  }
  await writeAuditMany(b.trx, b.services.registry, dialect, audits);
}

/** The items service's delete of every row, set-based as batchUpdate: one statement per 1,000 rows, the ids as one parameter. */
export async function batchDelete(b: BulkWrite, rows: readonly Row[], hard: boolean): Promise<void> {
  const { entity, principal: p } = b;
  const dialect = b.services.db.dialect;
  for (const row of rows) b.checkPlatformWrite(row);
  const previous = rows.map((row) => ({ ...parseDoc(row.doc), _id: row._id }));
  await b.hooks.beforeDeleteMany?.(b.ctx, previous, hard);
  const now = new Date().toISOString();
  for (const part of parts(rows.map((r) => r._id))) {
    if (hard) {
      const list = idList(dialect, part, 1);
      await b.trx.executeQuery(CompiledQuery.raw(`delete from "${entity.table}" where ${list.where}`, [list.param]));
    } else {
      const list = idList(dialect, part, 2);
      await b.trx.executeQuery(CompiledQuery.raw(`update "${entity.table}" set "deleted_at" = ${dialect === 'postgres' ? '$1' : '?'} where ${list.where}`, [now, list.param]));
    }
  }
  await writeAuditMany(b.trx, b.services.registry, dialect, rows.map((row, i) => {
    const { _id, ...record } = previous[i];
    return { action: hard ? 'hardDelete' : 'delete', entity, principal: p, subject: row._id, changes: {}, record, venue: row.venue, customer_group: row.customer_group };
  }));
}
