import { PERMISSION_GROUPS } from '../../src/core/permissions';

export interface PermissionGroup {
  /** the resource (first part of the names); '' for names outside the vocabulary */
  name: string;
  permissions: string[];
}

/**
 * The picker's groups: the vocabulary's groups in their order, then the held names that are not
 * in the vocabulary. A search keeps the names (dotted or readable) containing it (any case), or a
 * whole group whose name contains it; groups left empty are dropped.
 */
export function permissionGroups(
  held: readonly string[],
  search = '',
  label: (perm: string) => string = (p) => p,
  groupLabel: (group: string) => string = (g) => g,
): PermissionGroup[] {
  const known = new Set(Object.values(PERMISSION_GROUPS).flat());
  const groups: PermissionGroup[] = Object.entries(PERMISSION_GROUPS).map(([name, permissions]) => ({ name, permissions }));
  const other = held.filter((p) => !known.has(p));
  if (other.length) groups.push({ name: '', permissions: [...new Set(other)].sort() });
  const needle = search.trim().toLowerCase();
  if (!needle) return groups;
  const matches = (name: string, readable: string) => name.toLowerCase().includes(needle) || (name !== '' && readable.toLowerCase().includes(needle));
  return groups
    .map((g) => (matches(g.name, groupLabel(g.name)) ? g : { ...g, permissions: g.permissions.filter((p) => matches(p, label(p))) }))
    .filter((g) => g.permissions.length > 0);
}
