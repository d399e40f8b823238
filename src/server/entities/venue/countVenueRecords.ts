import type { Principal } from '../../access/principal';
import type { Services } from '../../services';

/** The entities the counts name, by their key in the answer (schemas/_fragments/venueCounts). */
export const COUNTED = { categories: 'category', articles: 'article', options: 'option', optionArticles: 'optionArticle', tables: 'table', printers: 'printer' } as const;
export type VenueCounts = Record<keyof typeof COUNTED, number>;

/** How many live records of each kind the venue holds, inside the caller's scope. */
export async function countVenueRecords(services: Services, p: Principal, venue: string): Promise<VenueCounts> {
  const out = {} as VenueCounts;
  for (const [key, id] of Object.entries(COUNTED) as [keyof VenueCounts, string][]) {
    const entity = services.registry.get(id);
    out[key] = entity ? (await services.items.matchingIds(entity, p, { filters: {}, ranges: {} }, { venue })).length : 0;
  }
  return out;
}
