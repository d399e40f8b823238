import { promoFr } from './promoFr';

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
    },
    notifications: {
      generated: '%{smart_count} code gobelet généré (%{from} à %{to}) |||| %{smart_count} codes gobelet générés (%{from} à %{to})',
      generateHint: 'Génère les numéros à partir de « À partir de », autant que l’indique « Quantité » (au plus 10 000 à la fois, jusqu’au numéro 100 000). Les numéros déjà utilisés dans l’établissement sont refusés.',
      deletedByFilter: '%{smart_count} code gobelet supprimé |||| %{smart_count} codes gobelet supprimés',
      confirmDeleteByFilter: 'Supprimer le %{smart_count} code gobelet correspondant au filtre actuel ? |||| Supprimer les %{smart_count} codes gobelet correspondant au filtre actuel ?',
    },
  },
  /** Textes des bons : les libellés des codes promo (champs de promotion partagés) et les écrans des bons (couponUi.*). */
  coupon: {
    ...promoFr.resource,
    // coupons have no Teedeli codes
    fields: (({ teedeli: _teedeli, ...fields }) => fields)(promoFr.resource.fields),
    name: "Bon |||| Bons",
    actions: {
      ...promoFr.resource.actions,
      disableVenue: "Désactiver tous les bons de l’établissement",
      enableVenue: "Activer tous les bons de l’établissement",
      generate: "Générer des bons",
    },
  },
};

/** Texts of the coupon screens (`couponUi.*`): the promo code screens' texts, speaking of coupons. */
export const couponUiFr = {
  ...promoFr.screens,
  createMultiple: "Générer des bons",
  disable: "Désactiver les bons",
  generateAmount: "Nombre de bons",
  generated: "%{smart_count} bon généré |||| %{smart_count} bons générés",
  noVenue: "Choisissez d’abord un établissement : les bons sont désactivés et activés par établissement.",
  noVenueGenerate: "Choisissez d’abord un établissement : les bons générés appartiennent à un établissement.",
  venueCodes: "Tous les bons de %{venue}",
  disableAll: "Désactiver tous les bons",
  enableAll: "Activer tous les bons",
  disabled: "%{smart_count} bon désactivé |||| %{smart_count} bons désactivés",
  enabled: "%{smart_count} bon activé |||| %{smart_count} bons activés",
  venueList: "Bons de l’établissement choisi",
  selectVenue: "Choisissez un établissement pour voir ses bons.",
  failed: "L’opération sur les bons a échoué.",
  kinds: { ...promoFr.screens.kinds, codes: "Bons (une ligne par bon)" },
};
