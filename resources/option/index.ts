import { SimpleEditPage } from '../../src/admin/foodcard/SimpleEditPage';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { OptionEdit } from './OptionEdit';
import { OptionList } from './OptionList';

/** Option groups (spec part 2 §2 /option…): the edit lists the group's option articles; /option/{id}/edit/simple. */
const override: ResourceOverride = {
  list: OptionList,
  edit: OptionEdit,
  routes: [{ path: ':id/edit/simple', component: SimpleEditPage }],
};

export default override;
