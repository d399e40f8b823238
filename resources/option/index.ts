import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { OptionList } from './OptionList';

/** Option groups (spec part 2 §2 /option…): the edit lists the group's option articles; /option/{id}/edit/simple. */
const override: ResourceOverride = {
  list: OptionList,
  edit: lazyView(() => import('./OptionEdit'), (m) => m.OptionEdit),
  routes: [{ path: ':id/edit/simple', component: lazyView(() => import('../../src/admin/foodcard/SimpleEditPage'), (m) => m.SimpleEditPage) }],
};

export default override;
