import type { Kysely } from 'kysely';
import type { Entity, Registry } from '../../core/registry';
import type { Principal } from '../access/principal';
import { newId } from './newId';
import type { Doc } from './rowToRecord';

export type AuditAction = 'create' | 'update' | 'delete' | 'hardDelete' | 'login' | string;
export type Changes = Record<string, { before: unknown; after: unknown }>;

const MASK = '[hidden]';

/**
 * Before/after of each changed top-level field (the fields before's order, then the new ones);
 * write-only fields are masked. No key set is built: a bulk write diffs 10k documents.
 */
export function diffDocs(entity: Entity, before: Doc, after: Doc): Changes {
  const out: Changes = {};
  const visit = (key: string) => {
    const a = before[key];
    const b = after[key];
    if (a === b || JSON.stringify(a) === JSON.stringify(b)) return;
    const hide = entity.hidden.includes(key);
    out[key] = { before: hide && a !== undefined ? MASK : (a ?? null), after: hide && b !== undefined ? MASK : (b ?? null) };
  };
  for (const key of Object.keys(before)) visit(key);
  for (const key of Object.keys(after)) if (!Object.hasOwn(before, key)) visit(key);
  return out;
}

export interface AuditInput {
  action: AuditAction;
  entity: Entity;
  principal: Principal | null;
  subject: string;
  changes: Changes;
  venue: string | null;
  customer_group: string | null;
  /** the record as it is after the write (before it, for a delete): its title is kept on the entry */
  record?: Doc;
}

/**
 * The record's title when the entry is written (a string, a number, or a translatable's texts):
 * the log still names a record after it is renamed or deleted, and readers without access to
 * the record's entity see its name instead of its id. Without the record, the changes' value.
 */
export function auditTitle(entity: Entity, record: Doc | undefined, changes: Changes): unknown {
  const props = entity.def.properties;
  const field = entity.def['x-ui']?.titleField ?? (props.name ? 'name' : undefined);
  if (!field || !props[field] || entity.hidden.includes(field)) return undefined;
  const value = record ? record[field] : (changes[field]?.after ?? changes[field]?.before);
  if (typeof value === 'string' ? value !== '' : typeof value === 'number') return value;
  // translatable titles: their texts per language
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string')) return value;
  return undefined;
}

/** The stored row of one audit entry written now (its `doc` as JSON text). */
export function auditRow(a: AuditInput, now: string): Record<string, unknown> {
  const doc = {
    action: a.action,
    resource: a.entity.id,
    subject: a.subject,
    title: auditTitle(a.entity, a.record, a.changes),
    actor: a.principal?.userId ?? null,
    actorName: a.principal?.name ?? null,
    changes: a.changes,
    date: now,
    venue: a.venue ?? undefined,
    customerGroup: a.customer_group ?? undefined,
  };
  return { _id: newId(), venue: a.venue, customer_group: a.customer_group, created_at: now, updated_at: now, deleted_at: null, doc: JSON.stringify(doc) };
}

/** Appends one audit entry inside the caller's transaction, so no write exists without its entry. */
export async function writeAudit(trx: Kysely<any>, registry: Registry, a: AuditInput): Promise<void> {
  const audit = registry.get('audit');
  if (!audit || a.entity.id === 'audit') return;
  await trx.insertInto(audit.table).values(auditRow(a, new Date().toISOString())).execute();
}
