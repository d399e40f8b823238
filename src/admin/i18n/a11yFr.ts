/** Accessibility labels of the shell and the generated screens (names screen readers announce). */
export const a11yFr = {
  mainMenu: 'Menu principal',
  venueMenu: 'Établissement actif',
  language: 'Langue',
  loading: 'Chargement',
  contentLanguage: 'Langue du contenu',
  contentLanguageError: 'contient des erreurs',
  contentLanguageFilled: 'renseignée',
};
