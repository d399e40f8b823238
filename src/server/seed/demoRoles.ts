import { PERMISSIONS } from '../../core/permissions';

const crud = (r: string) => ['view', 'create', 'update', 'delete'].map((a) => `${r}.${a}`);

/** A brand manager runs the menus of the brand's venues. */
/** Promo codes: a venue operator makes codes for its own venues, a brand manager for the whole brand. */
const PROMO_VENUE = ['view', 'create.own', 'update', 'delete', 'activate', 'deactivate', 'enable', 'disable', 'export', 'export.count', 'export.summary'].map((a) => `promoCode.${a}`);
const PROMO_BRAND = [...PROMO_VENUE, 'promoCode.create', 'promoCode.view.global', 'promoCode.export.overview'];
/** The brand manager also runs the (deprecated) coupons: the coupon.* equivalents of its promo rights. */
const COUPON_BRAND = PROMO_BRAND.map((p) => p.replace(/^promoCode\./, 'coupon.'));

/** Orders: the brand manager reads orders and their logs and runs the order test; retrying stays with admins. */
const ORDERS_BRAND = ['order.log.view', 'order.pool.view', 'order.test'];
/** Billing and invoices (/billing): the brand manager bills its venues, books invoices and credit notes, and exports the DATEV bookings. */
const BILLING = ['billing.view', 'invoice.venue', 'invoice.summary', 'invoice.send', 'invoice.venue.articles', 'venue.transactions.view', 'venue.transactions.create', 'payment.datev.export'];

/**
 * Sales and statistics (/sales, /sales-overview, /statistics, /analytics, /reporting): the brand
 * manager reads its brand's figures, split by venue and brand (the flavor permissions), the
 * customer-group analytics of its brand, and exports the sales files.
 */
const SALES_BRAND = [
  'sales.view', 'sales.overview', 'sales.flavor', 'statistics.view', 'statistics.flavor',
  'analytics.view', 'analytics.flavor', 'analytics.customerGroup', 'reporting.view', 'reporting.flavor', 'sales.export',
];

const FOODCARD = PERMISSIONS.filter((p) => /^(category|article|option|tag|constrain|printgroup|foodcard|inventory|upsell|recommendations)\./.test(p));

/** Roles of the demo tenant; `admin` is the only system role. */
export const DEMO_ROLES = [
  { name: 'Administrator', slug: 'admin', isSystem: true, permissions: ['admin'] },
  {
    name: 'Brand manager',
    slug: 'manager',
    permissions: [
      'dashboard.view', 'statistics.overview', 'venue.view', 'venue.update', 'venue.verify', 'venue.publish', 'venue.panic',
      ...crud('table'), 'table.export', ...crud('dnd.company'), ...crud('label'), 'user.view', 'user.create', 'user.update',
      'user.create.restricted', 'user.update.restricted', 'role.view', 'audit.logs.view', 'mfa.enable', 'mfa.disable',
      ...FOODCARD, 'screensaver.view', ...crud('customer'), 'heidePark.seasonPass.upload', ...PROMO_BRAND, ...COUPON_BRAND,
      ...ORDERS_BRAND,
      'provision.view', 'provision.claim',
      // receipts and tips (/receipts, /tips); billing.view comes with BILLING
      'receipt.view', 'receipt.customer', 'receipt.merchant',
      'venue.sepa.create', 'venue.sepa.pay', 'venue.paypal.authorize', 'venue.paypal.check',
      'payment.view', 'refunds', 'refunds.cash',
      ...BILLING,
      // sales, statistics, analytics and reporting (automated reports too) with their flavors
      ...SALES_BRAND,
    ],
  },
  {
    name: 'Venue operator',
    slug: 'operator',
    permissions: [
      'venue.view', 'venue.update.simple', ...crud('table'), 'dnd.company.view', 'printer.view', 'mfa.enable', 'screensaver.view',
      'category.view', 'category.visible', 'category.hide', 'article.view', 'article.update.simple', 'article.visible', 'article.hide',
      'option.view', 'option.visible', 'option.hide', 'option.article.view', 'option.article.visible', 'option.article.hide',
      ...PROMO_VENUE,
    ],
  },
  { name: 'Venue staff', slug: 'staff', permissions: ['venue.view', 'dnd.company.view', 'screensaver.view'] },
  // Each right once: the role schema's permissions are uniqueItems, and the seed writes through the
  // items service, which leaves schema checks to the routes.
].map((r) => ({ ...r, permissions: [...new Set(r.permissions)].filter((p) => p === 'admin' || PERMISSIONS.includes(p)) }));
