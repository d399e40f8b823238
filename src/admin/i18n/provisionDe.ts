/** Provision (Provision/Kommission) je Standort und Monat: Feldnamen und die Seite /provision. */
export const provisionDe = {
  resources: {
    provision: {
      name: 'Provision |||| Provisionen',
      fields: {
        id: 'ID', _id: 'ID', createdAt: 'Erstellt am', updatedAt: 'Geändert am', deletedAt: 'Gelöscht am',
        venue: 'Standort', month: 'Monat', status: 'Status', currency: 'Währung', revenue: 'Umsatz', provision: 'Provision',
        orderCount: 'Bestellungen', claimedAt: 'Beansprucht am', claimedBy: 'Beansprucht von', confirmedAt: 'Bestätigt am', logs: 'Protokoll',
        'logs.at': 'Zeitpunkt', 'logs.by': 'Von', 'logs.action': 'Aktion', 'logs.from': 'Vorher', 'logs.to': 'Nachher',
      },
      actions: { total: 'Summe', claim: 'Beanspruchen', reset: 'Anspruch zurücksetzen', confirm: 'Auszahlung bestätigen', logs: 'Protokoll' },
      enums: {
        status: { notClaimed: 'Nicht beansprucht', waiting: 'Wartend', success: 'Erfolgreich' },
        action: { claim: 'Beansprucht', reset: 'Zurückgesetzt', confirm: 'Bestätigt' },
        from: { notClaimed: 'Nicht beansprucht', waiting: 'Wartend', success: 'Erfolgreich' },
        to: { notClaimed: 'Nicht beansprucht', waiting: 'Wartend', success: 'Erfolgreich' },
      },
    },
  },
  screen: {
    title: 'Provision',
    from: 'Von Monat',
    to: 'Bis Monat',
    allVenues: 'Alle Standorte',
    allStatuses: 'Alle Status',
    total: 'Summe',
    months: '%{smart_count} Monat |||| %{smart_count} Monate',
    empty: 'Keine Provisionsmonate passen zu diesen Filtern.',
    claim: 'Beanspruchen',
    reset: 'Zurücksetzen',
    logs: 'Protokoll',
    claimed: 'Die Provision für %{month} ist beansprucht.',
    wasReset: 'Der Anspruch für %{month} ist zurückgesetzt.',
    alreadyClaimed: 'Dieser Monat ist bereits beansprucht.',
    notClaimed: 'Dieser Monat ist nicht beansprucht.',
    confirmReset: 'Anspruch von %{venue} für %{month} zurücksetzen? Der Monat ist dann wieder nicht beansprucht.',
    noLogs: 'Noch keine Einträge.',
    close: 'Schließen',
    cancel: 'Abbrechen',
  },
};
