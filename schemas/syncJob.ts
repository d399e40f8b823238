import { defineEntity } from './_meta';
import { posImportActions } from './_fragments/posImport';

const objectId = { type: 'string', format: 'objectId' } as const;
/** the environments of the directions d2d, d2p, p2d, p2p (spec part 1 §4, §9) */
const environment = { type: 'string', enum: ['dev', 'prod'] } as const;
const readableId = { type: 'string', minLength: 3, maxLength: 20 } as const;
const deleteMode = { type: 'string', enum: ['ignore', 'soft', 'hard'], default: 'ignore' } as const;
/**
 * A master/slave sync (spec part 1 §4 "Sync modes"): the source venue, its slaves, what happens
 * to slave records the master has not (delete mode), optional filters (master category ids;
 * empty values are dropped before the job stores them), and the slaves' environment.
 */
const syncBody = (modes: readonly string[]) => ({
  type: 'object',
  properties: {
    mode: { type: 'string', enum: modes, default: 'masterToSlaves' },
    venue: objectId,
    slaves: { type: 'array', items: objectId, minItems: 1, maxItems: 100 },
    deleteMode,
    filters: {
      type: 'object',
      properties: { categories: { type: 'array', items: { anyOf: [objectId, { type: 'string', maxLength: 0 }, { type: 'null' }] }, maxItems: 1000 } },
      additionalProperties: false,
    },
    /** the slaves' environment (default: this one; master to slaves only); another needs its direction permission */
    targetEnvironment: environment,
  },
  required: ['venue', 'slaves'],
  additionalProperties: false,
} as const);

const copyBody = {
  type: 'object',
  properties: {
    venue: objectId,
    /** the copy's name and short id; by default "<name> (copy)" and a free short id from the source's */
    name: { type: 'string', minLength: 1, maxLength: 200 },
    readableId,
    /** the environment the copy is made in (default: this one); another needs its direction permission */
    targetEnvironment: environment,
  },
  required: ['venue'],
  additionalProperties: false,
} as const;

/**
 * A venue copy, foodcard copy, migration, master/slave sync or POS menu import running as a job (spec part 1 §3 "Sync job": id,
 * status, entries; §4 statuses; §7 "Venue sync"): a row claimed by a worker like the download
 * jobs (src/server/jobs), surviving restarts. Entries say what the job did: per entity how many
 * records it created, and each record it could not copy with the reason.
 */
export default defineEntity({
  $id: 'syncJob',
  title: 'Sync job',
  type: 'object',
  properties: {
    owner: { type: 'string', format: 'objectId', 'x-ref': 'user', readOnly: true },
    /** the source venue (its tenant scopes the job) */
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', readOnly: true, 'x-ui': { list: true, filter: 'reference' } },
    handler: { type: 'string', enum: ['venueCopy', 'venueCopyOnly', 'foodcardCopy', 'venueMigrate', 'venueSync', 'upsellSync', 'posMenuImport'], readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    params: { type: 'object', additionalProperties: true, readOnly: true },
    sourceEnvironment: { ...environment, readOnly: true, 'x-ui': { list: true } },
    targetEnvironment: { ...environment, readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    /** the venue written to (in the target environment, so no reference checked here) */
    targetVenue: { type: 'string', maxLength: 24, readOnly: true, 'x-ui': { list: true } },
    status: { type: 'string', enum: ['created', 'in_progress', 'done', 'failed', 'stopped'], default: 'created', readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    progress: { type: 'integer', minimum: 0, maximum: 100, default: 0, readOnly: true, 'x-ui': { list: true } },
    entries: {
      type: 'array', readOnly: true, maxItems: 1000,
      items: {
        type: 'object',
        properties: {
          action: { type: 'string', enum: ['created', 'updated', 'deleted', 'failed'] },
          entity: { type: 'string' },
          count: { type: 'integer' },
          /** the source record a failure is about */
          id: { type: 'string' },
          /** the slave venue a sync's entry is about */
          venue: { type: 'string' },
          reason: { type: 'string' },
          at: { type: 'string' },
          level: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
    inProgress: { type: 'boolean', default: true, readOnly: true },
    done: { type: 'boolean', default: false, readOnly: true },
    startedAt: { type: 'string', format: 'date-time', readOnly: true },
    finishedAt: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { list: true } },
    error: { type: 'string', maxLength: 2000, readOnly: true },
    lockedUntil: { type: 'string', format: 'date-time', readOnly: true },
  },
  required: ['venue'],
  'x-scope': 'venue',
  'x-access': { view: 'sync.job.view' },
  'x-api': {
    base: 'v1/sync',
    list: 'GET jobs', show: 'GET jobs/{id}',
    all: false, query: false, create: false, update: false, delete: false, hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-actions': {
    // sync.job.stop stops any job; venue.sync.stop a master/slave or upsell sync (the action checks which)
    stop: { call: 'POST jobs/{id}/stop', access: ['sync.job.stop', 'venue.sync.stop'], data: 'record' },
    copyVenue: { call: 'POST venue/copy', access: ['sync.venue.copy.full'], body: copyBody, data: 'record' },
    copyVenueOnly: { call: 'POST venue/copy/venue-only', access: ['sync.venue.copy.full', 'sync.venue.copy.only'], body: copyBody, data: 'record' },
    migrateVenue: {
      call: 'POST venue/migrate',
      access: ['venue.migrate.devToDev', 'venue.migrate.devToProd', 'venue.migrate.prodToProd'],
      body: { type: 'object', properties: { venue: objectId, targetEnvironment: environment, readableId }, required: ['venue', 'targetEnvironment'], additionalProperties: false },
      data: 'record',
    },
    copyFoodcard: {
      call: 'POST ../general/venue/foodcard/copy',
      access: 'admin',
      body: { type: 'object', properties: { from: objectId, to: objectId }, required: ['from', 'to'], additionalProperties: false },
      data: 'record',
    },
    sync: {
      call: 'POST /',
      access: ['sync.master.slaves', 'sync.slave.slaves'],
      body: syncBody(['masterToSlaves', 'slaveToSlaves']),
      data: 'record',
    },
    syncUpsell: { call: 'POST upsell', access: 'sync.master.slaves', body: syncBody(['masterToSlaves']), data: 'record' },
    startVenueSync: {
      call: 'PATCH ../general/venue/{venue}/sync/start',
      access: 'venue.sync.start',
      body: { type: 'object', properties: { deleteMode }, additionalProperties: false },
      data: 'record',
    },
    // menu imports from point-of-sale and menu providers (spec part 1 §7), queued as sync jobs
    ...posImportActions,
    environments: {
      call: 'GET environments',
      access: ['sync.venue.copy.full', 'sync.venue.copy.only', 'venue.migrate.devToDev', 'venue.migrate.devToProd', 'venue.migrate.prodToProd', 'sync.job.view'],
      data: { type: 'object', properties: { current: environment, available: { type: 'array', items: environment } }, required: ['current', 'available'] },
    },
  },
  'x-index': ['status', 'handler'],
  'x-ui': { route: '/sync', group: 'syncLogs', icon: 'Sync', titleField: 'handler' },
});
