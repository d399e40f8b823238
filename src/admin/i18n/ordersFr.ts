import type { ordersEn } from './ordersEn';

/** Les écrans des commandes (liste, vue, relance, commande test). */
export const ordersFr: typeof ordersEn = {
  fields: { isTest: 'Commande test', 'logs.at': 'Heure', 'logs.by': 'Par' },
  /** resources.order.actions */
  actions: { log: 'Journal de commande', retry: 'Relancer avec un statut', test: 'Commande test' },
  screens: {
    createdFrom: 'Créée à partir du',
    createdTo: 'Créée jusqu’au',
    items: 'Articles',
    lineTotal: 'Total de la ligne',
    unitPrice: 'Prix unitaire',
    quantity: 'Quantité',
    article: 'Article',
    totals: 'Montants',
    net: 'Net',
    tip: 'Pourboire',
    gross: 'Brut (pourboire compris)',
    client: 'Appareil client',
    logs: 'Journal',
    noLogs: 'Aucune entrée de journal.',
    payments: 'Paiements',
    noPayments: 'Aucun paiement pour cette commande.',
    timeZone: 'Heures dans le fuseau horaire de l’établissement (%{zone})',
    details: 'Commande',
    testBadge: 'Test',
  },
  retry: {
    button: 'Relancer avec un statut',
    title: 'Relancer la commande %{code}',
    status: 'Nouveau statut',
    confirm: 'Relancer',
    done: 'La commande a été relancée avec le statut « %{status} ».',
    failed: 'La commande n’a pas pu être relancée.',
  },
  test: {
    button: 'Commande test',
    title: 'Passer une commande test',
    venue: 'Établissement',
    hint: 'Passe une commande marquée comme test avec un article actif de l’établissement, pour vérifier son circuit de commande.',
    confirm: 'Passer la commande test',
    done: 'La commande test %{code} a été passée.',
    failed: 'La commande test n’a pas pu être passée.',
  },
};
