import type { RoleDoc } from '../../src/core/entityTypes';

/**
 * Spec part 1 §4 "Role copy": the copy is named "Copy of" plus the original name, its slug starts
 * with copy_of_, it is not a system role and carries no id. The admin opens create prefilled
 * with it, so saving is an ordinary create (and the slug's uniqueness is checked then).
 */
export function copyRole(role: Pick<RoleDoc, 'name' | 'slug' | 'permissions'>): { name: string; slug: string; isSystem: false; permissions: string[] } {
  return {
    name: `Copy of ${role.name}`,
    slug: `copy_of_${role.slug}`,
    isSystem: false,
    permissions: [...(role.permissions ?? [])],
  };
}
