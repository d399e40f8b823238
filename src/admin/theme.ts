import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec part 1 §9: sidebar width 256. */
const sidebar = { width: 256, closedWidth: 55 };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar,
};

/**
 * The dark variant: react-admin picks it when the system prefers a dark scheme, until the user
 * chooses in the user menu (remembered in the store). react-admin's dark palette keeps text at
 * AA contrast on its backgrounds.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
};
