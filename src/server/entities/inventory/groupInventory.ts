import type { Kysely } from 'kysely';
import { foldText } from '../../../core/foldText';
import { FALLBACK_LANGUAGE, type ContentLanguage } from '../../search/readerLanguage';
import { parseDoc, type Doc, type Row } from '../../crud/rowToRecord';
import type { Services } from '../../services';

/** One product of an inventory entry as the grouped list shows it. */
export interface InventoryProduct {
  /** the inventory entry (edit it at /inventory/{entry}/edit) */
  entry: string;
  entryName?: string;
  stock: number;
  article: { _id: string; number?: string; optionNumber?: string; name?: Record<string, string> };
}

export interface InventoryGroups {
  articles: InventoryProduct[];
  options: InventoryProduct[];
}

export interface InventoryFilter {
  /** matched case- and diacritic-insensitively against product names (any language), numbers and the entry name */
  search?: string;
  /** the reader's language: products sort by their name in it, German where it is empty */
  lang?: ContentLanguage;
  /** article or option numbers whose products are left out */
  ignoreByNumber?: readonly string[];
}

async function liveDocs(db: Kysely<any>, table: string, venue: string, ids?: readonly string[]): Promise<(Doc & { _id: string })[]> {
  if (ids && ids.length === 0) return [];
  let q = db.selectFrom(table).select(['_id', 'doc']).where('venue', '=', venue).where('deleted_at', 'is', null);
  if (ids) q = q.where('_id', 'in', [...ids]);
  const rows = (await q.execute()) as Pick<Row, '_id' | 'doc'>[];
  return rows.map((r) => ({ ...parseDoc(r.doc), _id: r._id }));
}

/** The name a product sorts by: the reader's language, else German, else any filled language. */
function displayName(name: unknown, lang: ContentLanguage): string {
  if (!name || typeof name !== 'object') return '';
  const texts = name as Record<string, unknown>;
  const pick = [texts[lang], texts[FALLBACK_LANGUAGE], ...Object.values(texts)].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof pick === 'string' ? pick : '';
}

/**
 * The spec's inventory list: every product of the venue's inventory entries, grouped into
 * articles and option articles, each with its article's number, optionNumber and name and the
 * entry's stock, sorted by name in the reader's language. Products deleted since are left out.
 */
export async function groupInventory(services: Services, venue: string, filter: InventoryFilter = {}): Promise<InventoryGroups> {
  const db = services.db.kysely;
  const reg = services.registry;
  const entries = await liveDocs(db, reg.get('inventory')!.table, venue);
  const search = filter.search?.trim() ? foldText(filter.search.trim()) : undefined;
  const lang = filter.lang ?? FALLBACK_LANGUAGE;
  const byName = new Intl.Collator(lang, { sensitivity: 'base' });
  const ignored = new Set(filter.ignoreByNumber ?? []);

  const group = async (field: 'articles' | 'options', entityId: string): Promise<InventoryProduct[]> => {
    const ids = [...new Set(entries.flatMap((e) => (e[field] as string[] | undefined) ?? []))];
    const products = new Map((await liveDocs(db, reg.get(entityId)!.table, venue, ids)).map((d) => [d._id, d]));
    const out: InventoryProduct[] = [];
    for (const entry of entries) {
      for (const id of (entry[field] as string[] | undefined) ?? []) {
        const p = products.get(id);
        if (!p) continue;
        if ((p.number && ignored.has(p.number)) || (p.optionNumber && ignored.has(p.optionNumber))) continue;
        if (search) {
          const names = Object.values((p.name ?? {}) as Record<string, string>);
          const haystack = foldText([...names, p.number, p.optionNumber, entry.name].filter(Boolean).join('\n'));
          if (!haystack.includes(search)) continue;
        }
        out.push({
          entry: entry._id,
          ...(entry.name ? { entryName: entry.name } : {}),
          stock: entry.stock,
          article: { _id: id, number: p.number, optionNumber: p.optionNumber, name: p.name },
        });
      }
    }
    return out.sort((a, b) => byName.compare(displayName(a.article.name, lang), displayName(b.article.name, lang)) || (a.article._id < b.article._id ? -1 : a.article._id > b.article._id ? 1 : 0));
  };

  return { articles: await group('articles', 'article'), options: await group('options', 'optionArticle') };
}
