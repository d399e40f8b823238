import { defineEntity } from './_meta';
import { refs, venueRef } from './_fragments/foodcard';
import { price } from './_fragments/money';
import { translatable } from './_fragments/translatable';

/**
 * A product combo (menu deal): a fixed price for one choice from each slot, e.g. burger + side
 * + drink. A slot offers articles and/or option groups of the same venue. The spec shows no
 * fields (part 2 §2 only names the screen, gated on venue update), so this shape is ours
 * (README, spec decisions). A combo starts inactive; it can be activated once it has two slots.
 */
export default defineEntity({
  $id: 'productCombo',
  title: 'Product combo',
  type: 'object',
  properties: {
    venue: venueRef,
    name: { ...translatable, 'x-ui': { widget: 'translatable', list: true } },
    internalName: { type: 'string', maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    description: { ...translatable },
    price: { ...price, 'x-ui': { widget: 'price', list: true } },
    slots: {
      type: 'array',
      maxItems: 10,
      default: [],
      items: {
        type: 'object',
        properties: {
          name: { ...translatable },
          articles: { ...refs('article') },
          options: { ...refs('option') },
          quantity: { type: 'integer', minimum: 1, maximum: 20, default: 1 },
        },
        additionalProperties: false,
      },
      'x-ui': { tab: 'slots' },
    },
    isActive: { type: 'boolean', default: false, 'x-ui': { list: 'toggle', filter: true } },
    sortOrder: { type: 'integer', minimum: 0, maximum: 1000000, default: 0, 'x-ui': { list: true } },
    /** the name in every language, lower-cased: what the free-text search reads (set by the hook) */
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['name', 'price'],
  'x-scope': 'venue',
  'x-access': { view: 'venue.update', create: 'venue.update', update: 'venue.update', delete: 'venue.update' },
  'x-api': {
    base: 'v1/foodcard/product-combo',
    list: 'GET venue/{venue}',
    all: false,
    query: false,
    create: 'POST venue/{venue}',
    show: 'GET {id}',
    update: 'PATCH {id}',
    delete: 'DELETE {id}',
    hardDelete: false,
    bulkUpdate: false,
    bulkDelete: 'DELETE venue/{venue}/bulk',
  },
  'x-index': ['sortOrder'],
  'x-search': ['search', 'internalName'],
  'x-sort': { field: 'sortOrder', direction: 'asc' },
  'x-ui': { route: '/productCombos', group: 'articles', icon: 'LunchDining', needsVenue: true, titleField: 'internalName' },
});
