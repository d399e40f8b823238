import { defineEntity } from './_meta';
import { availableHours, displayModes, foodcardApi, foodcardBulkActions, mainCategories, sortBody, uploadedImage, venueRef } from './_fragments/foodcard';
import { translatable } from './_fragments/translatable';

/** A menu category of a venue; listed by sortOrder (spec part 2 §3). */
export default defineEntity({
  $id: 'category',
  title: 'Category',
  type: 'object',
  properties: {
    venue: venueRef,
    name: { ...translatable, 'x-ui': { widget: 'translatable', list: true } },
    description: { ...translatable },
    mainCategory: { type: 'string', enum: mainCategories, default: 'dish', 'x-ui': { list: true, filter: true } },
    sortOrder: { type: 'integer', minimum: 0, maximum: 1000000, default: 0, 'x-ui': { list: true } },
    displayMode: { type: 'string', enum: displayModes, default: 'default' },
    visible: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    isActive: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    image: uploadedImage('photo'),
    icon: uploadedImage('icon'),
    availableHours,
    /** German name in lower case: what the case-insensitive search and the name filter read */
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['name'],
  'x-scope': 'venue',
  'x-access': { view: 'category.view', create: 'category.create', update: 'category.update', delete: 'category.delete' },
  'x-api': foodcardApi('v1/foodcard/category'),
  'x-actions': {
    ...foodcardBulkActions('category', { control: false, priceLock: false, activateAccess: 'category.update' }),
    /** drag or numeric reordering: the ids in their new order get sortOrder 0, 1, 2, ... */
    sort: { call: 'PATCH venue/{venue}/sort', access: 'category.update', body: sortBody },
  },
  'x-index': ['sortOrder', 'search'],
  'x-search': ['search'],
  'x-sort': { field: 'sortOrder', direction: 'asc' },
  'x-ui': { route: '/category', group: 'articles', icon: 'Category', needsVenue: true, titleField: 'name' },
});
