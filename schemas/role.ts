import { defineEntity } from './_meta';

/**
 * A role: a named permission list. `admin` holds every permission. System roles are read-only
 * (enforced by the role hook); a copy gets the slug prefix `copy_of_`, hence digits and
 * underscores in slugs. A role of a customer group is that brand's own; a role without one is the
 * platform's: every brand reads it, only admins change it. Slugs stay unique across all roles,
 * since users hold roles by slug.
 */
export default defineEntity({
  $id: 'role',
  title: 'Role',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    slug: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '^[a-z0-9_]+$',
      'x-ui': { list: true, filter: 'search' },
    },
    isSystem: { type: 'boolean', default: false, readOnly: true, 'x-ui': { list: true, filter: true } },
    permissions: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' },
      maxItems: 1000,
      uniqueItems: true,
      default: [],
    },
    /** set to the creator's linked group when a brand user creates the role */
    customerGroup: {
      type: 'string',
      format: 'objectId',
      'x-ref': 'customerGroup',
      'x-ui': { list: true, filter: 'reference' },
    },
  },
  required: ['name', 'slug'],
  'x-scope': 'groupOrPlatform',
  /** its writes change what a user may see: cached principals are dropped */
  'x-shapes-access': true,
  'x-access': { view: 'role.view', create: 'role.create', update: 'role.update', delete: 'role.delete' },
  'x-api': { base: 'v1/auth/role' },
  'x-step-up': ['delete', 'bulkDelete'],
  'x-index': ['name', 'isSystem'],
  'x-unique': ['slug'],
  'x-search': ['name', 'slug'],
  'x-sort': { field: 'name', direction: 'asc' },
  'x-ui': { route: '/role', group: 'user', icon: 'AdminPanelSettings', titleField: 'name' },
});
