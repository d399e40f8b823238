/** Libellés et textes des codes gobelet et des bons (insérés dans `resources`). */
export const promotionsFr = {
  cupCode: {
    name: 'Code gobelet |||| Codes gobelet',
    fields: {
      id: 'ID', _id: 'ID', createdAt: 'Créé le', updatedAt: 'Modifié le', deletedAt: 'Supprimé le',
      number: 'Numéro',
      venue: 'Établissement',
      active: 'Actif',
      customerGroups: 'Groupes de clients',
      quantity: 'Quantité',
      startingFrom: 'À partir de',
    },
    actions: {
      generate: 'Générer',
      activate: 'Activer',
      deactivate: 'Désactiver',
      activeToggle: 'Basculer l’état actif',
      deleteByFilter: 'Supprimer les filtrés',
      export: 'Exporter',
      exportCsv: 'Exporter les codes',
    },
    notifications: {
      generated: '%{smart_count} code gobelet généré (%{from} à %{to}) |||| %{smart_count} codes gobelet générés (%{from} à %{to})',
      generateHint: 'Génère les numéros à partir de « À partir de », autant que l’indique « Quantité » (au plus 10 000 à la fois, jusqu’au numéro 100 000). Les numéros déjà utilisés dans l’établissement sont refusés.',
      deletedByFilter: '%{smart_count} code gobelet supprimé |||| %{smart_count} codes gobelet supprimés',
      confirmDeleteByFilter: 'Supprimer le %{smart_count} code gobelet correspondant au filtre actuel ? |||| Supprimer les %{smart_count} codes gobelet correspondant au filtre actuel ?',
    },
  },
};
