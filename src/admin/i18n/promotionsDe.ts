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
      exportCsv: 'Codes exportieren',
    },
    notifications: {
      generated: '%{smart_count} Becher-Code generiert (%{from} bis %{to}) |||| %{smart_count} Becher-Codes generiert (%{from} bis %{to})',
      generateHint: 'Generiert die Nummern ab „Beginnend bei“, so viele wie „Anzahl“ angibt (höchstens 10.000 auf einmal, bis Nummer 100.000). Im Standort bereits vergebene Nummern werden abgelehnt.',
      deletedByFilter: '%{smart_count} Becher-Code gelöscht |||| %{smart_count} Becher-Codes gelöscht',
      confirmDeleteByFilter: 'Den %{smart_count} Becher-Code löschen, der zum aktuellen Filter passt? |||| Alle %{smart_count} Becher-Codes löschen, die zum aktuellen Filter passen?',
    },
  },
};
