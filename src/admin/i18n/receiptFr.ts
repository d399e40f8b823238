const system = { id: 'Id', _id: 'Id', createdAt: 'Créé le', updatedAt: 'Modifié le', deletedAt: 'Supprimé le' };
const methods = { credit_card: 'Carte bancaire', sepa: 'Prélèvement SEPA', sofortbanking: 'Sofort', paypal: 'PayPal', google_pay: 'Google Pay', apple_pay: 'Apple Pay' };

/** Reçus et pourboires (`resources.*`). */
export const receiptResourcesFr = {
  receipt: {
    name: 'Reçu |||| Reçus',
    fields: {
      ...system, payment: 'Paiement', order: 'Commande', venue: 'Établissement', paidAt: 'Payé le', codes: 'Numéros de commande', method: 'Moyen de paiement',
      status: 'Statut', currency: 'Devise', sum: 'Montant', refunded: 'Remboursé',
    },
    actions: { customer: 'Reçu client', merchant: 'Reçu commerçant', combined: 'Reçu combiné', full: 'Reçu complet' },
    enums: { method: methods, status: { pending: 'En attente', paid: 'Payé', partially_refunded: 'Partiellement remboursé', refunded: 'Remboursé', failed: 'Échoué' } },
  },
  tip: {
    name: 'Pourboire |||| Pourboires',
    fields: { ...system, venue: 'Établissement', day: 'Jour', table: 'Table', orders: 'Commandes', tipped: 'Commandes avec pourboire', currency: 'Devise', tip: 'Pourboire', type: 'Type de pourboire' },
    actions: { report: 'Rapport des pourboires' },
    enums: { type: { absolute: 'Absolu', relative: 'Relatif', any: 'Quelconque' } },
  },
};

/** Textes des pages /receipts et /tips. */
export const receiptUiFr = {
  receiptUi: {
    from: 'Du', to: 'Au', code: 'Numéro de commande', all: 'Tous', empty: 'Aucun reçu trouvé.', downloads: 'Reçus',
    kinds: { customer: 'Client', merchant: 'Commerçant', combined: 'Combiné', full: 'Complet' },
    download: 'Reçu %{kind} de %{code}', failed: 'Le reçu n\'a pas pu être téléchargé.',
    tips: {
      venue: 'Établissement', pickVenue: 'Choisissez un établissement.', perDay: 'Pourboires par jour', perTable: 'Pourboires par table', total: 'Total', day: 'Jour',
      table: 'Table', orders: 'Commandes payées', tipped: 'Avec pourboire', tip: 'Pourboire', export: 'Exporter en CSV', empty: 'Aucun pourboire sur cette période.',
      setting: 'Réglage des pourboires de l\'établissement : %{type} (%{enabled})', enabled: 'activé', disabled: 'désactivé', badPeriod: 'Choisissez une période d\'un an au plus, le début avant la fin.',
    },
  },
};
