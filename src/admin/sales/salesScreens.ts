/**
 * The sales and statistics screens of spec part 2 §2, each route name (the route is `/<name>`, the
 * menu label `salesUi.menu.<name>`) with its permission as written there. The shell's menu and App.tsx
 * read it, so it is kept to the names and rules: the rest loads with the screens.
 */
export const SALES_SCREENS = {
  sales: 'sales.view',
  'sales-overview': 'sales.overview',
  statistics: 'statistics.view',
  analytics: 'analytics.view',
  reporting: 'reporting.view',
} as const;

export type SalesScreenName = keyof typeof SALES_SCREENS;
