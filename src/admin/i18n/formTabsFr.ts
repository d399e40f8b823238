import type { formTabsEn } from './formTabsEn';

/** Onglets des formulaires par nom (`x-ui.tab`). */
export const formTabsFr: typeof formTabsEn = {
  general: 'Général',
  order: 'Commande',
  payment: 'Paiement',
  terminal: 'Terminal',
  preorder: 'Précommande',
  slotting: 'Créneaux',
  openingHours: "Heures d'ouverture",
  deliveryHours: 'Heures de livraison',
  deliveryProviders: 'Services de livraison',
  prices: 'Prix',
  ingredients: 'Ingrédients',
  nutrition: 'Valeurs nutritionnelles',
  loyalty: 'Fidélité',
  availability: 'Disponibilité',
  relations: 'Options et liens',
  slots: 'Composants',
};
