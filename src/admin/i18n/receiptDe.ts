const system = { id: 'ID', _id: 'ID', createdAt: 'Erstellt am', updatedAt: 'Geändert am', deletedAt: 'Gelöscht am' };
const methods = { credit_card: 'Kreditkarte', sepa: 'SEPA-Lastschrift', sofortbanking: 'Sofortüberweisung', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay' };

/** Belege und Trinkgelder (`resources.*`). */
export const receiptResourcesDe = {
  receipt: {
    name: 'Beleg |||| Belege',
    fields: {
      ...system, payment: 'Zahlung', order: 'Bestellung', venue: 'Standort', paidAt: 'Bezahlt am', codes: 'Bestellnummern', method: 'Zahlungsart',
      status: 'Status', currency: 'Währung', sum: 'Betrag', refunded: 'Erstattet',
    },
    actions: { customer: 'Kundenbeleg', merchant: 'Händlerbeleg', combined: 'Kombinierter Beleg', full: 'Vollständiger Beleg' },
    enums: { method: methods, status: { pending: 'Ausstehend', paid: 'Bezahlt', partially_refunded: 'Teilweise erstattet', refunded: 'Erstattet', failed: 'Fehlgeschlagen' } },
  },
  tip: {
    name: 'Trinkgeld |||| Trinkgelder',
    fields: { ...system, venue: 'Standort', day: 'Tag', table: 'Tisch', orders: 'Bestellungen', tipped: 'Bestellungen mit Trinkgeld', currency: 'Währung', tip: 'Trinkgeld', type: 'Trinkgeldart' },
    actions: { report: 'Trinkgeldbericht' },
    enums: { type: { absolute: 'Absolut', relative: 'Prozentual', any: 'Beliebig' } },
  },
};

/** Texte der Seiten /receipts und /tips. */
export const receiptUiDe = {
  receiptUi: {
    from: 'Von', to: 'Bis', code: 'Bestellnummer', all: 'Alle', empty: 'Keine Belege gefunden.', downloads: 'Belege',
    kinds: { customer: 'Kunde', merchant: 'Händler', combined: 'Kombiniert', full: 'Vollständig' },
    download: '%{kind}-Beleg zu %{code}', failed: 'Der Beleg konnte nicht heruntergeladen werden.',
    tips: {
      venue: 'Standort', pickVenue: 'Wählen Sie einen Standort.', perDay: 'Trinkgeld pro Tag', perTable: 'Trinkgeld pro Tisch', total: 'Summe', day: 'Tag',
      table: 'Tisch', orders: 'Bezahlte Bestellungen', tipped: 'Mit Trinkgeld', tip: 'Trinkgeld', export: 'CSV exportieren', empty: 'Kein Trinkgeld in diesem Zeitraum.',
      setting: 'Trinkgeld-Einstellung des Standorts: %{type} (%{enabled})', enabled: 'aktiviert', disabled: 'deaktiviert', badPeriod: 'Wählen Sie einen Zeitraum von höchstens einem Jahr, Beginn vor Ende.',
    },
  },
};
