import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec part 1 §9: sidebar width 256. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: 256, closedWidth: 55 },
};
