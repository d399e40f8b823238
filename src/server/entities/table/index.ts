import { AppError } from '../../errors';
import { tablesQrExport } from './tablesQrExport';
import { defineHooks } from '../../crud/EntityHooks';

/**
 * PATCH {venue}/tables/status/{status} (the mass status toggle) and
 * PATCH {venue}/tables/assign-lightspeed-waiter: with `ids` in the body only those tables change,
 * otherwise every table of the venue; one transaction, audited under the action's name.
 */
const hooks = defineHooks('table', {
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
    async assignLightspeedWaiter({ entity, principal, params, body, services }) {
      const scope = { venue: params.venue };
      const ids: string[] = body.ids ?? (await services.items.matchingIds(entity, principal, { filters: {}, ranges: {} }, scope));
      if (!ids.length) return { ids: [], count: 0 };
      return services.items.bulkUpdate(entity, principal, ids, { lightspeedWaiterId: body.lightspeedWaiterId }, scope, 'assignLightspeedWaiter');
    },
    async exportQr({ principal, body, services }) {
      const file = await tablesQrExport(services, principal, body.items);
      return { contentType: file.contentType, filename: file.filename, body: file.bytes };
    },
  },
});

export default hooks;
