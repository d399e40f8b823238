import { assertInVenue } from '../../rules/assertInVenue';
import { bulkFlagActions } from '../../crud/bulkFlagActions';
import { assertGroupKeepsVisible } from '../option/requiredOptionRule';
import { searchHooks } from '../../search/searchHooks';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('optionArticle', {
  async beforeCreate(ctx, data) {
    await assertInVenue(ctx.trx, ctx.services, 'option', data.option, data.venue, 'option');
    await searchHooks.beforeCreate!(ctx, data);
  },
  async beforeUpdate(ctx, patch, previous) {
    if (patch.option !== undefined && patch.option !== previous.option) {
      await assertInVenue(ctx.trx, ctx.services, 'option', patch.option, previous.venue, 'option');
    }
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
