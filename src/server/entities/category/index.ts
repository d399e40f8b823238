import { assertNoChildren } from '../../rules/assertNoChildren';
import { bulkFlagActions } from '../../crud/bulkFlagActions';
import { searchHooks } from '../../search/searchHooks';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('category', {
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
});

export default hooks;
