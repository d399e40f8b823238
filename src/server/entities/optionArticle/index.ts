import { bulkFlagActions } from '../../crud/bulkFlagActions';
import { assertGroupKeepsVisible, assertGroupsKeepVisible } from '../option/requiredOptionRule';
import { searchHooks } from '../../search/searchHooks';
import { defineHooks, type Patch, type Stored } from '../../crud/EntityHooks';
import type { DocOf } from '../../../core/entityTypes';

type OptionArticle = DocOf<'optionArticle'>;

/** Whether the write takes a visible option article out of its group (hidden or moved away). */
const leavesGroup = (patch: Patch<OptionArticle>, previous: Stored<OptionArticle>) =>
  ((patch.visible === false && previous.visible !== false) || (patch.option !== undefined && patch.option !== previous.option)) && previous.visible !== false;

const hooks = defineHooks('optionArticle', {
  // Its option group, like every reference, is checked by the items service (the venue's own).
  beforeCreate: searchHooks.beforeCreate,
  async beforeUpdate(ctx, patch, previous) {
    if (leavesGroup(patch, previous)) await assertGroupKeepsVisible(ctx.trx, ctx.services, previous.option, previous._id, 'visible');
    await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  async beforeUpdateMany(ctx, rows) {
    const leaving = rows.filter((r) => leavesGroup(r.patch, r.previous)).map((r) => ({ group: r.previous.option, wasVisible: r.previous.visible === true }));
    await assertGroupsKeepVisible(ctx.trx, ctx.services, leaving, 'visible');
    for (const { patch, previous } of rows) await searchHooks.beforeUpdate!(ctx, patch, previous);
  },
  async beforeDelete(ctx, previous) {
    if (previous.visible !== false) await assertGroupKeepsVisible(ctx.trx, ctx.services, previous.option, previous._id, 'visible');
  },
  async beforeDeleteMany(ctx, previous) {
    const leaving = previous.filter((r) => r.visible !== false).map((r) => ({ group: r.option, wasVisible: r.visible === true }));
    await assertGroupsKeepVisible(ctx.trx, ctx.services, leaving, 'visible');
  },
  actions: bulkFlagActions(),
});

export default hooks;
