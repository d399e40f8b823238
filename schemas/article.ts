import { defineEntity } from './_meta';
import { articleProperties, foodcardApi, foodcardBulkActions, venueRef } from './_fragments/foodcard';

/** The copy call's body: articles and the venues they are copied to (a destination must be chosen). */
const copyBody = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 50000, uniqueItems: true },
    venues: { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 1000, uniqueItems: true },
  },
  required: ['ids', 'venues'],
  additionalProperties: false,
} as const;

/**
 * An article (dish, drink, ...) of a venue's foodcard, in one category. Field list: spec part 2
 * §3; shared with option articles in schemas/_fragments/foodcard.ts.
 */
export default defineEntity({
  $id: 'article',
  title: 'Article',
  type: 'object',
  properties: {
    venue: venueRef,
    category: { type: 'string', format: 'objectId', 'x-ref': 'category', 'x-ui': { list: true, filter: 'reference' } },
    ...articleProperties,
    /** German name, number in lower case: what the case-insensitive search reads (set by the hook) */
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['name', 'category', 'price'],
  'x-scope': 'venue',
  'x-access': { view: 'article.view', create: 'article.create', update: 'article.update', delete: 'article.delete' },
  'x-api': foodcardApi('v1/foodcard/article'),
  // The simple edit (spec part 2 §2 /article/{category}/{id}/edit/simple): what a venue's staff
  // changes day to day (names and texts, prices, whether it is offered, allergen information),
  // not numbering, tax, POS mappings or relations.
  'x-simple': {
    fields: ['name', 'description', 'shortDescription', 'price', 'prices', 'visible', 'isActive', 'allergens', 'additives', 'traces'],
    update: { call: 'PATCH {id}/simple', access: 'article.update.simple' },
  },
  'x-actions': {
    ...foodcardBulkActions('article'),
    /** move one article to another category of the same venue */
    changeCategory: {
      call: 'PATCH {id}/category',
      access: 'article.update',
      body: { type: 'object', properties: { category: { type: 'string', format: 'objectId' } }, required: ['category'], additionalProperties: false },
    },
    /** a copy in the same category, named "<name> (copy)", hidden until checked */
    copy: { call: 'POST {id}/copy', access: 'article.create' },
    /** copies the selected articles (with their categories, matched by German name) into other venues */
    copyToVenues: { call: 'POST copy', access: 'article.create', body: copyBody },
  },
  'x-index': [['category', 'sortOrder'], 'sortOrder', 'number', 'search'],
  'x-search': ['search'],
  'x-sort': { field: 'sortOrder', direction: 'asc' },
  'x-ui': { route: '/article', group: 'articles', icon: 'Fastfood', needsVenue: true, titleField: 'name' },
});
