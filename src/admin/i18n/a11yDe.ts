/** Accessibility labels of the shell and the generated screens (names screen readers announce). */
export const a11yDe = {
  mainMenu: 'Hauptmenü',
  venueMenu: 'Aktiver Standort',
  language: 'Sprache',
  loading: 'Wird geladen',
  contentLanguage: 'Inhaltssprache',
  contentLanguageError: 'hat Fehler',
  contentLanguageFilled: 'ausgefüllt',
};
