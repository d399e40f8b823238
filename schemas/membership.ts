import { defineEntity } from './_meta';
import { uploadedImage } from './_fragments/foodcard';

/**
 * A membership level of a customer group's loyalty program (spec part 2 §3): customers reach it
 * with `neededPoints` and then collect points `multiplier` times as fast. A group has at most five
 * levels, `tier` 1 to 5, each tier once (spec §9 "Membership tiers 1 to 5").
 */
export default defineEntity({
  $id: 'membership',
  title: 'Membership',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    tier: { type: 'integer', minimum: 1, maximum: 5, 'x-ui': { list: true } },
    multiplier: { type: 'number', minimum: 0, maximum: 100, default: 1, 'x-ui': { list: true } },
    neededPoints: { type: 'integer', minimum: 0, maximum: 100000000, 'x-ui': { list: true } },
    /** the level's id at Piggy, when the group's program is piggy */
    piggyId: { type: 'string', maxLength: 100 },
    /** a brand user's level gets its linked group */
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' } },
    image: uploadedImage('image'),
  },
  required: ['name', 'tier', 'neededPoints'],
  'x-scope': 'customerGroup',
  'x-access': { view: 'membershiplevels.view', create: 'membershiplevels.create', update: 'membershiplevels.update', delete: 'membershiplevels.delete' },
  'x-api': {
    base: 'v1/loyalty/membership',
    list: 'GET /',
    all: false,
    query: false,
    create: 'POST /',
    show: 'GET {id}',
    update: 'PATCH {id}',
    delete: 'DELETE {id}',
    hardDelete: false,
    bulkUpdate: false,
    bulkDelete: false,
  },
  'x-unique': [['customerGroup', 'tier']],
  'x-search': ['name'],
  'x-sort': { field: 'tier', direction: 'asc' },
  'x-ui': { route: '/membership', group: 'customerInfo', icon: 'CardMembership', titleField: 'name', hidden: true },
});
