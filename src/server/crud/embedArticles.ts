import type { Entity, Registry } from '../../core/registry';
import { checkAccess } from '../../core/permissions';
import type { Principal } from '../access/principal';
import { AppError } from '../errors';
import type { CallScope, Items } from './Items';
import type { ApiRecord } from './rowToRecord';

/**
 * The article field naming records of `entity` (a category: `article.category`), or none: only a
 * single reference, so `articles=true` embeds what the record holds, never a whole venue's card.
 */
export function articleFieldOf(registry: Registry, entity: Entity): string | undefined {
  const article = registry.get('article');
  if (!article || entity.id === 'venue' || entity.id === 'customerGroup') return undefined;
  return Object.entries<any>(article.def.properties).find(([, p]) => p?.type === 'string' && p['x-ref'] === entity.id)?.[0];
}

/**
 * The spec's `articles=true` on a list (part 2 §7): each row of an entity that articles point at
 * carries `articles`, its live articles in the caller's scope (sortOrder, then name), hidden ones
 * left out with `hidden=false`. Reading them needs the article list's right (403 otherwise); on
 * other entities the flag changes nothing.
 */
export async function embedArticles(items: Items, registry: Registry, entity: Entity, p: Principal, rows: ApiRecord[], hidden: boolean, scope: CallScope): Promise<ApiRecord[]> {
  const field = articleFieldOf(registry, entity);
  if (!field || !rows.length) return rows;
  const article = registry.get('article')!;
  const view = article.def['x-access'].view;
  if (!checkAccess(p, view)) throw new AppError('FORBIDDEN', { permission: [view].flat().join(' or ') });
  const filters: Record<string, unknown[]> = { [field]: rows.map((r) => r._id) };
  if (!hidden) filters.visible = [true];
  const found = await items.all(article, p, { filters, ranges: {}, sort: 'sortOrder', direction: 'asc' }, scope);
  const byParent = new Map<string, ApiRecord[]>();
  for (const a of found) {
    const key = String(a[field]);
    byParent.set(key, [...(byParent.get(key) ?? []), a]);
  }
  return rows.map((r) => ({ ...r, articles: byParent.get(r._id) ?? [] }));
}
