import { defineEntity } from './_meta';
import { articleProperties, foodcardApi, foodcardBulkActions, refs, venueRef } from './_fragments/foodcard';

/** An option article: one choice of an option group ("like article plus optionNumber and requirements"). */
export default defineEntity({
  $id: 'optionArticle',
  title: 'Option article',
  type: 'object',
  properties: {
    venue: venueRef,
    option: { type: 'string', format: 'objectId', 'x-ref': 'option', 'x-ui': { list: true, filter: 'reference' } },
    ...articleProperties,
    optionNumber: { type: 'string', maxLength: 50, 'x-ui': { list: true } },
    /** option articles that must be chosen before this one can be */
    requirements: { ...refs('optionArticle'), 'x-ui': { tab: 'relations' } },
    search: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['name', 'option', 'price'],
  'x-scope': 'venue',
  'x-access': {
    view: 'option.article.view',
    create: 'option.article.create',
    update: 'option.article.update',
    delete: 'option.article.delete',
  },
  'x-api': foodcardApi('v1/foodcard/option-article'),
  'x-actions': { ...foodcardBulkActions('option.article') },
  'x-index': [['option', 'sortOrder'], 'sortOrder', 'number', 'optionNumber', 'search'],
  'x-search': ['search'],
  'x-sort': { field: 'sortOrder', direction: 'asc' },
  'x-ui': { route: '/optionArticle', group: 'articles', icon: 'Checklist', needsVenue: true, titleField: 'name' },
});
