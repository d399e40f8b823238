import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { CategoryList } from './CategoryList';

/** Categories: the generated screens plus reordering on the list (x-action sort). */
const override: ResourceOverride = {
  list: CategoryList,
};

export default override;
