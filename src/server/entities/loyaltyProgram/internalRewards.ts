import { sql } from 'kysely';
import { fieldExprSql } from '../../db/fieldExpr';
import type { ContentLanguage } from '../../search/readerLanguage';
import type { DataServices } from '../../services';
import { parseDoc } from '../../crud/rowToRecord';
import type { Reward } from './providers/LoyaltyProvider';

function textIn(value: unknown, lang: ContentLanguage): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const t = value as Record<string, string | undefined>;
  return t[lang] || t.de || Object.values(t).find((v) => v) || '';
}

/**
 * Rewards of an `internal` program are held by us: the articles that carry a loyalty campaign id
 * (`loyaltyId`, `camp_…`), costing `requiredLoyaltyPoints`. Per venue, that venue's articles;
 * per customer group, those of all its venues, one reward per campaign id.
 */
export async function internalRewards(services: DataServices, where: { venue: string } | { customerGroup: string }, lang: ContentLanguage): Promise<Reward[]> {
  const article = services.registry.get('article');
  if (!article) return [];
  const loyaltyId = fieldExprSql(article, 'loyaltyId', services.db.dialect);
  let q = services.db.kysely.selectFrom('article').select(['_id', 'doc']).where('deleted_at', 'is', null).where(sql.raw(loyaltyId), 'is not', null);
  q = 'venue' in where ? q.where('venue', '=', where.venue) : q.where('customer_group', '=', where.customerGroup);
  const rows = await q.orderBy('_id').execute();
  const seen = new Map<string, Reward>();
  for (const row of rows) {
    const doc = parseDoc(row.doc);
    if (typeof doc.loyaltyId !== 'string' || seen.has(doc.loyaltyId)) continue;
    const description = textIn(doc.description, lang);
    seen.set(doc.loyaltyId, {
      id: doc.loyaltyId,
      name: textIn(doc.name, lang) || doc.loyaltyId,
      ...(description ? { description } : {}),
      points: typeof doc.requiredLoyaltyPoints === 'number' ? doc.requiredLoyaltyPoints : null,
      provider: 'internal',
    });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
