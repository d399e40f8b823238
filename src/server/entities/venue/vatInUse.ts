import { sql, type Kysely } from 'kysely';
import type { Entity } from '../../../core/registry';
import { fieldExprSql } from '../../db/fieldExpr';
import type { Dialect } from '../../db/createDb';

/**
 * Whether a VAT / German tax number is held by a venue of another customer group (spec: "not in
 * use by another user"; venues of one brand may share their company's number). `exceptVenue` is
 * the venue being edited.
 */
export async function vatInUse(k: Kysely<any>, dialect: Dialect, venue: Entity, field: 'vatNumber' | 'vatNumberGermany', value: string, exceptVenue?: string, group?: string | null): Promise<boolean> {
  const normalized = value.replace(/[\s.-]/g, '').toUpperCase();
  const expr = sql.raw(`upper(replace(replace(replace(${fieldExprSql(venue, field, dialect)}, ' ', ''), '.', ''), '-', ''))`);
  const res = await sql<{ n: number }>`select 1 as n from "venue" where "deleted_at" is null and ${expr} = ${normalized}
    ${exceptVenue ? sql`and "_id" <> ${exceptVenue}` : sql``}
    ${group ? sql`and ("customer_group" is null or "customer_group" <> ${group})` : sql``} limit 1`.execute(k);
  return res.rows.length > 0;
}
