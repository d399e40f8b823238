import type { TestApp } from './testApp';

/** The seeded records of one entity: ids, the venue's own first, and their documents. */
export interface Seeded {
  ids: string[];
  docs: Map<string, Record<string, any>>;
}

/**
 * Ids of the seeded records of every entity, those of `venue` (or of no venue) first, so that a
 * request on the venue's path reaches a record that belongs to it.
 */
export async function seededIds(t: TestApp, venue: string): Promise<Map<string, Seeded>> {
  const out = new Map<string, Seeded>();
  for (const entity of t.services.registry.values()) {
    const rows = await t.db.kysely.selectFrom(entity.table).select(['_id', 'doc']).orderBy('_id').limit(200).execute();
    const docs = new Map<string, Record<string, any>>();
    for (const r of rows) docs.set(r._id as string, typeof r.doc === 'string' ? JSON.parse(r.doc) : (r.doc as Record<string, any>));
    const rank = (id: string) => {
      const v = docs.get(id)?.venue ?? docs.get(id)?.venues;
      return v === venue || (Array.isArray(v) && v.includes(venue)) ? 0 : v === undefined ? 1 : 2;
    };
    out.set(entity.id, { ids: [...docs.keys()].sort((a, b) => rank(a) - rank(b)), docs });
  }
  return out;
}
