import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec part 1 §9: sidebar width 256. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: 256, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // A row of tabs wider than a phone (the venue edit's eight) scrolls within itself rather than
    // widening the page.
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  },
};
