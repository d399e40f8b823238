import { defineEntity } from './_meta';

/**
 * A customer group is a brand (tenant) that owns venues. The spec names no customer-group
 * permission: any signed-in user may read (the tenant scope limits them to their own group),
 * only admins may write.
 */
export default defineEntity({
  $id: 'customerGroup',
  title: 'Customer group',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    /** Used in URLs such as /register/{customerGroup}. */
    slug: { type: 'string', format: 'identifier', minLength: 1, maxLength: 100, 'x-ui': { list: true, filter: 'search' } },
    description: { type: 'string', maxLength: 2000, 'x-ui': { widget: 'textarea' } },
    logo: { type: 'string', format: 'simpleUrl', maxLength: 2048, 'x-ui': { widget: 'image' } },
  },
  required: ['name', 'slug'],
  'x-scope': 'customerGroupSelf',
  /** its writes change what a user may see: cached principals are dropped */
  'x-shapes-access': true,
  'x-access': { view: 'login', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v1/general/customergroup' },
  'x-index': ['name'],
  'x-unique': ['slug'],
  'x-search': ['name', 'slug'],
  'x-sort': { field: 'name', direction: 'asc' },
  'x-ui': { route: '/customerGroup', group: 'customerInfo', icon: 'Groups', titleField: 'name' },
});
