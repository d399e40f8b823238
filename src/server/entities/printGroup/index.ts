import { hardDeleteManyAction } from '../../crud/hardDeleteManyAction';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('printGroup', {
  actions: { hardDeleteMany: hardDeleteManyAction('printGroups') },
});

export default hooks;
