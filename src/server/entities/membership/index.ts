import { defineHooks } from '../../crud/EntityHooks';
import { invalid } from '../../errors';

/**
 * Membership levels belong to one customer group (a brand user's get its linked group), so the
 * unique (group, tier) index keeps each of the tiers 1 to 5 once per group.
 */
const hooks = defineHooks('membership', {
  beforeCreate({ principal }, data) {
    if (!data.customerGroup && principal.customerGroup && principal.groupIds !== 'all') data.customerGroup = principal.customerGroup;
    if (!data.customerGroup) throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
  },
  beforeUpdate(_ctx, patch) {
    if (patch.customerGroup === null) throw invalid([{ path: 'customerGroup', message: 'is required', code: 'required' }]);
  },
});

export default hooks;
