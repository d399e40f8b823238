import type { formTabsEn } from './formTabsEn';

/** Formular-Reiter nach Name (`x-ui.tab`). */
export const formTabsDe: typeof formTabsEn = {
  general: 'Allgemein',
  order: 'Bestellung',
  payment: 'Zahlung',
  terminal: 'Terminal',
  preorder: 'Vorbestellung',
  slotting: 'Zeitfenster',
  openingHours: 'Öffnungszeiten',
  deliveryHours: 'Lieferzeiten',
  deliveryProviders: 'Lieferdienste',
  prices: 'Preise',
  ingredients: 'Inhaltsstoffe',
  nutrition: 'Nährwerte',
  loyalty: 'Treueprogramm',
  availability: 'Verfügbarkeit',
  relations: 'Optionen und Verknüpfungen',
  slots: 'Bestandteile',
};
