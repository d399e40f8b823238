import { PERMISSION_GROUPS } from '../../src/core/permissions';

export interface PermissionGroup {
  /** the resource (first part of the names); '' for names outside the vocabulary */
  name: string;
  permissions: string[];
}

/**
 * The picker's groups: the vocabulary's groups in their order, then the held names that are not
 * in the vocabulary. A search keeps the names containing it (any case), or a whole group whose
 * name contains it; groups left empty are dropped.
 */
export function permissionGroups(held: readonly string[], search = ''): PermissionGroup[] {
  const known = new Set(Object.values(PERMISSION_GROUPS).flat());
  const groups: PermissionGroup[] = Object.entries(PERMISSION_GROUPS).map(([name, permissions]) => ({ name, permissions }));
  const other = held.filter((p) => !known.has(p));
  if (other.length) groups.push({ name: '', permissions: [...new Set(other)].sort() });
  const needle = search.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map((g) => (g.name.toLowerCase().includes(needle) ? g : { ...g, permissions: g.permissions.filter((p) => p.toLowerCase().includes(needle)) }))
    .filter((g) => g.permissions.length > 0);
}
