import { sql } from 'kysely';
import { parseDoc, type ApiRecord, type Doc, type Row } from '../../crud/rowToRecord';
import { fieldExpr } from '../../db/fieldExpr';
import type { Services } from '../../services';

export interface Basket {
  venue: string;
  orderType: string;
  subOrderType?: string;
  /** article ids in the basket */
  articles: readonly string[];
}

/**
 * The articles suggested for a basket (POST cartrecommendation/result):
 * 1. the venue's recommendation for the order type and sub order type, else the order type's
 *    general one (empty sub order type);
 * 2. then what the basket's articles recommend (their `recommendations`), in basket order;
 * minus the articles already in the basket, each once, and only articles of the venue that are
 * live, visible, active and available for the order type.
 */
export async function recommendArticles(services: Services, basket: Basket): Promise<ApiRecord[]> {
  const db = services.db.kysely;
  const recEntity = services.registry.get('cartRecommendation')!;
  const article = services.registry.get('article')!;
  const d = services.db.dialect;
  const sub = basket.subOrderType?.trim() ?? '';

  const recRows = (await sql<Row>`select "doc" from ${sql.table(recEntity.table)}
    where "venue" = ${basket.venue} and "deleted_at" is null and ${fieldExpr(recEntity, 'orderType', d)} = ${basket.orderType}
    and ${fieldExpr(recEntity, 'subOrderType', d)} in (${sql.join([...new Set([sub, ''])])})`.execute(db)).rows.map((r) => parseDoc(r.doc));
  const rec = recRows.find((r) => (r.subOrderType ?? '') === sub) ?? recRows.find((r) => (r.subOrderType ?? '') === '');

  const inBasket = new Set(basket.articles);
  const basketDocs = basket.articles.length
    ? (await db.selectFrom(article.table).select(['_id', 'doc']).where('venue', '=', basket.venue).where('deleted_at', 'is', null)
      .where('_id', 'in', [...inBasket]).execute()).map((r): Doc & { _id: string } => ({ ...parseDoc(r.doc), _id: r._id as string }))
    : [];
  const byId = new Map(basketDocs.map((a) => [a._id, a]));
  const fromBasket = basket.articles.flatMap((id) => (byId.get(id)?.recommendations as string[] | undefined) ?? []);

  const candidates = [...new Set([...((rec?.articles as string[] | undefined) ?? []), ...fromBasket])].filter((id) => !inBasket.has(id));
  if (!candidates.length) return [];
  const rows = (await db.selectFrom(article.table).selectAll().where('venue', '=', basket.venue).where('deleted_at', 'is', null)
    .where('_id', 'in', candidates).execute()) as Row[];
  const offered = (doc: Doc) => doc.visible !== false && doc.isActive !== false && doc.availability?.[basket.orderType] !== false;
  const found = new Map(rows.map((r) => [r._id, r]));
  return candidates.flatMap((id) => {
    const row = found.get(id);
    return row && offered(parseDoc(row.doc)) ? [services.items.toRecord(article, row)] : [];
  });
}
