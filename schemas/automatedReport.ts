import { defineEntity } from './_meta';

const emails = (minItems: number) =>
  ({ type: 'array', items: { type: 'string', format: 'email', maxLength: 254 }, minItems, maxItems: 20, uniqueItems: true }) as const;

/**
 * A report the server makes and mails by itself (spec part 2 §2 /automatedReports, §3, §7
 * general/job): a file of one type over the last complete period of its frequency, for a venue,
 * a customer group or the venues of some labels, mailed to the receivers with the cc in its
 * language. The scheduler (automatedReport/reportScheduler.ts) keeps the server-owned fields.
 */
export default defineEntity({
  $id: 'automatedReport',
  title: 'Automated report',
  type: 'object',
  properties: {
    type: { type: 'string', enum: ['orders', 'orderByPaymentMethod', 'sales', 'pdfBillingShort', 'pdfBillingLong'], 'x-ui': { list: true, filter: true } },
    /** the venue the report covers; without it the customer group's venues, or the labels' */
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' } },
    /** the venues of these labels (of the report's customer group) */
    venueLabels: { type: 'array', items: { type: 'string', format: 'objectId', 'x-ref': 'venueLabel' }, maxItems: 50, uniqueItems: true },
    /** standard: the totals of the report's venues; extended: each venue's as well (the reporting flavor, needs reporting.flavor) */
    flavor: { type: 'string', enum: ['standard', 'extended'], default: 'standard', 'x-ui': { list: true } },
    language: { type: 'string', enum: ['de', 'en', 'fr'], default: 'de', 'x-ui': { list: true } },
    frequency: { type: 'string', enum: ['daily', 'weekly', 'monthly', 'yearly'], 'x-ui': { list: true, filter: true } },
    receiver: emails(1),
    cc: emails(0),
    active: { type: 'boolean', default: true, 'x-ui': { list: true, filter: true } },
    /** end of the last period mailed */
    lastExecuted: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { list: true, create: false } },
    /** when the scheduler makes the next file (a failed run: when it tries again) */
    nextRun: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { list: true, create: false } },
    /** why the last run failed (empty after a success) */
    lastError: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { create: false } },
    /** failed runs in a row (the retry waits longer after each) */
    failures: { type: 'integer', minimum: 0, readOnly: true, 'x-ui': { create: false } },
    /** whose rights the report runs with: who created it */
    createdBy: { type: 'string', format: 'objectId', 'x-ref': 'user', readOnly: true, 'x-ui': { list: true, create: false } },
    /** the scheduler's lease while a run is under way (several server processes) */
    lockedUntil: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  required: ['type', 'frequency', 'receiver'],
  'x-scope': 'venueOrGroup',
  // Spec §2: the list needs reporting view; creating and editing need a login (inside the
  // caller's tenant, as every write); there is no delete call: a report is switched off.
  'x-access': { view: 'reporting.view', create: 'login', update: 'login' },
  'x-api': {
    base: 'v1/general/job',
    list: 'GET /',
    all: false,
    query: false,
    create: 'POST /',
    show: 'GET {id}',
    update: 'PATCH {id}',
    delete: false,
    hardDelete: false,
    bulkUpdate: false,
    bulkDelete: false,
  },
  'x-actions': {
    byvenue: { call: 'GET byvenue/{venueId}', access: 'reporting.view' },
    // spelled as the spec writes it
    bygrpoup: { call: 'GET bygrpoup/{customerGroup}', access: 'reporting.view' },
    /** makes and mails the file of the last complete period now (the scheduler's next run stays) */
    run: { call: 'POST run/{id}', access: 'reporting.view', data: 'record' },
  },
  'x-index': ['nextRun', 'type'],
  'x-sort': { field: 'createdAt', direction: 'desc' },
  'x-ui': { route: '/automatedReports', group: 'analytics', icon: 'ScheduleSend', titleField: 'type' },
});
