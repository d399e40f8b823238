import type { Kysely } from 'kysely';
import type { Registry } from '../../core/registry';
import { auditRow, type AuditInput } from './audit';

/** Audit rows per INSERT: 7 parameters each, far below SQLite's 32,766 and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1000;

/**
 * The entries of a bulk write, one per record as writeAudit would write them, appended with
 * multi-row INSERTs inside the caller's transaction (one statement per 1,000 entries).
 */
export async function writeAuditMany(trx: Kysely<any>, registry: Registry, entries: readonly AuditInput[]): Promise<void> {
  const audit = registry.get('audit');
  if (!audit || !entries.length || entries[0].entity.id === 'audit') return;
  const now = new Date().toISOString();
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    await trx.insertInto(audit.table).values(entries.slice(i, i + ROWS_PER_INSERT).map((a) => auditRow(a, now))).execute();
  }
}
