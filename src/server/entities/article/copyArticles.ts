import type { Principal } from '../../access/principal';
import type { ApiRecord, Doc } from '../../crud/rowToRecord';
import type { Services } from '../../services';

/**
 * References into the source venue's foodcard that cannot travel: in another venue those ids
 * name nothing (tags, trade and print groups, option groups, other articles).
 */
const VENUE_LOCAL_REFS = ['tags', 'tradegroups', 'printgroups', 'recommendations', 'dependencies', 'defaults'] as const;

/** The fields of a stored record that a new record can be created from. */
export function copyable(record: ApiRecord): Doc {
  const { _id, id, createdAt, updatedAt, search, venue, ...doc } = record;
  return doc;
}

/**
 * Copies articles into other venues (spec part 2: "Copy articles across venues the user may
 * access"). Each article lands in the destination's category of the same German name, created
 * there from the source category when missing. One transaction: all copies or none.
 */
export async function copyArticles(services: Services, principal: Principal, ids: string[], venues: string[]): Promise<{ ids: string[]; count: number }> {
  const article = services.registry.get('article')!;
  const category = services.registry.get('category')!;
  return services.items.transaction(async (items) => {
    const created: string[] = [];
    const sources: ApiRecord[] = [];
    for (const id of ids) sources.push(await items.show(article, principal, id));
    const sourceCategories = new Map<string, ApiRecord>();
    for (const s of sources) if (!sourceCategories.has(s.category)) sourceCategories.set(s.category, await items.show(category, principal, s.category));
    for (const venue of venues) {
      const existing = await items.all(category, principal, { filters: {}, ranges: {}, sort: 'sortOrder', direction: 'asc' }, { venue });
      const byName = new Map(existing.map((c) => [c.name?.de ?? '', c._id as string]));
      for (const s of sources) {
        const sourceCategory = sourceCategories.get(s.category)!;
        const key = sourceCategory.name?.de ?? '';
        let target = byName.get(key);
        if (!target) {
          const { image, icon, ...cat } = copyable(sourceCategory);
          target = (await items.create(category, principal, cat, { venue }))._id as string;
          byName.set(key, target);
        }
        const doc = copyable(s);
        for (const ref of VENUE_LOCAL_REFS) delete doc[ref];
        created.push((await items.create(article, principal, { ...doc, category: target }, { venue }))._id as string);
      }
    }
    return { ids: created, count: created.length };
  });
}
