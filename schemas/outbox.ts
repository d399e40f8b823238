import { defineEntity } from './_meta';

/**
 * Mails kept by the server when no SMTP relay is configured (SMTP_URL unset): password reset
 * links and other notices, for an administrator to read. Written only by the server.
 */
export default defineEntity({
  $id: 'outbox',
  title: 'Outbox mail',
  type: 'object',
  properties: {
    to: { type: 'string', format: 'email', maxLength: 254, readOnly: true, 'x-ui': { list: true, filter: 'search' } },
    /** further receivers (comma-separated) */
    cc: { type: 'string', maxLength: 5000, readOnly: true },
    subject: { type: 'string', maxLength: 500, readOnly: true, 'x-ui': { list: true } },
    text: { type: 'string', maxLength: 100000, readOnly: true, 'x-ui': { widget: 'textarea' } },
    html: { type: 'string', maxLength: 500000, readOnly: true, 'x-ui': { widget: 'textarea' } },
    /** when a relay took the mail over; empty while it only sits in the outbox */
    sentAt: { type: 'string', format: 'date-time', readOnly: true, 'x-ui': { list: true } },
  },
  required: ['to', 'subject', 'text'],
  'x-scope': 'global',
  'x-access': { view: 'admin' },
  'x-api': {
    base: 'v1/outbox',
    all: false, query: false, create: false, update: false, delete: false,
    hardDelete: false, bulkUpdate: false, bulkDelete: false,
  },
  'x-search': ['to', 'subject'],
  'x-ui': { route: '/outbox', group: 'maintenance', icon: 'Outbox', titleField: 'subject' },
});
