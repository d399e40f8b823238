/** Accessibility labels of the shell and the generated screens (names screen readers announce). */
export const a11yEn = {
  mainMenu: 'Main menu',
  venueMenu: 'Active venue',
  language: 'Language',
  loading: 'Loading',
  contentLanguage: 'Content language',
  contentLanguageError: 'has errors',
  contentLanguageFilled: 'filled in',
};
