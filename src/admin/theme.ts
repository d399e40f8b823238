import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec part 1 §9: sidebar width 256. */
const sidebar = { width: 256, closedWidth: 55 };

/** Layout fixes shared by the light and the dark theme. */
const layoutComponents = {
  // A row of tabs wider than a phone (the venue edit's eight) scrolls within itself rather than
  // widening the page.
  MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  // Entities with many bulk actions (articles: eight flags, copy, delete) wrap them onto more
  // lines instead of cutting off the last ones; the bar grows upwards over the list's toolbar.
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: {
        '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto', transform: 'translateY(-100%)' },
        '& .RaBulkActionsToolbar-topToolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
      },
    },
  },
  // react-admin's layout is at least as wide as its widest content (min-width: fit-content), so
  // one wide element made the whole page scroll sideways on a phone; there it is the screen's
  // width, and wide parts (tab rows, tables) scroll within themselves.
  RaLayout: {
    styleOverrides: {
      root: {
        '@media (max-width: 599.95px)': { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
      },
    },
  },
} as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar,
  components: { ...defaultTheme.components, ...layoutComponents },
};

/**
 * The dark variant: react-admin picks it when the system prefers a dark scheme, until the user
 * chooses in the user menu (remembered in the store). react-admin's dark palette keeps text at
 * AA contrast on its backgrounds.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...layoutComponents },
};
