/** Accessibility labels of the shell and the generated screens (names screen readers announce). */
export const a11yFr = {
  mainMenu: 'Menu principal',
  selectRow: 'Sélectionner cette ligne',
  selectAll: 'Tout sélectionner',
  search: 'Rechercher',
  venueMenu: 'Établissement actif',
  language: 'Langue',
  loading: 'Chargement',
  appMenu: 'Plus',
};
