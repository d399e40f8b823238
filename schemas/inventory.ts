import { defineEntity } from './_meta';
import { refs, venueRef } from './_fragments/foodcard';

/**
 * An inventory entry (spec part 2 §3): one stock shared by its products, the articles and option
 * articles sold from it (a product belongs to at most one entry). The entry is the source of
 * truth; the hook mirrors its stock into each product's `stock` field, so the ordering apps read
 * it where they already look. `GET venue/{venue}` answers the products grouped into article and
 * option lists, each with its article (number, optionNumber, name) and the entry's stock.
 */
export default defineEntity({
  $id: 'inventory',
  title: 'Inventory entry',
  type: 'object',
  properties: {
    venue: venueRef,
    /** what is counted, e.g. "Cola 0.33 l bottles"; the products carry the menu names */
    name: { type: 'string', maxLength: 200, 'x-ui': { list: true } },
    stock: { type: 'integer', minimum: 0, maximum: 1000000, 'x-ui': { list: true } },
    articles: { ...refs('article'), 'x-ui': { list: true } },
    options: { ...refs('optionArticle'), 'x-ui': { list: true } },
  },
  required: ['stock', 'venue'],
  'x-scope': 'venue',
  'x-access': { view: 'inventory.view', create: 'inventory.create', update: 'inventory.update', delete: 'inventory.delete' },
  'x-api': {
    base: 'v1/general/inventory',
    list: 'GET venue/{venue}/list',
    all: false,
    query: false,
    create: 'POST /',
    show: 'GET {id}',
    update: 'PATCH venue/{venue}/inventory/{id}',
    delete: 'DELETE {id}',
    hardDelete: false,
    bulkUpdate: false,
    bulkDelete: false,
  },
  'x-actions': {
    /**
     * the spec's list call: products grouped into articles and options; query `search` (name or
     * number) and `ignoreByNumber` (comma-separated numbers left out)
     */
    grouped: { call: 'GET venue/{venue}', access: 'inventory.view' },
  },
  'x-index': ['name'],
  'x-search': ['name'],
  // The hook wants at least one article or option article.
  'x-sample': { fill: ['articles'] },
  'x-sort': { field: 'name', direction: 'asc' },
  'x-ui': { route: '/inventory', group: 'articles', icon: 'Inventory', needsVenue: true, titleField: 'name' },
});
