import type { AccessRule } from '../../core/permissions';
import { SALES_SCREENS } from '../sales/salesScreens';

/** A sidebar entry that is a page, not an entity (entities join their group by x-ui.group). */
export interface PageItem {
  name: string;
  to: string;
  access: AccessRule;
  icon: string;
  /** translation key of the item; `menu.<name>` when left out */
  label?: string;
}

export interface MenuGroup {
  /** `menu.<key>` in the catalogues; entities name it in x-ui.group */
  key: string;
  /** spec order of the group's items (route names); entities not listed follow in registry order */
  order: readonly string[];
  pages?: readonly PageItem[];
  /** extra condition for the whole group (UI components: admins or users with a customer group) */
  onlyFor?: 'adminOrCustomerGroup';
}

/**
 * Sidebar groups of spec part 1 §2 in their order. Items come from the registry: an entity with
 * `x-ui.group: 'venue'` appears under Venue once its schema exists, so adding an entity needs
 * no change here; `order` only sorts.
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { key: 'dashboard', order: ['dashboard'], pages: [{ name: 'dashboard', to: '/dashboard', access: 'statistics.overview', icon: 'Dashboard' }] },
  {
    key: 'articles',
    order: ['category', 'article', 'articleManager', 'option', 'tag', 'productCombos', 'recommendation', 'inventory', 'upsells', 'foodcard'],
    pages: [
      { name: 'articleManager', to: '/article-manager', access: 'article.view', icon: 'Visibility', label: 'foodcardUi.menu.articleManager' },
      { name: 'foodcard', to: '/foodcard', access: 'foodcard.import', icon: 'ImportExport', label: 'foodcardIo.menu' },
    ],
  },
  { key: 'venue', order: ['venue', 'venueLabel', 'table', 'screensaver'] },
  { key: 'promo', order: ['promo', 'cupCode', 'coupon', 'loyaltyPrograms', 'seasonPass'] },
  { key: 'user', order: ['user', 'role'] },
  {
    key: 'customerInfo',
    order: ['company', 'subscriptionCategories', 'subscription', 'membership', 'sepa', 'customerGroupProprty', 'customer', 'campaign'],
    // Spec part 2 §6 gives the membership item no permission of its own; the menu offers only what
    // the user may open, so it follows the screen's right (the list needs membershiplevels.view).
    pages: [{ name: 'membership', to: '/membership', access: 'membershiplevels.view', icon: 'CardMembership', label: 'loyaltyUi.menu.membership' }],
  },
  {
    key: 'maintenance',
    order: ['provision', 'maintenance', 'employeeNotification', 'employeeNotificationCreate'],
    pages: [
      // Spec: the item says "maintenance create or update", the route "/maintenance: admin"; the route wins (platform-wide switch).
      { name: 'maintenance', to: '/maintenance', access: 'admin', icon: 'Construction' },
      // Spec: "employeeNotification.create (screensaver view)"; the screen itself needs only a login.
      { name: 'employeeNotificationCreate', to: '/employeeNotification/create', access: 'screensaver.view', icon: 'Campaign', label: 'app.employeeNotifications.menu' },
    ],
  },
  { key: 'uiComponents', order: ['ui.banner', 'ui.card', 'ui.slider'], onlyFor: 'adminOrCustomerGroup' },
  {
    key: 'other',
    order: ['information', 'printer', 'constrain', 'printGroups', 'translation', 'banner', 'releases'],
    pages: [{ name: 'translation', to: '/translation', access: 'foodcard.import', icon: 'Translate', label: 'foodcardUi.menu.translation' }],
  },
  { key: 'enrollments', order: ['enrollments'] },
  {
    key: 'finances',
    order: ['billing', 'receipts', 'tips', 'sales', 'sales-overview', 'payments'],
    pages: (['sales', 'sales-overview'] as const).map((name) => ({ name, to: `/${name}`, access: SALES_SCREENS[name], icon: 'TrendingUp', label: `salesUi.menu.${name}` })),
  },
  {
    key: 'analytics',
    order: ['userExport', 'reporting', 'statistics', 'analytics', 'automatedReports'],
    pages: [
      { name: 'userExport', to: '/userExport', access: ['invoice.venue', 'invoice.summary', 'order.export'], icon: 'ImportExport', label: 'billing.userExport.title' },
      ...(['reporting', 'statistics', 'analytics'] as const).map((name) => ({ name, to: `/${name}`, access: SALES_SCREENS[name], icon: 'Dashboard', label: `salesUi.menu.${name}` })),
    ],
  },
  {
    key: 'syncLogs',
    order: ['sync', 'aggregatorSyncs', 'eposJobs', 'sanifairLogs', 'activityLogExport'],
    pages: [{ name: 'activityLogExport', to: '/activityLogExport', access: 'admin', icon: 'History', label: 'activityLog.title' }],
  },
  { key: 'auditing', order: ['auditing'] },
];
