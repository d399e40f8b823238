import { hardDeleteManyAction } from '../foodcard/hardDeleteManyAction';
import type { EntityHooks } from './EntityHooks';

const hooks: EntityHooks = {
  actions: { hardDeleteMany: hardDeleteManyAction('tags') },
};

export default hooks;
