import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Entity } from '../../../core/registry';
import { parseDoc, ROW_COLUMNS, type Row } from '../../crud/rowToRecord';
import { AppError } from '../../errors';
import type { Services } from '../../services';

export interface LockedPayment {
  trx: Kysely<any>;
  row: Row;
  doc: Record<string, any>;
  /** Writes the payment's new doc; fails when the row changed since it was read (it cannot, locked). */
  write(doc: Record<string, unknown>): Promise<Row>;
}

/**
 * Runs `work` in a short transaction holding the payment row: PostgreSQL `SELECT … FOR UPDATE`;
 * SQLite takes its write lock with a no-op update before reading. Nothing slow (no provider
 * call) may run inside: on SQLite the lock stops every other write of the server meanwhile.
 */
export async function lockedPayment<T>(services: Services, entity: Entity, where: RawBuilder<unknown>, work: (p: LockedPayment) => Promise<T>): Promise<T> {
  const { db } = services;
  return db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'sqlite') await sql`update ${sql.table(entity.table)} set "updated_at" = "updated_at" where ${where}`.execute(trx);
    const lock = db.dialect === 'postgres' ? sql` for update` : sql``;
    const res = await sql<Row>`select ${sql.join(ROW_COLUMNS.map((c) => sql.ref(c)))} from ${sql.table(entity.table)} where ${where} order by "created_at" limit 1${lock}`.execute(trx);
    const row = res.rows[0];
    if (!row) throw new AppError('NOT_FOUND', { resource: 'payment' });
    const write = async (doc: Record<string, unknown>) => {
      const at = new Date().toISOString();
      const updated: Row = { ...row, updated_at: at, doc: JSON.stringify(doc) };
      const done = await trx.updateTable(entity.table).set({ updated_at: at, doc: updated.doc })
        .where('_id', '=', row._id).where('updated_at', '=', row.updated_at).executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new AppError('PAYMENT_PROVIDER_FAILED', { reason: 'the payment changed meanwhile' });
      return updated;
    };
    return work({ trx, row, doc: parseDoc(row.doc), write });
  });
}
