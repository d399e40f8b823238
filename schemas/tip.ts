import { defineEntity } from './_meta';
import { currency, minorUnits } from './_fragments/money';
import { enums } from './_fragments/enums';

const count = { type: 'integer', minimum: 0 } as const;
const row = {
  type: 'object',
  properties: { key: { type: 'string' }, orders: count, tipped: count, tip: { type: 'integer' } },
  required: ['key', 'orders', 'tipped', 'tip'],
} as const;

/**
 * Tips (spec part 2 §2 /tips, §7 "GET v2/tips/{a}/{b}/{c}" and "v1/export/tips/{a}/{b}/{c}"): the
 * tips of a venue's paid orders (`order.tip`, integer minor units) between two local dates, per day
 * and per table, with totals. Read-only and computed from the orders, never stored on its own.
 * The three path parameters are `{venue}/{from}/{to}` (dates YYYY-MM-DD in the venue's time zone).
 */
export default defineEntity({
  $id: 'tip',
  title: 'Tip',
  type: 'object',
  properties: {
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue' },
    day: { type: 'string', format: 'date' },
    table: { type: 'string', maxLength: 50 },
    orders: count,
    tipped: count,
    currency,
    tip: minorUnits,
    type: { type: 'string', enum: enums.tipTypes },
  },
  'x-scope': 'venue',
  'x-access': { view: ['billing.view', 'tips.view'] },
  'x-api': {
    base: 'v2/tips',
    list: false, all: false, query: false, show: false, create: false, update: false, delete: false,
    hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-actions': {
    report: {
      call: 'GET {venue}/{from}/{to}',
      access: ['billing.view', 'tips.view'],
      query: { type: 'object', properties: { type: { type: 'string', enum: enums.tipTypes } }, additionalProperties: false },
      data: {
        type: 'object',
        properties: {
          venue: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, currency: { type: 'string' },
          timezone: { type: 'string' }, tipEnabled: { type: 'boolean' }, tipType: { type: 'string' },
          days: { type: 'array', items: row }, tables: { type: 'array', items: row }, total: row,
        },
        required: ['venue', 'from', 'to', 'currency', 'timezone', 'tipEnabled', 'tipType', 'days', 'tables', 'total'],
      },
    },
  },
  'x-ui': { route: '/tips', group: 'finances', icon: 'VolunteerActivism' },
});
