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

const PART = 500;

/** Visible and total live option articles per group, for many groups in one query per 500. */
export async function visibleOptionArticlesMany(trx: Kysely<any>, services: DataServices, groups: readonly string[]): Promise<Map<string, { visible: number; total: number }>> {
  const entity = services.registry.get('optionArticle')!;
  const d = services.db.dialect;
  const option = sql.raw(fieldExprSql(entity, 'option', d));
  const visible = sql.raw(fieldExprSql(entity, 'visible', d));
  const out = new Map<string, { visible: number; total: number }>();
  const unique = [...new Set(groups)];
  for (let i = 0; i < unique.length; i += PART) {
    const res = await sql<{ g: string; total: number | string; visible: number | string }>`
      select ${option} as g, count(*) as total, count(case when ${visible} = ${d === 'sqlite' ? 1 : true} then 1 end) as visible
      from ${sql.table(entity.table)}
      where "deleted_at" is null and ${option} in (${sql.join(unique.slice(i, i + PART))}) group by ${option}`.execute(trx);
    for (const r of res.rows) out.set(String(r.g), { visible: Number(r.visible), total: Number(r.total) });
  }
  return out;
}

/** Which of these groups are required (requiredAmount above 0), in one query per 500. */
async function requiredGroups(trx: Kysely<any>, services: DataServices, groups: readonly string[]): Promise<Set<string>> {
  const entity = services.registry.get('option')!;
  const out = new Set<string>();
  for (let i = 0; i < groups.length; i += PART) {
    const rows = await trx.selectFrom(entity.table).select(['_id', 'doc']).where('_id', 'in', groups.slice(i, i + PART)).where('deleted_at', 'is', null).execute();
    for (const row of rows) {
      const doc = typeof row.doc === 'string' ? JSON.parse(row.doc) : row.doc;
      if ((doc.requiredAmount ?? 0) > 0) out.add(row._id);
    }
  }
  return out;
}

/**
 * assertGroupKeepsVisible for the option articles of one bulk call leaving their groups at once:
 * row by row, the last one leaving a required group would find the group's visible articles
 * minus every visible one leaving before it, so the call fails exactly when that is none.
 */
export async function assertGroupsKeepVisible(trx: Kysely<any>, services: DataServices, leaving: readonly { group: string; wasVisible: boolean }[], path: string): Promise<void> {
  if (!leaving.length) return;
  const required = await requiredGroups(trx, services, [...new Set(leaving.map((l) => l.group))]);
  if (!required.size) return;
  const counts = await visibleOptionArticlesMany(trx, services, [...required]);
  const left = new Map<string, number>();
  for (const l of leaving) if (required.has(l.group)) left.set(l.group, (left.get(l.group) ?? 0) + (l.wasVisible ? 1 : 0));
  for (const [group, gone] of left) if ((counts.get(group)?.visible ?? 0) - gone <= 0) throw invalid([ruleError(path, 'optionGroupRequired')]);
}
