/** Texts of the sales and statistics screens (/sales, /sales-overview, /statistics, /analytics, /reporting): salesUi.*. */
export const salesEn = {
  // the sidebar shows these with every page (catalogueParts.ts CORE_TEXTS); keyed by route name
  menu: { sales: 'Sales', 'sales-overview': 'Sales overview', statistics: 'Statistics', analytics: 'Analytics', reporting: 'Reporting' },
  export: { csv: 'Download CSV', pdf: 'Download PDF', zip: 'Download reports per venue (ZIP)', email: 'Send CSV to my e-mail' },
  period: {
    label: 'Period',
    today: 'Today', yesterday: 'Yesterday', last7: 'Last 7 days', last30: 'Last 30 days',
    thisMonth: 'This month', lastMonth: 'Last month', thisYear: 'This year', custom: 'Custom',
    from: 'From', to: 'To',
    range: '%{from} – %{to}',
    previous: 'Previous period: %{from} – %{to}',
  },
  groupBy: { label: 'Group by', day: 'Day', week: 'Week', month: 'Month' },
  figures: {
    revenue: 'Revenue', netRevenue: 'Net revenue', orderCount: 'Orders', averageBasket: 'Average basket',
    tips: 'Tips', refunds: 'Refunds', tax: 'Tax',
  },
  change: '%{change} vs previous period',
  noBase: 'new (previous period: none)',
  previousValue: 'Previous period: %{value}',
  tables: {
    day: 'By day', week: 'By week', month: 'By month',
    paymentMethod: 'By payment method', orderType: 'By order type', weekday: 'By weekday',
    venue: 'By venue', group: 'By brand',
  },
  columns: {
    period: 'Period', paymentMethod: 'Payment method', orderType: 'Order type', weekday: 'Weekday',
    venue: 'Venue', group: 'Brand', previous: 'Previous period', change: 'Change',
  },
  chart: {
    by: { day: 'day', week: 'week', month: 'month' },
    revenue: 'Revenue by %{groupBy}: this period and the previous one. The table "%{table}" lists the same figures; a bar opens its orders.',
    split: 'Revenue %{table}. The table below lists the same figures; a bar opens its orders.',
    current: 'This period',
    previous: 'Previous period',
  },
  openOrders: 'Show the orders of %{label}',
  noMethod: 'None',
  noGroup: 'Without brand',
  brand: 'Brand: %{name}',
  brandAll: 'All venues of the brand',
  empty: 'No sales in this period.',
  failed: 'The figures could not be loaded.',
  basis: 'Completed orders (done or validated); refunds on the day they were booked. Days on the venue\'s clock.',
  chooseDays: 'Choose the first and the last day.',
};
