import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { UserEdit } from './UserEdit';
import { UserCreateSimplePage, UserEditSimplePage } from './UserSimplePages';

/** Users: "Reset password" on edit, and the spec's restricted screens (spec part 1 §2). */
const override: ResourceOverride = {
  edit: UserEdit,
  routes: [
    { path: 'create/simple', component: UserCreateSimplePage },
    { path: ':id/edit/simple', component: UserEditSimplePage },
  ],
};

export default override;
