import { defineEntity } from './_meta';
import { refs } from './_fragments/foodcard';
import { withSections } from './_fragments/sections';
import { translatable } from './_fragments/translatable';

const subscriptionBody = {
  type: 'object',
  properties: { subscription: { type: 'string', format: 'objectId' } },
  required: ['subscription'],
  additionalProperties: false,
} as const;

/**
 * A group of subscriptions offered together to a brand's customers (spec part 2 §3), for some of
 * its venues. It belongs to one customer group (`customerGroup`, not among the spec's labels: the
 * tenant the record needs, taken from the caller's group or the venues); its venues and
 * subscriptions are that group's. Subscriptions are added and removed one at a time (§4, §7).
 */
export default defineEntity({
  $id: 'subscriptionCategory',
  title: 'Subscription category',
  type: 'object',
  properties: withSections({
    general: ['name', 'description', 'image'],
    offer: ['customerGroup', 'venues', 'subscriptions', 'canCombine', 'isActive'],
  }, {
    name: { ...translatable, 'x-ui': { widget: 'translatable', list: true } },
    description: { ...translatable },
    image: { type: 'string', maxLength: 64, readOnly: true, 'x-ui': { widget: 'image', upload: 'PATCH {id}/image' } },
    /** in the order they are offered; the admin changes them on the edit page through add and remove */
    subscriptions: { ...refs('subscription'), maxItems: 1000, 'x-ui': { create: false, edit: false } },
    venues: { ...refs('venue'), maxItems: 1000 },
    /** several subscriptions of the category may be held at once */
    canCombine: { type: 'boolean', default: false, 'x-ui': { list: true, filter: true } },
    isActive: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference', edit: false } },
    /** the name in every language, lower-cased: what the free-text search reads (set by the hook) */
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  }),
  required: ['name'],
  'x-scope': 'customerGroup',
  // Permissions "not shown" (spec part 2 §2): "login" is a tenant's member, inside the caller's
  // customer groups. A category is shared by the whole brand, so writing one needs a user linked
  // to the brand ('brand'), not an operator of some of its venues.
  'x-access': { view: 'login', create: 'brand', update: 'brand', delete: 'brand' },
  'x-api': { base: 'v1/general/subscriptioncategory' },
  'x-actions': {
    /** appends one subscription of the category's brand; one already in it leaves it unchanged */
    addSubscription: { call: 'POST {id}/addSubscription', access: 'brand', body: subscriptionBody, data: 'record' },
    /** takes one subscription out; one not in it leaves it unchanged */
    removeSubscription: { call: 'POST {id}/removeSubscription', access: 'brand', body: subscriptionBody, data: 'record' },
  },
  'x-index': ['isActive'],
  'x-search': ['search'],
  'x-ui': { route: '/subscriptionCategories', group: 'customerInfo', icon: 'CardMembership', titleField: 'name' },
});
