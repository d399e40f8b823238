import { defineEntity } from './_meta';
import { currency, minorUnits } from './_fragments/money';

/** Stored codes of spec part 2 §3/§4 "success, waiting, not claimed". */
export const provisionStatuses = ['notClaimed', 'waiting', 'success'] as const;

const month = { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } as const;
const monthQuery = { type: 'object', properties: { month }, required: ['month'], additionalProperties: false } as const;

/**
 * The provision (commission) of one venue for one month (spec part 2 §3: status, claimedAt,
 * claimed per venue and month). A month is listed from the venue's revenue orders (done and
 * validated) while nobody has claimed it; the first claim stores the row with the amounts it
 * claims, so a claimed month keeps what was claimed. One row per venue and month (unique index),
 * so concurrent claims cannot store two. Amounts are integer minor units of `currency`.
 */
export default defineEntity({
  $id: 'provision',
  title: 'Provision',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    /** YYYY-MM, the month of the orders' createdAt (UTC) */
    month: { ...month, 'x-ui': { list: true } },
    /** the server's: moved by the claim, reset and confirm calls only */
    status: { type: 'string', enum: provisionStatuses, default: 'notClaimed', readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    currency,
    /** sum of the month's done and validated orders' totals */
    revenue: { ...minorUnits, readOnly: true, 'x-ui': { widget: 'money', list: true } },
    /** provisionRate % of revenue (half-up to a cent) plus provisionFixedRate per order */
    provision: { ...minorUnits, readOnly: true, 'x-ui': { widget: 'money', list: true } },
    orderCount: { type: 'integer', minimum: 0, readOnly: true, 'x-ui': { list: true } },
    claimedAt: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { list: true } },
    claimedBy: { type: 'string', maxLength: 200, readOnly: true },
    confirmedAt: { type: 'string', format: 'date-time', readOnly: true },
    logs: {
      type: 'array',
      readOnly: true,
      maxItems: 1000,
      items: {
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time' },
          by: { type: 'string', maxLength: 200 },
          action: { type: 'string', enum: ['claim', 'reset', 'confirm'] },
          from: { type: 'string', enum: provisionStatuses },
          to: { type: 'string', enum: provisionStatuses },
        },
        required: ['at', 'action', 'from', 'to'],
        additionalProperties: false,
      },
    },
  },
  required: ['venue', 'month', 'status', 'currency'],
  'x-scope': 'venue',
  'x-access': { view: 'provision.view', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': {
    base: 'v3/payment/provision', list: false, all: false, query: false, show: 'GET byId/{id}', create: false, update: false,
    delete: false, hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  // spec §7 GET /?page plus filters is served by src/server/entities/provision/provisionListRoute.ts
  // (the months of the venues in scope, stored or computed from the orders).
  'x-actions': {
    /** spec §7 GET /total/ with the list's filters: sums of revenue and provision */
    total: { call: 'GET total', access: 'provision.view' },
    /** spec §7 PATCH /claim/{venue}/?month=: notClaimed → waiting; claimed already is a 409 */
    claim: { call: 'PATCH claim/{venue}', access: 'provision.claim', query: monthQuery, data: 'record' },
    /** back to notClaimed (spec §4 "claim can be reset (permission)") */
    reset: { call: 'PATCH claim/{venue}/reset', access: 'provision.claim.reset', query: monthQuery, data: 'record' },
    /** the platform confirms a waiting claim as paid out: waiting → success */
    confirm: { call: 'PATCH claim/{venue}/confirm', access: 'admin', query: monthQuery, data: 'record' },
    /** the month's log entries (provision.logs) */
    logs: { call: 'GET logs/{venue}', access: 'provision.logs', query: monthQuery },
  },
  'x-unique': [['venue', 'month']],
  'x-index': ['month', 'status'],
  'x-sort': { field: 'month', direction: 'desc' },
  'x-ui': { route: '/provision', group: 'maintenance', icon: 'Percent', titleField: 'month' },
});
