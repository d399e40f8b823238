import { sql, type Kysely } from 'kysely';
import { fieldExprSql } from '../db/fieldExpr';
import { AppError, type ErrorCode } from '../errors';
import type { Doc } from '../crud/rowToRecord';
import type { DataServices } from '../services';

/**
 * Refuses to delete a parent (category, option group) while live records of its venue still
 * point at it: they would stay in the database and in exports but in no menu section or group.
 */
export async function assertNoChildren(trx: Kysely<any>, services: DataServices, parent: Doc & { _id: string }, child: { entity: string; field: string; error: ErrorCode }): Promise<void> {
  const entity = services.registry.get(child.entity)!;
  const ref = sql.raw(fieldExprSql(entity, child.field, services.db.dialect));
  const used = await sql`select 1 from ${sql.table(entity.table)} where "deleted_at" is null and "venue" = ${parent.venue} and ${ref} = ${parent._id} limit 1`.execute(trx);
  if (used.rows.length) throw new AppError(child.error);
}
