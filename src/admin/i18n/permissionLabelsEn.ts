/**
 * Readable names of the permission vocabulary (src/core/permissions.ts): `groups.<first part>`
 * and `actions.<rest>`; a rest not listed is named from its parts (`article.create` → the
 * `subjects.article` and `actions.create` names). Keys keep the vocabulary's dots.
 */
export const permissionLabelsEn = {
  groups: {
    admin: 'Administration', dashboard: 'Dashboard', cluster: 'Clusters', flavor: 'Flavors', log: 'Logs', page: 'Pages',
    label: 'Venue labels', information: 'Information', employee: 'Employees', customer: 'Customers', role: 'Roles',
    campaign: 'Campaigns', upsell: 'Upsells', recommendations: 'Recommendations', inventory: 'Inventory', reporting: 'Reporting',
    membershiplevels: 'Membership levels', eposjob: 'EPOS jobs', screensaver: 'Screensavers', job: 'Jobs', maintenance: 'Maintenance',
    sanifair: 'Sanifair', tips: 'Tips', audit: 'Audit log', lightspeed_authorize: 'Lightspeed', dnd: 'Companies', ui: 'App content',
    mfa: 'Two-factor authentication', heidePark: 'Heide Park', venue: 'Venues', user: 'Users', sync: 'Venue sync',
    deliveryProvider: 'Delivery providers', wolt: 'Wolt', jet: 'Just Eat Takeaway', uberEats: 'Uber Eats', deliveroo: 'Deliveroo',
    uber: 'Uber Direct', ultraDispo: 'UltraDispo', oauth: 'Device enrollments', table: 'Tables', sanifairCounter: 'Sanifair counters',
    printer: 'Printers', category: 'Categories', article: 'Articles', option: 'Options', tag: 'Tags', constrain: 'Trade groups',
    printgroup: 'Print groups', foodcard: 'Foodcard', promoCode: 'Promo codes', coupon: 'Coupons', provision: 'Provisions',
    invoice: 'Invoices', billing: 'Billing', payment: 'Payments', refunds: 'Refunds', order: 'Orders', receipt: 'Receipts',
    sales: 'Sales', analytics: 'Analytics', statistics: 'Statistics',
  },
  /** what a prefix inside a group names (`ui.card.view`, `option.article.hide`) */
  subjects: {
    company: 'Companies', card: 'Cards', slider: 'Sliders', banner: 'Banners', article: 'Option articles', enrollment: 'Enrollments',
    transactions: 'Transactions', parkcollect: 'Park & collect', sepa: 'SEPA', paypal: 'PayPal', migrate: 'Migration',
  },
  actions: {
    view: 'View', create: 'Create', update: 'Edit', delete: 'Delete', flavor: 'Flavor view', 'logs.view': 'View logs',
    enable: 'Enable', disable: 'Disable', 'seasonPass.upload': 'Upload season passes', 'create.simple': 'Create (simple)',
    'update.simple': 'Edit (simple)', export: 'Export', activate: 'Activate', deactivate: 'Deactivate', panic: 'Panic mode',
    payment: 'Payment settings', verify: 'Verify', publish: 'Publish', filter: 'Filter', 'sync.start': 'Start sync', 'sync.stop': 'Stop sync',
    pay: 'Pay', authorize: 'Authorize', check: 'Check', devToDev: 'Dev to dev', devToProd: 'Dev to production', prodToProd: 'Production to production',
    'slug.generate': 'Generate slug', 'checkoutIntegration.view': 'View checkout integration', 'checkoutIntegration.update': 'Edit checkout integration',
    'vat.id.reuse': 'Reuse VAT ID', 'create.restricted': 'Create (restricted)', 'update.restricted': 'Edit (restricted)',
    'password.reset': 'Reset password', 'password.change': 'Change password', 'master.slaves': 'Master to followers',
    'slave.slaves': 'Follower to followers', 'dev.to.dev': 'Dev to dev', 'dev.to.prod': 'Dev to production', 'prod.to.dev': 'Production to dev',
    'prod.to.prod': 'Production to production', 'venue.copy.full': 'Copy venue (full)', 'venue.copy.only': 'Copy venue (venue only)',
    'job.view': 'View sync jobs', 'job.stop': 'Stop sync jobs', 'foodcard.sync': 'Sync foodcard', 'venue.status': 'Venue status',
    'venue.openingHours': 'Venue opening hours', 'syncJob.view': 'View sync jobs', dispatch: 'Dispatch', offsets: 'Time offsets',
    connect: 'Connect', settings: 'Settings', direct: 'Direct', drive: 'Drive', list: 'List', accept: 'Accept', reject: 'Reject',
    restart: 'Restart', visible: 'Make visible', hide: 'Hide', 'control.activate': 'Control article on', 'control.deactivate': 'Control article off',
    'price.lock': 'Lock price', 'table.column.selector': 'Choose table columns', 'view.visible.only': 'View visible only',
    import: 'Import', 'sync.external': 'Sync externally', 'create.own': 'Create own', 'view.global': 'View global', 'view.simple': 'View (simple)',
    'export.summary': 'Export summary', 'export.count': 'Export count', 'export.overview': 'Export overview', claim: 'Claim',
    'claim.reset': 'Reset claim', logs: 'Logs', venue: 'Venue invoices', summary: 'Summary', send: 'Send', 'venue.articles': 'Venue articles',
    'datev.export': 'DATEV export', cash: 'Cash refunds', 'paymentmethod.export': 'Export by payment method',
    'statistics.export': 'Export statistics', 'statistics.export.noCustomers': 'Export statistics without customers', test: 'Test orders',
    retry: 'Retry', 'log.view': 'View log', 'pool.view': 'View pool', 'pool.update': 'Edit pool', customer: 'Customer receipt',
    merchant: 'Merchant receipt', full: 'Full receipt', overview: 'Overview', 'daily.export': 'Daily export', 'features.export': 'Features export',
    customerGroup: 'By customer group', 'overview.export': 'Export overview', 'export.provision': 'Export provisions',
  },
};
