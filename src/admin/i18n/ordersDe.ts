import type { ordersEn } from './ordersEn';

/** Die Bestell-Ansichten (Liste, Ansicht, Wiederholen, Testbestellung). */
export const ordersDe: typeof ordersEn = {
  fields: { isTest: 'Testbestellung', 'logs.at': 'Zeit', 'logs.by': 'Von' },
  /** resources.order.actions */
  actions: { log: 'Bestellprotokoll', retry: 'Mit Status wiederholen', test: 'Testbestellung' },
  screens: {
    createdFrom: 'Erstellt ab',
    createdTo: 'Erstellt bis',
    items: 'Positionen',
    lineTotal: 'Summe',
    unitPrice: 'Stückpreis',
    quantity: 'Menge',
    article: 'Artikel',
    totals: 'Beträge',
    net: 'Netto',
    tip: 'Trinkgeld',
    gross: 'Brutto (inkl. Trinkgeld)',
    client: 'Endgerät',
    logs: 'Protokoll',
    noLogs: 'Keine Protokolleinträge.',
    payments: 'Zahlungen',
    noPayments: 'Keine Zahlungen zu dieser Bestellung.',
    timeZone: 'Zeiten in der Zeitzone des Standorts (%{zone})',
    details: 'Bestellung',
    testBadge: 'Test',
  },
  retry: {
    button: 'Mit Status wiederholen',
    title: 'Bestellung %{code} wiederholen',
    status: 'Neuer Status',
    confirm: 'Wiederholen',
    done: 'Die Bestellung wurde mit dem Status „%{status}“ wiederholt.',
    failed: 'Die Bestellung konnte nicht wiederholt werden.',
  },
  test: {
    button: 'Testbestellung',
    title: 'Testbestellung aufgeben',
    venue: 'Standort',
    hint: 'Gibt eine als Test markierte Bestellung mit einem aktiven Artikel des Standorts auf, um den Bestellablauf des Standorts zu prüfen.',
    confirm: 'Testbestellung aufgeben',
    done: 'Testbestellung %{code} wurde aufgegeben.',
    failed: 'Die Testbestellung konnte nicht aufgegeben werden.',
  },
};
