import type { salesEn } from './salesEn';

/** Texte der Umsatz- und Statistikseiten. */
export const salesDe: typeof salesEn = {
  // the sidebar shows these with every page (catalogueParts.ts CORE_TEXTS); keyed by route name
  menu: { sales: 'Umsätze', 'sales-overview': 'Umsatzübersicht', statistics: 'Statistiken', analytics: 'Analysen', reporting: 'Berichte' },
  export: { csv: 'CSV herunterladen', pdf: 'PDF herunterladen', zip: 'Berichte je Standort herunterladen (ZIP)', email: 'CSV an meine E-Mail senden' },
  period: {
    label: 'Zeitraum',
    today: 'Heute', yesterday: 'Gestern', last7: 'Letzte 7 Tage', last30: 'Letzte 30 Tage',
    thisMonth: 'Dieser Monat', lastMonth: 'Letzter Monat', thisYear: 'Dieses Jahr', custom: 'Benutzerdefiniert',
    from: 'Von', to: 'Bis',
    range: '%{from} – %{to}',
    previous: 'Vorzeitraum: %{from} – %{to}',
  },
  groupBy: { label: 'Gruppieren nach', day: 'Tag', week: 'Woche', month: 'Monat' },
  figures: {
    revenue: 'Umsatz', netRevenue: 'Nettoumsatz', orderCount: 'Bestellungen', averageBasket: 'Durchschnittlicher Warenkorb',
    tips: 'Trinkgeld', refunds: 'Erstattungen', tax: 'Steuer',
  },
  change: '%{change} ggü. Vorzeitraum',
  noBase: 'neu (Vorzeitraum: keine)',
  previousValue: 'Vorzeitraum: %{value}',
  tables: {
    day: 'Nach Tag', week: 'Nach Woche', month: 'Nach Monat',
    paymentMethod: 'Nach Zahlungsart', orderType: 'Nach Bestellart', weekday: 'Nach Wochentag',
    venue: 'Nach Standort', group: 'Nach Marke',
  },
  columns: {
    period: 'Zeitraum', paymentMethod: 'Zahlungsart', orderType: 'Bestellart', weekday: 'Wochentag',
    venue: 'Standort', group: 'Marke', previous: 'Vorzeitraum', change: 'Veränderung',
  },
  chart: {
    by: { day: 'Tag', week: 'Woche', month: 'Monat' },
    revenue: 'Umsatz nach %{groupBy}: dieser und der vorige Zeitraum. Die Tabelle „%{table}“ enthält dieselben Zahlen; ein Balken öffnet seine Bestellungen.',
    split: 'Umsatz %{table}. Die Tabelle darunter enthält dieselben Zahlen; ein Balken öffnet seine Bestellungen.',
    current: 'Dieser Zeitraum',
    previous: 'Vorzeitraum',
  },
  openOrders: 'Bestellungen von %{label} anzeigen',
  noMethod: 'Keine',
  noGroup: 'Ohne Marke',
  brand: 'Marke: %{name}',
  brandAll: 'Alle Standorte der Marke',
  empty: 'Keine Umsätze in diesem Zeitraum.',
  failed: 'Die Zahlen konnten nicht geladen werden.',
  basis: 'Abgeschlossene Bestellungen (erledigt oder bestätigt); Erstattungen am Tag ihrer Buchung. Tage nach der Uhr des Standorts.',
  chooseDays: 'Wählen Sie den ersten und den letzten Tag.',
};
