import { bulkFlagActions } from '../../crud/bulkFlagActions';
import { assertGroupKeepsVisible } from '../option/requiredOptionRule';
import { searchHooks } from '../../search/searchHooks';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('optionArticle', {
  // Its option group, like every reference, is checked by the items service (the venue's own).
  beforeCreate: searchHooks.beforeCreate,
  async beforeUpdate(ctx, patch, previous) {
    const leavesGroup = (patch.visible === false && previous.visible !== false) || (patch.option !== undefined && patch.option !== previous.option);
    if (leavesGroup && previous.visible !== false) await assertGroupKeepsVisible(ctx.trx, ctx.services, previous.option, previous._id, 'visible');
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  async beforeDelete(ctx, previous) {
    if (previous.visible !== false) await assertGroupKeepsVisible(ctx.trx, ctx.services, previous.option, previous._id, 'visible');
  },
  actions: bulkFlagActions(),
});

export default hooks;
