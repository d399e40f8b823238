import { defineEntity } from './_meta';
import { displayModes, foodcardApi, foodcardBulkActions, refs, venueRef } from './_fragments/foodcard';
import { translatable } from './_fragments/translatable';

/**
 * An option group (spec part 2 §3 "Option group"; routes /option): the choices offered with an
 * article, e.g. "Sauce". Its option articles are the `optionArticle` records pointing at it. A
 * group with requiredAmount > 0 is required: "This option group is required. At least 1 option
 * article needs to be visible" (§5), enforced by the hooks of both entities.
 */
export default defineEntity({
  $id: 'option',
  title: 'Option group',
  type: 'object',
  properties: {
    venue: venueRef,
    name: { ...translatable, 'x-ui': { widget: 'translatable', list: true } },
    description: { ...translatable },
    hasMultiple: { type: 'boolean', default: false, 'x-ui': { list: true } },
    /** how many option articles may be chosen at most (0: no limit) */
    limit: { type: 'integer', minimum: 0, maximum: 100, default: 0, 'x-rules': [{ rule: 'greaterOrEqual', target: 'requiredAmount', except: 0 }] },
    /** how many must be chosen; above 0 the group is required */
    requiredAmount: { type: 'integer', minimum: 0, maximum: 100, default: 0, 'x-ui': { list: true } },
    sortOrder: { type: 'integer', minimum: 0, maximum: 1000000, default: 0, 'x-ui': { list: true } },
    displayMode: { type: 'string', enum: displayModes, default: 'default' },
    displayIdentifiers: { type: 'boolean', default: false },
    tags: { ...refs('tag') },
    printGroups: { ...refs('printGroup') },
    visible: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    isActive: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    isControlArticle: { type: 'boolean', default: false, 'x-ui': { filter: true } },
    /** a group that exists only to structure others (not shown to guests) */
    virtual: { type: 'boolean', default: false },
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['name'],
  'x-scope': 'venue',
  'x-access': { view: 'option.view', create: 'option.create', update: 'option.update', delete: 'option.delete' },
  'x-api': foodcardApi('v1/foodcard/option'),
  // The simple edit (/option/{id}/edit/simple): texts and the shown flags.
  'x-simple': {
    fields: ['name', 'description', 'visible', 'isActive'],
    update: { call: 'PATCH {id}/simple', access: 'option.update.simple' },
  },
  'x-actions': {
    ...foodcardBulkActions('option', { priceLock: false }),
    /** the group with its option articles, as a new group of the same venue */
    copy: { call: 'POST {id}/copy', access: 'option.create' },
  },
  'x-index': ['sortOrder', 'search'],
  'x-search': ['search'],
  'x-sort': { field: 'sortOrder', direction: 'asc' },
  'x-ui': { route: '/option', group: 'articles', icon: 'Tune', needsVenue: true, titleField: 'name' },
});
