/** Accessibility labels of the shell and the generated screens (names screen readers announce). */
export const a11yEn = {
  mainMenu: 'Main menu',
  selectRow: 'Select this row',
  selectAll: 'Select all',
  search: 'Search',
  venueMenu: 'Active venue',
  language: 'Language',
  loading: 'Loading',
  appMenu: 'More',
};
