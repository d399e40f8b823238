import { defineEntity } from './_meta';

/**
 * Platform maintenance mode (spec part 1: "Maintenance: an active flag"): one record. Everybody,
 * even before login, reads the status at start to show the banner; admins switch it.
 */
export default defineEntity({
  $id: 'maintenance',
  title: 'Maintenance',
  type: 'object',
  properties: {
    active: { type: 'boolean', default: false, 'x-ui': { list: true } },
    /** always 'platform': its unique index keeps the record single when two enables race */
    slot: { type: 'string', const: 'platform', default: 'platform', readOnly: true, 'x-ui': { create: false, edit: false } },
  },
  'x-unique': ['slot'],
  'x-scope': 'global',
  'x-access': { view: 'admin' },
  'x-api': {
    base: 'v1/maintenance',
    list: false, all: false, query: false, show: false, create: false, update: false, delete: false,
    hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-actions': {
    status: { call: 'GET status', access: 'public' },
    // Admin only (spec part 1 §2 "/maintenance: admin"): the switch stops every brand's back office,
    // so no brand's role may hold it, whatever the sidebar table's "maintenance create or update" says.
    enable: { call: 'POST enable', access: 'admin', confirm: true, stepUp: true },
    disable: { call: 'PATCH disable', access: 'admin', confirm: true, stepUp: true },
  },
  'x-ui': { route: '/maintenance', group: 'maintenance', icon: 'Construction', hidden: true },
});
