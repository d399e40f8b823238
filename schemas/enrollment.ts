import { defineEntity } from './_meta';

const reviewBody = {
  type: 'object',
  properties: { comment: { type: 'string', maxLength: 1000 } },
  required: ['comment'],
  additionalProperties: false,
} as const;

/** A device (terminal, kiosk) asking to be enrolled for a venue; reviewers accept or reject it. */
export default defineEntity({
  $id: 'enrollment',
  title: 'Enrollment',
  type: 'object',
  properties: {
    deviceType: { type: 'string', minLength: 1, maxLength: 100, 'x-ui': { list: true, filter: 'select' } },
    serialNumber: { type: 'string', minLength: 1, maxLength: 100, 'x-ui': { list: true, filter: 'search' } },
    venue: { type: 'string', format: 'objectId', 'x-ref': 'venue', 'x-ui': { list: true, filter: 'reference' } },
    appInformation: {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 100 }, version: { type: 'string', maxLength: 50 }, build: { type: 'string', maxLength: 50 } },
      additionalProperties: false,
    },
    role: { type: 'string', maxLength: 100 },
    enrollmentStatus: { type: 'string', enum: ['pending', 'accepted', 'rejected'], default: 'pending', readOnly: true, 'x-ui': { list: true, filter: 'select' } },
    rolloutStatus: { type: 'string', enum: ['pending', 'rolledOut', 'failed'], default: 'pending', 'x-ui': { list: true, filter: 'select' } },
    isActive: { type: 'boolean', default: false, readOnly: true, 'x-ui': { list: true, filter: true } },
    venues: { type: 'array', items: { type: 'string', format: 'objectId', 'x-ref': 'venue' }, maxItems: 1000, uniqueItems: true },
    reviewerId: { type: 'string', format: 'objectId', 'x-ref': 'user', readOnly: true },
    comment: { type: 'string', maxLength: 1000, readOnly: true, 'x-ui': { list: true } },
  },
  required: ['deviceType', 'serialNumber', 'venue'],
  'x-scope': 'venue',
  'x-access': { view: 'oauth.enrollment.list', create: 'admin', update: 'admin', delete: 'admin' },
  'x-api': { base: 'v1/auth/oauth/enrollment' },
  'x-actions': {
    accept: { call: 'PATCH {id}/accept', access: 'oauth.enrollment.accept', body: reviewBody },
    reject: { call: 'PATCH {id}/reject', access: 'oauth.enrollment.reject', body: reviewBody },
  },
  'x-index': ['enrollmentStatus', 'serialNumber'],
  'x-search': ['serialNumber', 'deviceType'],
  'x-limit': 10,
  'x-ui': { route: '/enrollments', group: 'enrollments', icon: 'PhonelinkSetup', titleField: 'serialNumber' },
});
