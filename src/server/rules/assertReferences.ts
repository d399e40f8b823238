import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Entity } from '../../core/registry';
import { refFields, refValues, type RefField } from '../../core/refFields';
import type { Principal } from '../access/principal';
import { scopeFilter } from '../access/scopeFilter';
import type { Doc } from '../crud/rowToRecord';
import { fieldExprSql } from '../db/fieldExpr';
import { invalid, ruleError, type FieldError } from '../errors';
import type { DataServices } from '../services';

const CHUNK = 500;

/** Where the written record lives: its tenant columns. */
export interface RecordTenant {
  venue: string | null;
  customer_group: string | null;
}

/** The tenant columns themselves: the items service checks them (404 venue, 422 customerGroup). */
const isTenantColumn = (r: RefField) => r.steps.length === 0 && ((r.field === 'venue' && r.target === 'venue') || (r.field === 'customerGroup' && r.target === 'customerGroup'));

/** The single unique field a reference not by `_id` names (a user's role by slug). */
function keyOf(target: Entity, ref: RefField): string {
  if (ref.byId) return '_id';
  const unique = (target.def['x-unique'] ?? []).find((u): u is string => typeof u === 'string');
  if (!unique) throw new Error(`schemas: ${ref.field} references ${target.id} by a value that is neither its _id nor a unique field`);
  return unique;
}

/**
 * The one reference check of every write: each id a client put into a reference field (`x-ref`,
 * at any depth) must name a live record of the target that the caller may see (its tenant scope)
 * and that belongs where the written record does: a venue-scoped target to the record's own
 * venue, any other target that carries a brand to the record's brand (so a venue's `masterId`,
 * a label's or a user's venues may be other venues of the same brand). A reference to a brand
 * itself (cup codes name several) is checked against the caller's scope only. One query per
 * target (per 500 ids); every failing path is answered as a 422 field error.
 *
 * `known` holds ids the record already stored: they were checked when written, and a target
 * deleted since must not block an unrelated edit.
 */
export async function assertReferences(trx: Kysely<any>, services: DataServices, entity: Entity, p: Principal, doc: Doc, tenant: RecordTenant, only?: (field: string) => boolean, known?: Doc): Promise<void> {
  await assertReferencesMany(trx, services, entity, p, [{ doc, tenant, only, known }]);
}

/** One record's part of a reference check: what assertReferences takes beside the entity. */
export interface ReferenceCheck {
  doc: Doc;
  tenant: RecordTenant;
  only?: (field: string) => boolean;
  known?: Doc;
}

/**
 * assertReferences for many records of one entity (bulk writes): the ids all of them name are
 * read once per target and tenant (per 500 ids), not once per record. The first record (in the
 * given order) with a failing reference fails the call, with that record's errors.
 */
export async function assertReferencesMany(trx: Kysely<any>, services: DataServices, entity: Entity, p: Principal, checks: readonly ReferenceCheck[]): Promise<void> {
  type Entry = { ref: RefField; id: string; path: string; record: number };
  const all: Entry[] = [];
  const groups = new Map<string, { tenant: RecordTenant; list: Entry[] }>();
  const refs = refFields(entity.def).filter((ref) => !isTenantColumn(ref));
  checks.forEach(({ doc, tenant, only, known }, record) => {
    for (const ref of refs) {
      if (only && !only(ref.field)) continue;
      const old = new Set(known ? refValues(ref, known[ref.field]).map((v) => v.id) : []);
      for (const v of refValues(ref, doc[ref.field])) {
        if (old.has(v.id)) continue;
        const key = `${ref.target}\u0000${ref.byId}\u0000${tenant.venue}\u0000${tenant.customer_group}`;
        const entry = { ref, ...v, record };
        all.push(entry);
        const group = groups.get(key) ?? { tenant, list: [] };
        group.list.push(entry);
        groups.set(key, group);
      }
    }
  });
  const errors = new Map<object, FieldError>();
  for (const { tenant, list } of groups.values()) {
    const { ref } = list[0];
    const target = services.registry.get(ref.target);
    if (!target) throw new Error(`schemas: ${entity.id}.${ref.field} references unknown entity ${ref.target}`);
    const key = keyOf(target, ref);
    const keyExpr = sql.raw(fieldExprSql(target, key, services.db.dialect));
    const scope = target.def['x-scope'];
    const where: RawBuilder<boolean>[] = [sql<boolean>`"deleted_at" is null`];
    const inScope = scopeFilter(target, p, services.db.dialect);
    if (inScope) where.push(inScope);
    let code: 'notInVenue' | 'notInGroup' | 'refUnknown' = 'refUnknown';
    if (scope === 'venue' && tenant.venue) {
      where.push(sql<boolean>`"venue" = ${tenant.venue}`);
      code = 'notInVenue';
    } else if (scope !== 'customerGroupSelf' && scope !== 'global' && scope !== 'owner' && tenant.customer_group) {
      // Platform records (a system role) belong to every brand.
      where.push(scope === 'groupOrPlatform'
        ? sql<boolean>`("customer_group" is null or "customer_group" = ${tenant.customer_group})`
        : sql<boolean>`"customer_group" = ${tenant.customer_group}`);
      code = 'notInGroup';
    }
    const found = new Set<string>();
    const ids = [...new Set(list.map((v) => v.id))];
    // In parts, as the items service reads by id: a label may name thousands of venues.
    for (let i = 0; i < ids.length; i += CHUNK) {
      const part = sql<boolean>`${keyExpr} in (${sql.join(ids.slice(i, i + CHUNK))})`;
      const rows = await sql<{ k: string }>`select ${keyExpr} as k from ${sql.table(target.table)} where ${sql.join([...where, part], sql` and `)}`.execute(trx);
      for (const r of rows.rows) found.add(String(r.k));
    }
    for (const v of list) if (!found.has(v.id)) errors.set(v, ruleError(v.path, code, { entity: target.def.title.toLowerCase() }));
  }
  if (!errors.size) return;
  // The first failing record's errors, in its document's order, so the first is the form's first field.
  const first = all.find((v) => errors.has(v))!.record;
  throw invalid(all.filter((v) => v.record === first && errors.has(v)).map((v) => errors.get(v)!));
}
