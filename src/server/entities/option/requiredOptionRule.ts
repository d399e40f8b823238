import { sql, type Kysely } from 'kysely';
import type { DataServices } from '../../services';
import { fieldExprSql } from '../../db/fieldExpr';
import { invalid, RULE_MESSAGES, ruleError } from '../../errors';

/** Spec part 2 §5 and §8, word for word. */
export const OPTION_GROUP_REQUIRED = RULE_MESSAGES.optionGroupRequired;

/** Visible option articles of a group inside the transaction, optionally leaving one out. */
export async function visibleOptionArticles(trx: Kysely<any>, services: DataServices, group: string, except?: string): Promise<{ visible: number; total: number }> {
  const entity = services.registry.get('optionArticle')!;
  const d = services.db.dialect;
  const option = sql.raw(fieldExprSql(entity, 'option', d));
  const visible = sql.raw(fieldExprSql(entity, 'visible', d));
  const res = await sql<{ total: number | string; visible: number | string }>`
    select count(*) as total, count(case when ${visible} = ${d === 'sqlite' ? 1 : true} then 1 end) as visible
    from ${sql.table(entity.table)}
    where "deleted_at" is null and ${option} = ${group} and "_id" <> ${except ?? ''}`.execute(trx);
  return { visible: Number(res.rows[0].visible), total: Number(res.rows[0].total) };
}

/** Whether the group is required (requiredAmount above 0). */
export async function isRequiredGroup(trx: Kysely<any>, services: DataServices, group: string): Promise<boolean> {
  const entity = services.registry.get('option')!;
  const row = await trx.selectFrom(entity.table).select('doc').where('_id', '=', group).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return false;
  const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
  return (doc.requiredAmount ?? 0) > 0;
}

/**
 * An option article may stop being visible in its required group (hidden, moved away, deleted)
 * only while another one stays visible. Bulk calls run this per row in one transaction, so the
 * last visible article of a group refuses and the whole call rolls back.
 */
export async function assertGroupKeepsVisible(trx: Kysely<any>, services: DataServices, group: string, leaving: string, path: string): Promise<void> {
  if (!(await isRequiredGroup(trx, services, group))) return;
  const { visible } = await visibleOptionArticles(trx, services, group, leaving);
  if (visible === 0) throw invalid([ruleError(path, 'optionGroupRequired')]);
}
