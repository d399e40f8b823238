import { defineEntity } from './_meta';
import { hardDeleteMany, nameIdentifierApi, nameIdentifierProperties } from './_fragments/name-identifier';

/** A print group: which kitchen/bar printer ticket an article is printed on. */
export default defineEntity({
  $id: 'printGroup',
  title: 'Print group',
  type: 'object',
  properties: { ...nameIdentifierProperties },
  required: ['venue', 'name', 'identifier'],
  'x-scope': 'venue',
  // The spec names printgroup create and update (routes); view and delete follow the vocabulary.
  'x-access': { view: 'printgroup.view', create: 'printgroup.create', update: 'printgroup.update', delete: 'printgroup.delete' },
  'x-api': nameIdentifierApi('v1/general/printgroup'),
  'x-actions': { hardDeleteMany: hardDeleteMany('hard', 'printGroups', 'printgroup.delete') },
  'x-index': ['sort', 'name'],
  'x-unique': [['venue', 'identifier']],
  'x-search': ['name', 'identifier'],
  'x-sort': { field: 'sort', direction: 'asc' },
  'x-ui': { route: '/printGroups', group: 'other', icon: 'Print', needsVenue: true, titleField: 'name' },
});
