import { defineEntity } from './_meta';

export default defineEntity({
  $id: 'table',
  title: 'Table',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', readOnly: true },
    number: { type: 'string', minLength: 1, maxLength: 50, 'x-ui': { list: true, filter: 'search' } },
    description: { type: 'string', maxLength: 500, 'x-ui': { list: true } },
    active: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    tags: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 100 },
    sanifairDeviceId: { type: 'string', maxLength: 100 },
    lightspeedWaiterId: { type: 'string', maxLength: 100 },
    pendingCashPaymentEnabled: { type: 'boolean', default: false },
    openOrdersEnabled: { type: 'boolean', default: false },
  },
  required: ['number'],
  'x-scope': 'venue',
  'x-access': { view: 'table.view', create: 'table.create', update: 'table.update', delete: 'table.delete' },
  'x-api': {
    base: 'v1/general/venue',
    list: 'GET {venue}/tables',
    all: 'GET {venue}/tables/all',
    query: 'GET {venue}/tables/query',
    create: 'POST {venue}/table',
    show: 'GET table/{id}',
    update: 'PATCH table/{id}',
    delete: 'DELETE {venue}/table/{id}',
    hardDelete: 'DELETE {venue}/table/{id}/hard',
    bulkUpdate: 'PATCH {venue}/tables/bulk',
    bulkDelete: 'DELETE {venue}/tables/bulk',
  },
  'x-actions': {
    setStatus: {
      call: 'PATCH {venue}/tables/status/{status}',
      access: 'table.update',
      bulk: true,
      body: {
        type: 'object',
        properties: { ids: { type: 'array', items: { type: 'string', format: 'objectId' }, maxItems: 50000 } },
        additionalProperties: false,
      },
    },
    /**
     * Assigns one Lightspeed waiter to the tables named in `ids`, or to every table of the venue
     * without them (like setStatus); `null` removes the assignment.
     */
    assignLightspeedWaiter: {
      call: 'PATCH {venue}/tables/assign-lightspeed-waiter',
      access: 'table.update',
      bulk: true,
      body: {
        type: 'object',
        properties: {
          ids: { type: 'array', items: { type: 'string', format: 'objectId' }, maxItems: 50000 },
          lightspeedWaiterId: { anyOf: [{ type: 'string', minLength: 1, maxLength: 100 }, { type: 'null' }] },
        },
        required: ['lightspeedWaiterId'],
        additionalProperties: false,
      },
    },
    /** spec: POST tables/export with items → a PDF with one QR code per table (ordering URL + number) */
    exportQr: {
      call: 'POST tables/export',
      access: 'table.export',
      bulk: true,
      returns: 'binary',
      produces: ['application/pdf'],
      body: {
        type: 'object',
        properties: { items: { type: 'array', items: { type: 'string', format: 'objectId' }, minItems: 1, maxItems: 5000 } },
        required: ['items'],
        additionalProperties: false,
      },
    },
  },
  // (venue, active, number) serves the table list's usual shape: active filter, sorted by number.
  'x-index': ['number', ['active', 'number']],
  'x-unique': [['venue', 'number']],
  'x-search': ['number', 'description'],
  'x-ui': { route: '/table', group: 'venue', icon: 'TableRestaurant', needsVenue: true, titleField: 'number' },
});
