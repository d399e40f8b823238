import { defineEntity } from './_meta';

/**
 * A receipt printer of a venue. It reports with its key (POST v1/printer/heartbeat); the server
 * derives `lastSignal` from the last heartbeat on every read (spec part 1 §3 and §9: online while
 * it is at most 5 minutes old; src/server/entities/printer/printerSignal.ts).
 */
export default defineEntity({
  $id: 'printer',
  title: 'Printer',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', readOnly: true },
    /** the secret the device authenticates its heartbeat with */
    key: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', 'x-ui': { list: true, filter: 'search' } },
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    /** articles printed on this printer */
    articles: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 10000, uniqueItems: true },
    articleCount: { type: 'integer', minimum: 0, readOnly: true, 'x-ui': { list: true } },
    activated: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    heartbeat: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { list: true } },
    /** computed by the server on every read, never stored: the spec's derived lastSignal */
    lastSignal: {
      type: 'object',
      readOnly: true,
      properties: {
        isOnline: { type: 'boolean' },
        /** the heartbeat time, or null when the printer never reported */
        date: { type: ['string', 'null'], format: 'date-time' },
        /** whole minutes since the heartbeat, or null */
        minutesAgo: { type: ['integer', 'null'], minimum: 0 },
      },
      required: ['isOnline', 'date', 'minutesAgo'],
      additionalProperties: false,
      'x-ui': { create: false, edit: false },
    },
    /** set by the restart call, cleared when the printer picks it up with its next heartbeat */
    restartRequestedAt: { type: 'string', format: 'date-time', readOnly: true },
  },
  required: ['key', 'name'],
  'x-scope': 'venue',
  'x-access': { view: 'printer.view', create: 'printer.create', update: 'printer.update', delete: 'printer.delete' },
  'x-api': {
    base: 'v1/general/venue',
    list: 'GET {venue}/printer',
    all: false,
    query: 'GET {venue}/printer/query',
    create: 'POST {venue}/printer',
    show: 'GET {venue}/printer/{id}',
    update: 'PUT {venue}/printer/{id}',
    delete: 'DELETE {venue}/printer/{id}',
    hardDelete: 'DELETE {venue}/printer/{id}/hard',
    bulkUpdate: 'PATCH {venue}/printers/bulk',
    bulkDelete: 'DELETE {venue}/printers/bulk',
  },
  'x-actions': {
    restart: { call: 'POST {venue}/printer/restart/{id}', access: 'printer.restart', confirm: true },
  },
  'x-index': ['name'],
  'x-unique': ['key'],
  'x-search': ['name', 'key'],
  'x-ui': { route: '/printer', group: 'other', icon: 'Print', needsVenue: true, titleField: 'name' },
});
