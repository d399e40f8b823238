/** Commission par établissement et par mois : libellés et écran /provision. */
export const provisionFr = {
  resources: {
    provision: {
      name: 'Commission |||| Commissions',
      fields: {
        id: 'ID', _id: 'ID', createdAt: 'Créé le', updatedAt: 'Modifié le', deletedAt: 'Supprimé le',
        venue: 'Établissement', month: 'Mois', status: 'Statut', currency: 'Devise', revenue: 'Chiffre d’affaires', provision: 'Commission',
        orderCount: 'Commandes', claimedAt: 'Réclamée le', claimedBy: 'Réclamée par', confirmedAt: 'Confirmée le', logs: 'Journal',
        'logs.at': 'Date', 'logs.by': 'Par', 'logs.action': 'Action', 'logs.from': 'Avant', 'logs.to': 'Après',
      },
      actions: { total: 'Total', claim: 'Réclamer', reset: 'Réinitialiser la réclamation', confirm: 'Confirmer le versement', logs: 'Journal' },
      enums: {
        status: { notClaimed: 'Non réclamée', waiting: 'En attente', success: 'Réussie' },
        action: { claim: 'Réclamée', reset: 'Réinitialisée', confirm: 'Confirmée' },
        from: { notClaimed: 'Non réclamée', waiting: 'En attente', success: 'Réussie' },
        to: { notClaimed: 'Non réclamée', waiting: 'En attente', success: 'Réussie' },
      },
    },
  },
  screen: {
    title: 'Commission',
    from: 'Du mois',
    to: 'Au mois',
    allVenues: 'Tous les établissements',
    allStatuses: 'Tous les statuts',
    total: 'Total',
    months: '%{smart_count} mois |||| %{smart_count} mois',
    empty: 'Aucun mois de commission ne correspond à ces filtres.',
    claim: 'Réclamer',
    reset: 'Réinitialiser',
    logs: 'Journal',
    claimed: 'La commission de %{month} est réclamée.',
    wasReset: 'La réclamation de %{month} est réinitialisée.',
    alreadyClaimed: 'Ce mois est déjà réclamé.',
    notClaimed: 'Ce mois n’est pas réclamé.',
    confirmReset: 'Réinitialiser la réclamation de %{venue} pour %{month} ? Le mois redevient non réclamé.',
    noLogs: 'Aucune entrée pour l’instant.',
    close: 'Fermer',
    cancel: 'Annuler',
  },
};
