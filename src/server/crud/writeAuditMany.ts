import { CompiledQuery, type Kysely } from 'kysely';
import type { Registry } from '../../core/registry';
import type { Dialect } from '../db/createDb';
import { auditRow, type AuditInput } from './audit';
import { ROW_COLUMNS } from './rowToRecord';
import { rowSource } from './rowSource';

/** Audit rows per INSERT: 7 parameters each (7 in all on PostgreSQL), far below SQLite's 32,766 and PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1000;
const COLUMNS = ROW_COLUMNS.map((c) => `"${c}"`).join(', ');
// PostgreSQL's unnest hands text: the document column is jsonb.
const PG_SELECT = ROW_COLUMNS.map((c) => (c === 'doc' ? 'cast(v."doc" as jsonb)' : `v."${c}"`)).join(', ');

/**
 * The entries of a bulk write, one per record as writeAudit would write them, appended with
 * multi-row INSERTs inside the caller's transaction (one statement per 1,000 entries). Written
 * as plain text with the values beside it (rowSource): the query builder visits every value of
 * every row, which cost more than building the entries.
 */
export async function writeAuditMany(trx: Kysely<any>, registry: Registry, dialect: Dialect, entries: readonly AuditInput[]): Promise<void> {
  const audit = registry.get('audit');
  if (!audit || !entries.length || entries[0].entity.id === 'audit') return;
  const now = new Date().toISOString();
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const rows = entries.slice(i, i + ROWS_PER_INSERT).map((a) => {
      const row = auditRow(a, now);
      return ROW_COLUMNS.map((c) => row[c]);
    });
    const v = rowSource(dialect, rows);
    const text = dialect === 'postgres'
      ? `insert into "${audit.table}" (${COLUMNS}) select ${PG_SELECT} from (${v.text}) as v(${COLUMNS})`
      : `insert into "${audit.table}" (${COLUMNS}) ${v.text}`;
    await trx.executeQuery(CompiledQuery.raw(text, v.params));
  }
}
