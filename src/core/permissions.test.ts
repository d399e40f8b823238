import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  PERMISSION_GROUPS,
  checkAccess,
  hasAnyPermission,
  hasPermission,
  isAdmin,
  type Grant,
} from './permissions';

const admin: Grant = { role: 'admin', permissions: [] };
const editor: Grant = { role: 'editor', permissions: ['article.view', 'article.update', 'admin'] };
const nobody: Grant = { role: 'guest', permissions: [] };

describe('PERMISSIONS vocabulary', () => {
  it('has no duplicates', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('uses dotted names only', () => {
    for (const perm of PERMISSIONS) expect(perm).toMatch(/^[a-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/);
  });

  it.each([
    // part 1
    'admin',
    'dashboard.view',
    'cluster.create',
    'role.delete',
    'reporting.flavor',
    'audit.logs.view',
    'lightspeed_authorize',
    'mfa.enable',
    'mfa.disable',
    'heidePark.seasonPass.upload',
    'dnd.company.view',
    'ui.slider.update',
    'label.view',
    'venue.create.simple',
    'venue.migrate.prodToProd',
    'venue.transactions.update',
    'venue.checkoutIntegration.view',
    'venue.vat.id.reuse',
    'venue.sepa.pay',
    'user.create.restricted',
    'user.password.change',
    'sync.master.slaves',
    'sync.prod.to.dev',
    'sync.venue.copy.only',
    'sync.job.stop',
    'deliveryProvider.activate',
    'wolt.foodcard.sync',
    'wolt.connect',
    'uberEats.connect',
    'jet.settings',
    'jet.venue.openingHours',
    'uberEats.syncJob.view',
    'deliveroo.foodcard.sync',
    'uber.direct',
    'ultraDispo',
    'wolt.drive',
    'oauth.enrollment.reject',
    'table.export',
    'sanifairCounter.view',
    'printer.restart',
    // part 2
    'category.hide',
    'article.view.visible.only',
    'article.price.lock',
    'option.control.deactivate',
    'option.article.table.column.selector',
    'tag.create',
    'constrain.delete',
    'printgroup.update',
    'foodcard.sync.external',
    'promoCode.create.own',
    'coupon.export.overview',
    'provision.claim.reset',
    'invoice.venue.articles',
    'billing.view',
    'payment.datev.export',
    'refunds',
    'refunds.cash',
    'order.statistics.export.noCustomers',
    'order.pool.update',
    'receipt.full',
    'sales.overview',
    'analytics.customerGroup',
    'statistics.export.provision',
    'statistics.overview',
  ])('contains %s', (perm) => {
    expect(PERMISSIONS).toContain(perm);
  });

  it('does not give aggregators both connect and settings', () => {
    expect(PERMISSIONS).not.toContain('jet.connect');
    expect(PERMISSIONS).not.toContain('wolt.settings');
  });

  it('groups by first segment without losing names', () => {
    expect(PERMISSION_GROUPS.venue).toContain('venue.sepa.create');
    expect(PERMISSION_GROUPS.ui).toEqual(expect.arrayContaining(['ui.card.view', 'ui.banner.delete']));
    expect(PERMISSION_GROUPS.admin).toEqual(['admin']);
    expect(Object.values(PERMISSION_GROUPS).flat().sort()).toEqual([...PERMISSIONS].sort());
  });
});

describe('checks', () => {
  it('lets the admin role pass everything', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(hasPermission(admin, 'venue.migrate.devToProd')).toBe(true);
    expect(hasPermission(admin, 'not.in.vocabulary')).toBe(true);
    expect(hasAnyPermission(admin, [])).toBe(false);
    expect(checkAccess(admin, 'admin')).toBe(true);
    expect(checkAccess(admin, [])).toBe(true);
  });

  it('uses exact membership for other roles', () => {
    expect(isAdmin(editor)).toBe(false);
    expect(hasPermission(editor, 'article.view')).toBe(true);
    expect(hasPermission(editor, 'article')).toBe(false);
    expect(hasPermission(editor, 'article.view.visible.only')).toBe(false);
    expect(hasPermission(null, 'article.view')).toBe(false);
  });

  it('has any-of semantics', () => {
    expect(hasAnyPermission(editor, ['category.view', 'article.update'])).toBe(true);
    expect(hasAnyPermission(editor, ['category.view', 'tag.view'])).toBe(false);
    expect(hasAnyPermission(editor, 'article.view')).toBe(true);
    expect(checkAccess(editor, ['venue.migrate.devToDev', 'article.view'])).toBe(true);
    expect(checkAccess(editor, ['venue.migrate.devToDev', 'venue.migrate.prodToProd'])).toBe(false);
  });

  it('understands the special words', () => {
    expect(checkAccess(undefined, 'public')).toBe(true);
    expect(checkAccess(null, 'login')).toBe(false);
    // "login only" is a tenant's member: an account nobody took in is signed in, not a member
    expect(checkAccess(nobody, 'login')).toBe(false);
    expect(checkAccess(nobody, 'self')).toBe(true);
    expect(checkAccess(null, 'self')).toBe(false);
    expect(checkAccess({ ...nobody, member: 'venue' }, 'login')).toBe(true);
    expect(checkAccess({ ...nobody, member: 'venue' }, 'brand')).toBe(false);
    expect(checkAccess({ ...nobody, member: 'brand' }, 'brand')).toBe(true);
    expect(checkAccess({ role: 'admin', permissions: [] }, 'brand')).toBe(true);
    expect(checkAccess(nobody, 'admin')).toBe(false);
    // holding the `admin` permission string does not make a custom role an administrator
    expect(checkAccess(editor, 'admin')).toBe(false);
    expect(checkAccess(nobody, ['admin', 'self'])).toBe(true);
    expect(checkAccess(nobody, ['admin', 'login'])).toBe(false);
    expect(checkAccess(null, ['admin', 'sync.job.view'])).toBe(false);
    expect(checkAccess(nobody, [])).toBe(false);
  });
});
