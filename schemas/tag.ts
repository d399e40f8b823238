import { defineEntity } from './_meta';
import { hardDeleteMany, nameIdentifierApi, nameIdentifierProperties } from './_fragments/name-identifier';

/** A foodcard tag; recommendation tags drive the basket recommendations (filter recommendationTagsOnly). */
export default defineEntity({
  $id: 'tag',
  title: 'Tag',
  type: 'object',
  properties: {
    ...nameIdentifierProperties,
    recommendationTag: { type: 'boolean', default: false, 'x-ui': { list: true, filter: true } },
  },
  required: ['venue', 'name', 'identifier'],
  'x-scope': 'venue',
  'x-access': { view: 'tag.view', create: 'tag.create', update: 'tag.update', delete: 'tag.delete' },
  'x-api': nameIdentifierApi('v1/general/tag'),
  'x-actions': { hardDeleteMany: hardDeleteMany('/', 'tags', 'tag.delete') },
  'x-index': ['sort', 'name'],
  'x-unique': [['venue', 'identifier']],
  'x-search': ['name', 'identifier'],
  'x-sort': { field: 'sort', direction: 'asc' },
  'x-ui': { route: '/tag', group: 'articles', icon: 'LocalOffer', needsVenue: true, titleField: 'name' },
});
