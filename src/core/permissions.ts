/**
 * Permission vocabulary and access checks, shared by the server and the admin UI.
 *
 * Judgement calls where the spec names something without spelling it out:
 * - "per resource create, update, delete, view unless stated": resources listed with an explicit
 *   list of actions (order, provision, invoice, payment, receipt, sales, analytics, statistics,
 *   billing, refunds, foodcard, mfa, oauth.enrollment, sync) get only those actions, plus `view`
 *   where the routes require one (receipt, sales, analytics, statistics, billing).
 * - Aggregators: the spec says "connect for two and settings for one" without naming them;
 *   wolt and uberEats have a self-service connect flow, jet is configured by settings.
 * - `{product}.dispatch` and `refunds.{product}` are open-ended (one per ordering product); only
 *   the known aggregator keys are listed. Roles may still hold other `refunds.<product>` names.
 * - The "promo" routes use the `promoCode` resource; "membership" uses `membershiplevels`;
 *   "company" uses `dnd.company`; "venueLabel" uses `label`; "season pass" uses
 *   `heidePark.seasonPass.upload`; "EPOS job" uses `eposjob`.
 * - `maintenance` gets CRUD because the sidebar names "maintenance create or update"; the switch
 *   itself is admin-only (route "/maintenance: admin"), so these gate nothing.
 * - Subscriptions and subscription categories: permissions "not shown", so none are invented.
 * - `productCombos` uses `venue.update`; translation uses `foodcard.import`; automated reports
 *   use `reporting.view`; tips use `billing.view` (as the routes say).
 */

const CRUD = ['create', 'update', 'delete', 'view'] as const;

/** `resource.create/update/delete/view` followed by `resource.<extra>` for each extra action. */
function resource(name: string, ...extra: string[]): string[] {
  return [...CRUD, ...extra].map((action) => `${name}.${action}`);
}

function actions(name: string, ...list: string[]): string[] {
  return list.map((action) => `${name}.${action}`);
}

/** Shared by article, option and option.article (part 2 section 6: "same set"). */
const ARTICLE_EXTRAS = [
  'visible',
  'hide',
  'update.simple',
  'activate',
  'deactivate',
  'control.activate',
  'control.deactivate',
  'price.lock',
  'table.column.selector',
  'view.visible.only',
];

const CODE_EXTRAS = [
  'create.own',
  'view.global',
  'view.simple',
  'activate',
  'deactivate',
  'enable',
  'disable',
  'export',
  'export.summary',
  'export.count',
  'export.overview',
  'flavor',
];

const AGGREGATORS = ['wolt', 'jet', 'uberEats'] as const;
const AGGREGATOR_ACTIONS = ['foodcard.sync', 'venue.status', 'venue.openingHours', 'syncJob.view', 'dispatch', 'offsets'];
const AGGREGATOR_EXTRAS: Record<(typeof AGGREGATORS)[number], string[]> = {
  wolt: ['connect'],
  jet: ['settings'],
  uberEats: ['connect'],
};

export const PERMISSIONS: readonly string[] = Object.freeze([
  // --- General (part 1) ---
  'admin',
  'dashboard.view',
  ...resource('cluster'),
  ...resource('flavor'),
  ...resource('log'),
  ...resource('page'),
  ...resource('label'), // venue labels
  ...resource('information'),
  ...resource('employee'),
  ...resource('customer'),
  ...resource('role'),
  ...resource('campaign'),
  ...resource('upsell'),
  ...resource('recommendations'),
  ...resource('inventory'),
  ...resource('reporting', 'flavor'),
  ...resource('membershiplevels'),
  ...resource('eposjob'),
  ...resource('screensaver'),
  ...resource('job'),
  ...resource('maintenance'),
  'sanifair.view',
  'tips.view',
  'audit.logs.view',
  'lightspeed_authorize',
  ...resource('dnd.company'), // companies
  ...resource('ui.card'),
  ...resource('ui.slider'),
  ...resource('ui.banner'),
  ...actions('mfa', 'enable', 'disable'),
  'heidePark.seasonPass.upload',

  // --- Venues ---
  ...resource(
    'venue',
    'create.simple',
    'update.simple',
    'export',
    'activate',
    'deactivate',
    'panic',
    'payment',
    'verify',
    'publish',
    'filter',
    'sync.start',
    'sync.stop',
    'sepa.create',
    'sepa.delete',
    'sepa.pay',
    'paypal.authorize',
    'paypal.check',
    'migrate.devToDev',
    'migrate.devToProd',
    'migrate.prodToProd',
    'transactions.view',
    'transactions.create',
    'transactions.update',
    'parkcollect.view',
    'parkcollect.update',
    'slug.generate',
    'checkoutIntegration.view',
    'checkoutIntegration.update',
    'vat.id.reuse',
  ),

  // --- Users ---
  ...resource('user', 'create.restricted', 'update.restricted', 'password.reset', 'password.change'),

  // --- Venue-to-venue sync (administrator tools) ---
  ...actions(
    'sync',
    'master.slaves',
    'slave.slaves',
    'dev.to.dev',
    'dev.to.prod',
    'prod.to.dev',
    'prod.to.prod',
    'venue.copy.full',
    'venue.copy.only',
    'job.view',
    'job.stop',
  ),

  // --- Delivery providers and aggregators ---
  ...actions('deliveryProvider', 'activate', 'enable'),
  ...AGGREGATORS.flatMap((key) => actions(key, ...AGGREGATOR_ACTIONS, ...AGGREGATOR_EXTRAS[key])),
  'deliveroo.foodcard.sync',
  'uber.direct',
  'ultraDispo',
  'wolt.drive',

  // --- Device enrollments ---
  ...actions('oauth.enrollment', 'list', 'accept', 'reject'),

  // --- Tables and printers ---
  ...resource('table', 'export'),
  'sanifairCounter.view',
  ...resource('printer', 'restart'),

  // --- Menus (part 2) ---
  ...resource('category', 'visible', 'hide'),
  ...resource('article', ...ARTICLE_EXTRAS),
  ...resource('option', ...ARTICLE_EXTRAS),
  ...resource('option.article', ...ARTICLE_EXTRAS),
  ...resource('tag'),
  ...resource('constrain'), // trade groups
  ...resource('printgroup'),
  ...actions('foodcard', 'import', 'export', 'sync.external'),

  // --- Promotions ---
  ...resource('promoCode', ...CODE_EXTRAS),
  ...resource('coupon', ...CODE_EXTRAS),

  // --- Finance ---
  ...actions('provision', 'view', 'claim', 'claim.reset', 'logs'),
  ...actions('invoice', 'venue', 'summary', 'send', 'venue.articles'),
  ...actions('billing', 'view', 'flavor'),
  ...actions('payment', 'view', 'datev.export'),
  // Plus one `refunds.<product>` per ordering product (open-ended, see top).
  'refunds',
  'refunds.cash',
  ...actions(
    'order',
    'export',
    'paymentmethod.export',
    'statistics.export',
    'statistics.export.noCustomers',
    'test',
    'retry',
    'log.view',
    'pool.view',
    'pool.update',
  ),
  ...actions('receipt', 'view', 'customer', 'merchant', 'full'),

  // --- Reporting and analytics ---
  ...actions('sales', 'view', 'export', 'flavor', 'overview'),
  ...actions('analytics', 'view', 'daily.export', 'features.export', 'flavor', 'customerGroup'),
  ...actions('statistics', 'view', 'flavor', 'overview', 'overview.export', 'export.provision'),
]);

/** Vocabulary grouped by first segment, in vocabulary order (for the role editor). */
export const PERMISSION_GROUPS: Record<string, string[]> = PERMISSIONS.reduce<Record<string, string[]>>(
  (groups, perm) => {
    const head = perm.split('.')[0];
    (groups[head] ??= []).push(perm);
    return groups;
  },
  {},
);

/**
 * Whether a grant belongs to a tenant: `brand` for a user linked to a customer group, `venue` for
 * one with allowed venues only; null for an account nobody has taken in (a self-registered one
 * waiting for its brand, or a user without a role or venues). Admins need none.
 */
export type Membership = 'brand' | 'venue' | null;

export interface Grant {
  /** role slug */
  role: string;
  permissions: readonly string[];
  member?: Membership;
}

/** Access rule: a permission, a special word, or an any-of list of those. */
export type AccessRule = string | readonly string[];

export function isAdmin(grant: Grant | null | undefined): boolean {
  return grant?.role === 'admin';
}

export function hasPermission(grant: Grant | null | undefined, perm: string): boolean {
  if (!grant) return false;
  return isAdmin(grant) || grant.permissions.includes(perm);
}

export function hasAnyPermission(grant: Grant | null | undefined, perms: readonly string[] | string): boolean {
  const list = typeof perms === 'string' ? [perms] : perms;
  return list.some((perm) => hasPermission(grant, perm));
}

/** The roles registration hands out by itself; holding one of these makes nobody a brand's member. */
export const PENDING_ROLES: readonly string[] = ['registered'];

/**
 * `'public'` passes for everyone; `'self'` for any signed-in account, for calls about itself (its
 * session, its own download jobs); `'login'` (the spec's "login only") for a signed-in member of
 * a tenant, whose scope then decides; `'brand'` for a member linked to a customer group (writes of
 * records shared by the whole brand); `'admin'` for the admin role only (a custom role holding the
 * `admin` permission string does not become an administrator). Arrays are any-of; an empty array
 * admits only admins, so a misconfigured rule fails closed.
 */
export function checkAccess(grant: Grant | null | undefined, rule: AccessRule): boolean {
  if (typeof rule !== 'string') {
    return isAdmin(grant) || rule.some((single) => checkAccess(grant, single));
  }
  switch (rule) {
    case 'public':
      return true;
    case 'self':
      return grant != null;
    case 'login':
      return isAdmin(grant) || (grant?.member ?? null) !== null;
    case 'brand':
      return isAdmin(grant) || grant?.member === 'brand';
    case 'admin':
      return isAdmin(grant);
    default:
      return hasPermission(grant, rule);
  }
}
