import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/** Loyalty programs (spec part 2 §2 /loyaltyPrograms…): the edit screen lists the program's rewards. */
const override: ResourceOverride = {
  edit: lazyView(() => import('./LoyaltyProgramEdit'), (m) => m.LoyaltyProgramEdit),
};

export default override;
