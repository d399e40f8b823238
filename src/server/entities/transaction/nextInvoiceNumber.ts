import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/createDb';
import { AppError } from '../../errors';

/**
 * Takes the venue's next invoice number inside the booking's own transaction: one UPDATE raises
 * `lastInvoiceNumber` and returns it. The row lock of the UPDATE (PostgreSQL) or the one writer
 * (SQLite) orders concurrent bookings, and a booking that fails rolls the number back with it,
 * so numbers have no gaps and no duplicates.
 */
export async function nextInvoiceNumber(trx: Kysely<any>, dialect: Db['dialect'], venue: string): Promise<number> {
  const row = dialect === 'sqlite'
    ? await sql<{ n: unknown }>`update "venue" set "doc" = json_set("doc", '$.lastInvoiceNumber', coalesce(json_extract("doc", '$.lastInvoiceNumber'), 0) + 1)
        where "_id" = ${venue} and "deleted_at" is null returning json_extract("doc", '$.lastInvoiceNumber') as n`.execute(trx)
    : await sql<{ n: unknown }>`update "venue" set "doc" = jsonb_set("doc", '{lastInvoiceNumber}', to_jsonb(coalesce(("doc"->>'lastInvoiceNumber')::bigint, 0) + 1))
        where "_id" = ${venue} and "deleted_at" is null returning ("doc"->>'lastInvoiceNumber')::bigint as n`.execute(trx);
  const n = row.rows[0]?.n;
  if (n === undefined) throw new AppError('NOT_FOUND', { resource: 'venue' });
  return Number(n);
}
