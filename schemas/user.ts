import { defineEntity } from './_meta';

/**
 * A back-office user. Allowed venues: admin → all; with a customer group → that group's venues;
 * otherwise `venues` plus the venues carrying one of `venueLabels`.
 */
export default defineEntity({
  $id: 'user',
  title: 'User',
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, 'x-ui': { list: true, filter: 'search' } },
    email: { type: 'string', format: 'email', maxLength: 254, 'x-ui': { list: true, filter: 'search' } },
    /** Hashed by the user hook; changing it later goes through the password reset/change calls. */
    password: {
      type: 'string',
      format: 'password',
      minLength: 8,
      maxLength: 128,
      writeOnly: true,
      'x-ui': { widget: 'password', edit: false },
    },
    /** staff / employee code */
    code: { type: 'string', maxLength: 50 },
    /** The role's slug (not its _id): the session carries role slugs. */
    role: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '^[a-z0-9_]+$',
      'x-ref': 'role',
      'x-ui': { list: true, filter: 'reference' },
    },
    venues: {
      type: 'array',
      items: { type: 'string', format: 'objectId', 'x-ref': 'venue' },
      maxItems: 10000,
      uniqueItems: true,
      default: [],
    },
    venueLabels: {
      type: 'array',
      items: { type: 'string', format: 'objectId', 'x-ref': 'venueLabel' },
      maxItems: 1000,
      uniqueItems: true,
      default: [],
    },
    customerGroup: {
      type: 'string',
      format: 'objectId',
      'x-ref': 'customerGroup',
      'x-ui': { list: true, filter: 'reference' },
    },
    /** a disabled account cannot log in, and its tokens stop working at once */
    active: { type: 'boolean', default: true, 'x-ui': { list: 'toggle', filter: true } },
    /** two-factor authentication active; switched by the user on /auth/security */
    mfa: { type: 'boolean', default: false, readOnly: true, 'x-ui': { list: true, filter: true } },
    /**
     * The brand a self-registered user asked to join (its /register/{customerGroup} link). Kept by
     * the server and granting nothing: the brand's administrator approves (links the user to the
     * group with a role) or rejects it, and either clears it.
     */
    requestedCustomerGroup: { type: 'string', format: 'objectId', 'x-ref': 'customerGroup', readOnly: true, 'x-ui': { filter: 'reference', create: false, edit: false } },
    /** when a self-registered user accepted the data protection regulations (spec part 1 §5) */
    privacyAcceptedAt: { type: 'string', format: 'date-time', readOnly: true },
  },
  required: ['name', 'email', 'password', 'role'],
  'x-scope': 'customerGroup',
  /** its writes change what a user may see: cached principals are dropped */
  'x-shapes-access': true,
  'x-access': { view: 'user.view', create: 'user.create', update: 'user.update', delete: 'user.delete' },
  'x-api': { base: 'v1/auth/user' },
  'x-step-up': ['delete', 'bulkDelete'],
  // Spec part 1 §7 writes the user delete as DELETE auth/{id}; the admin's lists use the generic
  // DELETE auth/user/{id} (and its bulk form), so both are served, with the same rule and effect.
  'x-actions': {
    deleteUser: { call: 'DELETE ../{id}', access: 'user.delete', stepUp: true, data: 'record' },
  },
  'x-index': ['name', 'role'],
  'x-unique': ['email'],
  'x-search': ['name', 'email'],
  // The restricted create and update (spec part 1 §6, /user/create/simple, /user/{id}/edit/simple):
  // a brand manager sets only name, e-mail, password (create), role and venues.
  'x-simple': {
    fields: ['name', 'email', 'role', 'venues'],
    createOnly: ['password'],
    create: { call: 'POST restricted', access: 'user.create.restricted' },
    update: { call: 'PATCH {id}/restricted', access: 'user.update.restricted' },
  },
  'x-ui': { route: '/user', group: 'user', icon: 'Person', titleField: 'name' },
});
