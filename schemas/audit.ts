import { defineEntity } from './_meta';

/**
 * Written by the server inside every write's transaction; read-only over the API. Its list shows
 * the date and the entry as a sentence (resources/audit): the other fields are its filters.
 */
export default defineEntity({
  $id: 'audit',
  title: 'Audit entry',
  type: 'object',
  properties: {
    action: { type: 'string', 'x-ui': { filter: 'select' } },
    resource: { type: 'string', 'x-ui': { filter: 'select' } },
    /** id of the changed record: filtered by exact id (an id copied from its edit screen) */
    subject: { type: 'string', format: 'objectId', 'x-ui': { filter: true } },
    /**
     * the record's title when the entry was written (a translatable title keeps its texts per
     * language): the log names a renamed or deleted record as it was; older entries have none
     */
    title: { type: ['string', 'number', 'object'], additionalProperties: { type: 'string' }, readOnly: true },
    actor: { type: 'string', format: 'objectId', 'x-ref': 'user', 'x-ui': { filter: 'reference' } },
    actorName: { type: 'string' },
    changes: { type: 'object', additionalProperties: true, 'x-ui': { widget: 'json' } },
    date: { type: 'string', format: 'date-time', 'x-ui': { list: true, filter: 'dateRange' } },
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { filter: 'reference' } },
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup' },
  },
  'x-scope': 'venueOrGroup',
  'x-access': { view: 'audit.logs.view' },
  'x-api': {
    base: 'v1/audit',
    all: false, query: false, show: false, create: false, update: false, delete: false,
    hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-index': ['action', 'resource', 'actor'],
  'x-limit': 10,
  'x-ui': { route: '/auditing', group: 'auditing', icon: 'History' },
});
