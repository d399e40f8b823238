import { hardDeleteManyAction } from '../../crud/hardDeleteManyAction';
import type { EntityHooks } from '../../crud/EntityHooks';

const hooks: EntityHooks = {
  actions: { hardDeleteMany: hardDeleteManyAction('printGroups') },
};

export default hooks;
