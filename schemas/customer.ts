import { defineEntity } from './_meta';

const idList = { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 1000 } as const;

/**
 * A customer of a venue (spec part 2 §3). Calls of spec §7: `POST customer/venue/{venue}/create`,
 * `PATCH customer/id/{id}`, `GET customer/ids/?ids=` (only records in the caller's scope
 * answer), `POST customer/venue/{venue}/import` (CSV) and `GET v1/customer/export/csv` (the
 * list's filters); the last two are routes of src/server/entities/customer. A customer is known
 * by its e-mail within its venue (stored lower-case), which is also what an import matches on.
 */
export default defineEntity({
  $id: 'customer',
  title: 'Customer',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', readOnly: true },
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    email: { type: 'string', format: 'email', maxLength: 254, 'x-ui': { list: true, filter: 'search' } },
    gender: { type: 'string', enum: ['male', 'female', 'other'], 'x-ui': { list: true, filter: 'select' } },
    /** the customer's account in the ordering app, when it has one */
    userUid: { type: 'string', minLength: 1, maxLength: 128, 'x-ui': { filter: 'search' } },
    street: { type: 'string', maxLength: 200 },
    number: { type: 'string', maxLength: 20 },
    postalCode: { type: 'string', maxLength: 20, 'x-ui': { list: true } },
    city: { type: 'string', maxLength: 100, 'x-ui': { list: true, filter: 'search' } },
  },
  required: ['name', 'email'],
  'x-scope': 'venue',
  'x-access': { view: 'customer.view', create: 'customer.create', update: 'customer.update', delete: 'customer.delete' },
  'x-api': { base: 'v1/customer', create: 'POST venue/{venue}/create', update: 'PATCH id/{id}' },
  'x-actions': {
    /** spec: GET customer/ids/ with query ids; ids outside the caller's scope are left out, not an error */
    byIds: {
      call: 'GET ids',
      access: 'customer.view',
      // `ids=a&ids=b` or, as lists send their filters, `ids[]=a&ids[]=b`
      // One of the two is required: OpenAPI parameters cannot say "one of", so each says it in words.
      query: {
        type: 'object',
        properties: {
          ids: { ...idList, description: 'The customers to read; required unless `ids[]` is given.' },
          'ids[]': { ...idList, description: 'The customers to read (as lists send filters); required unless `ids` is given.' },
        },
        anyOf: [{ required: ['ids'] }, { required: ['ids[]'] }],
        additionalProperties: false,
      },
      data: { type: 'array', items: { $ref: 'customer#' } },
    },
  },
  'x-index': ['name', 'city'],
  'x-unique': [['venue', 'email']],
  'x-search': ['name', 'email', 'city'],
  'x-sort': { field: 'name', direction: 'asc' },
  'x-ui': { route: '/customer', group: 'customerInfo', icon: 'People', needsVenue: true, titleField: 'name', export: { handler: 'customerExport', access: 'customer.view' } },
});
