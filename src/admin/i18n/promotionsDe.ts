import { promoDe } from './promoDe';

/** Beschriftungen und Texte der Becher-Codes und Gutscheine (in `resources` eingefügt). */
export const promotionsDe = {
  cupCode: {
    name: 'Becher-Code |||| Becher-Codes',
    fields: {
      id: 'ID', _id: 'ID', createdAt: 'Erstellt am', updatedAt: 'Geändert am', deletedAt: 'Gelöscht am',
      number: 'Nummer',
      venue: 'Standort',
      active: 'Aktiv',
      customerGroups: 'Kundengruppen',
      quantity: 'Anzahl',
      startingFrom: 'Beginnend bei',
    },
    actions: {
      generate: 'Generieren',
      activate: 'Aktivieren',
      deactivate: 'Deaktivieren',
      activeToggle: 'Aktiv umschalten',
      deleteByFilter: 'Gefilterte löschen',
      export: 'Exportieren',
    },
    notifications: {
      generated: '%{smart_count} Becher-Code generiert (%{from} bis %{to}) |||| %{smart_count} Becher-Codes generiert (%{from} bis %{to})',
      generateHint: 'Generiert die Nummern ab „Beginnend bei“, so viele wie „Anzahl“ angibt (höchstens 10.000 auf einmal, bis Nummer 100.000). Im Standort bereits vergebene Nummern werden abgelehnt.',
      deletedByFilter: '%{smart_count} Becher-Code gelöscht |||| %{smart_count} Becher-Codes gelöscht',
      confirmDeleteByFilter: 'Den %{smart_count} Becher-Code löschen, der zum aktuellen Filter passt? |||| Alle %{smart_count} Becher-Codes löschen, die zum aktuellen Filter passen?',
    },
  },
  /** Gutscheintexte: die Promo-Code-Beschriftungen der gemeinsamen Aktionsfelder und die Gutschein-Ansichten (couponUi.*). */
  coupon: {
    ...promoDe.resource,
    // coupons have no Teedeli codes
    fields: (({ teedeli: _teedeli, ...fields }) => fields)(promoDe.resource.fields),
    name: "Gutschein |||| Gutscheine",
    actions: {
      ...promoDe.resource.actions,
      disableVenue: "Alle Gutscheine des Standorts deaktivieren",
      enableVenue: "Alle Gutscheine des Standorts aktivieren",
      generate: "Gutscheine generieren",
    },
  },
};

/** Texts of the coupon screens (`couponUi.*`): the promo code screens' texts, speaking of coupons. */
export const couponUiDe = {
  ...promoDe.screens,
  createMultiple: "Gutscheine generieren",
  disable: "Gutscheine deaktivieren",
  generateAmount: "Anzahl der Gutscheine",
  generated: "%{smart_count} Gutschein generiert |||| %{smart_count} Gutscheine generiert",
  noVenue: "Wählen Sie zuerst einen Standort: Gutscheine werden je Standort deaktiviert und aktiviert.",
  noVenueGenerate: "Wählen Sie zuerst einen Standort: generierte Gutscheine gehören zu einem Standort.",
  venueCodes: "Alle Gutscheine von %{venue}",
  disableAll: "Alle Gutscheine deaktivieren",
  enableAll: "Alle Gutscheine aktivieren",
  disabled: "%{smart_count} Gutschein deaktiviert |||| %{smart_count} Gutscheine deaktiviert",
  enabled: "%{smart_count} Gutschein aktiviert |||| %{smart_count} Gutscheine aktiviert",
  venueList: "Gutscheine des gewählten Standorts",
  selectVenue: "Wählen Sie einen Standort, um seine Gutscheine zu sehen.",
  failed: "Der Gutschein-Vorgang ist fehlgeschlagen.",
  kinds: { ...promoDe.screens.kinds, codes: "Gutscheine (eine Zeile je Gutschein)" },
};
