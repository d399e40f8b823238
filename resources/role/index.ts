import type { ResourceOverride } from '../../src/admin/ResourceOverride';
import { RoleCreate } from './RoleCreate';
import { RoleEdit } from './RoleEdit';
import { RoleList } from './RoleList';

/** Roles: grouped permission picker, read-only system roles, and "Copy" (spec part 1 §4). */
const override: ResourceOverride = {
  list: RoleList,
  create: RoleCreate,
  edit: RoleEdit,
};

export default override;
