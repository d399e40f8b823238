import { hardDeleteManyAction } from '../../crud/hardDeleteManyAction';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('tag', {
  actions: { hardDeleteMany: hardDeleteManyAction('tags') },
});

export default hooks;
