/** Accessibility labels of the shell and the generated screens (names screen readers announce). */
export const a11yDe = {
  mainMenu: 'Hauptmenü',
  selectRow: 'Diese Zeile auswählen',
  selectAll: 'Alle auswählen',
  search: 'Suche',
  venueMenu: 'Aktiver Standort',
  language: 'Sprache',
  loading: 'Wird geladen',
  appMenu: 'Mehr',
};
