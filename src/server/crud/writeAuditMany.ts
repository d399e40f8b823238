import { sql, type Kysely } from 'kysely';
import type { Registry } from '../../core/registry';
import { auditRow, type AuditInput } from './audit';
import { ROW_COLUMNS } from './rowToRecord';

/** Audit rows per INSERT: 7 parameters each, far below SQLite's 32,766 and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1000;

/**
 * The entries of a bulk write, one per record as writeAudit would write them, appended with
 * multi-row INSERTs inside the caller's transaction (one statement per 1,000 entries). Written
 * as plain VALUES tuples: the query builder's insert parses each row's object, which cost a
 * tenth of a 10k-record bulk write.
 */
export async function writeAuditMany(trx: Kysely<any>, registry: Registry, entries: readonly AuditInput[]): Promise<void> {
  const audit = registry.get('audit');
  if (!audit || !entries.length || entries[0].entity.id === 'audit') return;
  const now = new Date().toISOString();
  const columns = sql.join(ROW_COLUMNS.map((c) => sql.ref(c)));
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const rows = entries.slice(i, i + ROWS_PER_INSERT).map((a) => {
      const row = auditRow(a, now);
      return sql`(${sql.join(ROW_COLUMNS.map((c) => row[c]))})`;
    });
    await sql`insert into ${sql.table(audit.table)} (${columns}) values ${sql.join(rows)}`.execute(trx);
  }
}
