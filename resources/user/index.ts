import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';

/**
 * Users: pending registration requests above the list, "Reset password" on edit, and the spec's
 * restricted screens (spec part 1 §2).
 */
const override: ResourceOverride = {
  list: lazyView(() => import('./UserList'), (m) => m.UserList),
  edit: lazyView(() => import('./UserEdit'), (m) => m.UserEdit),
  routes: [
    { path: 'create/simple', component: lazyView(() => import('./UserSimplePages'), (m) => m.UserCreateSimplePage) },
    { path: ':id/edit/simple', component: lazyView(() => import('./UserSimplePages'), (m) => m.UserEditSimplePage) },
  ],
};

export default override;
