import { lazyView } from '../../src/admin/lazyView';
import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { RoleList } from './RoleList';

/** Roles: grouped permission picker, read-only system roles, and "Copy" (spec part 1 §4). */
const override: ResourceOverride = {
  list: RoleList,
  create: lazyView(() => import('./RoleCreate'), (m) => m.RoleCreate),
  edit: lazyView(() => import('./RoleEdit'), (m) => m.RoleEdit),
};

export default override;
