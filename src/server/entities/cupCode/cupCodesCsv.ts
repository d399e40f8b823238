import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Entity } from '../../../core/registry';
import type { Principal } from '../../access/principal';
import type { ListQuery } from '../../crud/parseListQuery';
import { CSV_OPTIONS } from '../../io/writeCsv';
import type { Services } from '../../services';

const PAGE = 1000;
export const CUP_CSV_HEADER = ['number', 'venue', 'venueName', 'active', 'customerGroups', 'startingFrom', 'quantity', 'createdAt'] as const;

/**
 * The cup codes matching `filter` as CSV (the export format of README decision 44: BOM, `;`,
 * CRLF), read page by page with the caller's rights and written as it is read, so a venue's
 * 100,000 codes never sit in memory at once. Venues by id and short id; groups by slug.
 */
export function cupCodesCsv(services: Services, entity: Entity, principal: Principal, filter: Pick<ListQuery, 'filters' | 'ranges' | 'q'>): Readable {
  const venues = new Map<string, { readableId?: string; name?: string }>();
  const groups = new Map<string, string>();
  const venueEntity = services.registry.get('venue')!;
  const groupEntity = services.registry.get('customerGroup')!;

  async function* rows() {
    yield [...CUP_CSV_HEADER];
    for (let page = 1; ; page++) {
      const { data } = await services.items.list(entity, principal, {
        ...filter, page, limit: PAGE, sort: 'number', direction: 'asc', lang: 'de',
      });
      const newVenues = [...new Set(data.map((c) => c.venue as string))].filter((v) => !venues.has(v));
      if (newVenues.length) {
        for (const v of await services.items.all(venueEntity, principal, { filters: { _id: newVenues }, ranges: {}, sort: '_id', direction: 'asc' })) {
          venues.set(v._id as string, { readableId: v.readableId as string, name: v.name as string });
        }
      }
      const newGroups = [...new Set(data.flatMap((c) => (c.customerGroups as string[] | undefined) ?? []))].filter((g) => !groups.has(g));
      if (newGroups.length) {
        for (const g of await services.items.all(groupEntity, principal, { filters: { _id: newGroups }, ranges: {}, sort: '_id', direction: 'asc' })) {
          groups.set(g._id as string, (g.slug as string) ?? (g._id as string));
        }
      }
      for (const c of data) {
        const v = venues.get(c.venue as string);
        yield [
          c.number, v?.readableId ?? c.venue, v?.name ?? '', c.active === true,
          ((c.customerGroups as string[] | undefined) ?? []).map((g) => groups.get(g) ?? g).join('|'),
          c.startingFrom ?? null, c.quantity ?? null, c.createdAt,
        ];
      }
      if (data.length < PAGE) return;
    }
  }
  return pipeline(Readable.from(rows()), stringify(CSV_OPTIONS), () => undefined);
}
