import { hardDeleteManyAction } from '../../crud/hardDeleteManyAction';
import { defineHooks } from '../../crud/EntityHooks';

const hooks = defineHooks('constrain', {
  actions: { hardDeleteMany: hardDeleteManyAction('constrains') },
});

export default hooks;
