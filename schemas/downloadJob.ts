import { defineEntity } from './_meta';

/**
 * Long work that ends in a file (exports): a row claimed by a worker, surviving restarts
 * (DESIGN.md "Storage"). The downloads tray polls it every 3 s (spec part 1 §4 "Downloads").
 */
export default defineEntity({
  $id: 'downloadJob',
  title: 'Download',
  type: 'object',
  properties: {
    owner: { type: 'string', format: 'objectId', 'x-ref': 'user', readOnly: true },
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', readOnly: true },
    /** what produces the file (src/server/jobs/handlers) */
    handler: { type: 'string', maxLength: 50, readOnly: true, 'x-ui': { list: true } },
    params: { type: 'object', additionalProperties: true, readOnly: true },
    status: { type: 'string', enum: ['created', 'in_progress', 'done', 'failed', 'stopped'], default: 'created', readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    progress: { type: 'integer', minimum: 0, maximum: 100, default: 0, readOnly: true, 'x-ui': { list: true } },
    entries: {
      type: 'array', readOnly: true, maxItems: 1000,
      items: { type: 'object', properties: { level: { type: 'string' }, message: { type: 'string' }, at: { type: 'string' } } },
    },
    /** file name of the result */
    file: { type: 'string', maxLength: 200, readOnly: true, 'x-ui': { list: true } },
    contentType: { type: 'string', maxLength: 100, readOnly: true },
    inProgress: { type: 'boolean', default: true, readOnly: true },
    done: { type: 'boolean', default: false, readOnly: true },
    startedAt: { type: 'string', format: 'date-time', readOnly: true },
    finishedAt: { type: 'string', format: 'date-time', readOnly: true },
    /** seconds the client waits before giving up (spec "timeout in seconds") */
    timeout: { type: 'integer', minimum: 10, maximum: 3600, default: 300, readOnly: true },
    error: { type: 'string', maxLength: 2000, readOnly: true },
    /** lease of the worker running it; a job whose lease ran out is picked up again */
    lockedUntil: { type: 'string', format: 'date-time', readOnly: true },
  },
  'x-scope': 'owner',
  // A download is personal (scope owner): any signed-in account reaches its own; each handler's
  // own access rule decides what may be started.
  'x-access': { view: 'self', delete: 'self' },
  'x-api': { base: 'v1/jobs', create: false, update: false, bulkUpdate: false, query: false },
  'x-actions': {
    start: {
      call: 'POST /',
      access: 'self',
      body: {
        type: 'object',
        properties: { handler: { type: 'string', maxLength: 50 }, params: { type: 'object', additionalProperties: true } },
        required: ['handler'],
        additionalProperties: false,
      },
    },
    stop: { call: 'POST {id}/stop', access: 'self' },
    file: { call: 'GET {id}/file', access: 'self', returns: 'binary', produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  },
  'x-index': ['owner', 'status'],
  'x-ui': { hidden: true, titleField: 'file' },
});
