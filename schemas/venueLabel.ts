import { defineEntity } from './_meta';

/**
 * A label tags venues; users holding a label may work on its venues. A label belongs to one
 * customer group and names only that group's venues; a label without a group is the platform's
 * (admins only).
 */
export default defineEntity({
  $id: 'venueLabel',
  title: 'Venue label',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    /** checked while typed; the spec's label check sends it as `readableId` */
    slug: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '^[a-z0-9]+([_-][a-z0-9]+)*$',
      'x-ui': { list: true, filter: 'search', unique: { call: 'POST ../validation/venueLabel', param: 'readableId' } },
    },
    /** id of an uploaded image in the files store */
    image: { type: 'string', maxLength: 64, 'x-ui': { widget: 'image' } },
    venues: {
      type: 'array',
      items: { type: 'string', format: 'objectId', 'x-ref': 'venue' },
      maxItems: 10000,
      uniqueItems: true,
      'x-ui': { filter: 'reference' },
    },
    /** set to the creator's linked group when a brand user creates the label */
    customerGroup: {
      type: 'string',
      format: 'objectId',
      'x-ref': 'customerGroup',
      'x-ui': { list: true, filter: 'reference' },
    },
  },
  required: ['name', 'slug'],
  'x-scope': 'customerGroup',
  /** its writes change what a user may see: cached principals are dropped */
  'x-shapes-access': true,
  'x-access': { view: 'label.view', create: 'label.create', update: 'label.update', delete: 'label.delete' },
  'x-api': { base: 'v1/general/venueLabel' },
  'x-index': ['name'],
  'x-unique': ['slug'],
  'x-search': ['name', 'slug'],
  'x-ui': { route: '/venueLabel', group: 'venue', icon: 'Label', titleField: 'name' },
});
