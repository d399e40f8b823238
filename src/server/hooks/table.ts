import { AppError } from '../errors';
import { tableOrderUrl, tableQrPdf } from '../exports/tableQrPdf';
import type { EntityHooks } from './EntityHooks';

/**
 * PATCH {venue}/tables/status/{status}: the mass status toggle. With `ids` in the body only those
 * tables change, otherwise every table of the venue.
 */
const hooks: EntityHooks = {
  actions: {
    async setStatus({ entity, principal, params, body, services }) {
      if (params.status !== 'active' && params.status !== 'inactive') {
        throw new AppError('BAD_REQUEST', { detail: 'status must be active or inactive' });
      }
      const scope = { venue: params.venue };
      const ids: string[] = body?.ids ?? (await services.items.matchingIds(entity, principal, { filters: {}, ranges: {} }, scope));
      if (!ids.length) return { ids: [], count: 0 };
      return services.items.bulkUpdate(entity, principal, ids, { active: params.status === 'active' }, scope, 'setStatus');
    },
    /** Reads through the scoped items service: ids of other tenants count as missing (404). */
    async exportQr({ entity, principal, body, services }) {
      const ids: string[] = [...new Set<string>(body.items)];
      const tables = await services.items.all(entity, principal, { filters: { _id: ids }, ranges: {}, sort: 'number', direction: 'asc' });
      if (tables.length !== ids.length) throw new AppError('NOT_FOUND', { resource: 'table' });
      const venueEntity = services.registry.get('venue')!;
      const venueIds = [...new Set(tables.map((t) => t.venue as string))];
      const venues = new Map((await services.items.all(venueEntity, principal, { filters: { _id: venueIds }, ranges: {}, sort: 'name', direction: 'asc' })).map((v) => [v._id, v]));
      const pdf = await tableQrPdf(tables.map((t) => {
        const v = venues.get(t.venue)!;
        return { number: t.number, venueName: v.name, url: tableOrderUrl(v.webAppSlug ?? v.readableId, t.number) };
      }));
      return { contentType: 'application/pdf', filename: 'tables-qr.pdf', body: pdf };
    },
  },
};

export default hooks;
