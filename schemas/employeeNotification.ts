import { defineEntity } from './_meta';

/**
 * A notice to the back-office users of a venue, of a customer group, or (admins only) of the
 * whole platform, shown as a banner while it is valid (spec part 1 §2: /employeeNotification
 * admin, /employeeNotification/create login only). Anyone signed in may post one for the venues
 * and group they belong to; only admins list, change and delete them.
 */
export default defineEntity({
  $id: 'employeeNotification',
  title: 'Employee notification',
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    text: { type: 'string', minLength: 1, maxLength: 2000, 'x-ui': { widget: 'textarea' } },
    level: { type: 'string', enum: ['info', 'warning'], default: 'info', 'x-ui': { list: true, filter: true } },
    /** only the users of this venue; without venue and group: everybody */
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    /** the users of this customer group (set from the venue when a venue is named) */
    customerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', 'x-ui': { list: true, filter: 'reference' } },
    /** shown from then on; at once when empty */
    validFrom: { type: 'string', format: 'date-time', 'x-rules': [{ rule: 'dateBefore', target: 'validTo' }], 'x-ui': { list: true, filter: 'dateRange' } },
    /** shown until then; until deleted when empty */
    validTo: { type: 'string', format: 'date-time', 'x-ui': { list: true } },
    createdBy: { type: 'string', format: 'objectId', 'x-ref': 'user', readOnly: true, 'x-ui': { list: true, filter: 'reference' } },
  },
  required: ['title', 'text', 'level'],
  'x-scope': 'venueOrGroup',
  // Posting reaches every employee of a venue or brand, and anyone may register into a brand by
  // its link, so posting needs the right the spec's menu names ("employeeNotification.create
  // (screensaver view)"), not only a login.
  'x-access': { view: 'admin', create: 'screensaver.view', update: 'admin', delete: 'admin' },
  'x-actions': {
    /** the notifications valid now for the caller (and the venue selected in the toolbar, `?venue=`) */
    active: { call: 'GET active', access: 'login' },
  },
  'x-index': ['validTo', 'createdBy'],
  'x-search': ['title', 'text'],
  'x-ui': { route: '/employeeNotification', group: 'maintenance', icon: 'Campaign', titleField: 'title' },
});
