import { defineEntity } from './_meta';
import { hardDeleteMany, nameIdentifierApi, nameIdentifierProperties } from './_fragments/name-identifier';

/** A trade group ("constrain" in routes and calls): groups articles for trade rules and reports. */
export default defineEntity({
  $id: 'constrain',
  title: 'Trade group',
  type: 'object',
  properties: { ...nameIdentifierProperties },
  required: ['venue', 'name', 'identifier'],
  'x-scope': 'venue',
  'x-access': { view: 'constrain.view', create: 'constrain.create', update: 'constrain.update', delete: 'constrain.delete' },
  'x-api': nameIdentifierApi('v1/general/constrain'),
  'x-actions': { hardDeleteMany: hardDeleteMany('hard', 'constrains', 'constrain.delete') },
  'x-index': ['sort', 'name'],
  'x-unique': [['venue', 'identifier']],
  'x-search': ['name', 'identifier'],
  'x-sort': { field: 'sort', direction: 'asc' },
  'x-ui': { route: '/constrain', group: 'other', icon: 'Sell', needsVenue: true, titleField: 'name' },
});
