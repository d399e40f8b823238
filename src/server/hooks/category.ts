import { assertNoChildren } from '../foodcard/assertNoChildren';
import { bulkFlagActions } from '../foodcard/bulkFlagActions';
import { searchHooks } from '../foodcard/searchHooks';
import type { EntityHooks } from './EntityHooks';

const hooks: EntityHooks = {
  ...searchHooks,
  beforeDelete: ({ trx, services }, previous) => assertNoChildren(trx, services, previous, { entity: 'article', field: 'category', error: 'CATEGORY_NOT_EMPTY' }),
  actions: {
    ...bulkFlagActions(),
    /** PATCH venue/{venue}/sort: each id gets its position as sortOrder, in one transaction. */
    async sort({ entity, principal, params, body, services }) {
      const ids: string[] = body.ids;
      const scope = { venue: params.venue };
      await services.items.transaction(async (items) => {
        for (const [index, id] of ids.entries()) await items.update(entity, principal, id, { sortOrder: index }, scope, 'sort');
      });
      return { ids, count: ids.length };
    },
  },
};

export default hooks;
