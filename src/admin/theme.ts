import type { ComponentsProps, Theme } from '@mui/material';
import { defaultDarkTheme, defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * WCAG AA contrast (4.5:1 for text): react-admin's default blues (#2196f3 app bar, #1976d2
 * primary) and MUI's orange and light blue fall short of it under white text and on the grey of
 * filled inputs, so they are darker shades.
 */
export const lightPalette = {
  primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
  secondary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
  warning: { main: '#a84300', light: '#ed6c02', dark: '#7a3000', contrastText: '#fff' },
  info: { main: '#01579b', light: '#0288d1', dark: '#002f6c', contrastText: '#fff' },
};

type CheckboxOwnerState = { 'aria-label'?: string; inputProps?: Record<string, unknown> };

/**
 * react-admin labels its row checkboxes with `aria-label`, which MUI puts on the decorative
 * <span> (where ARIA forbids it) and not on the <input> a screen reader focuses. Every
 * checkbox's aria-label therefore names its input instead.
 */
const checkboxLabelOnInput: ComponentsProps['MuiCheckbox'] = {
  slotProps: {
    root: ((owner: CheckboxOwnerState) => (owner['aria-label'] ? { 'aria-label': undefined } : {})) as never,
    input: ((owner: CheckboxOwnerState) => ({ ...owner.inputProps, ...(owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}) })) as never,
  },
};

/**
 * Light theme only: form toolbars on a lighter grey than react-admin's grey[300], so the text buttons on them
 * (Delete in red, secondary actions in blue) reach 4.5:1; empty-list messages in the secondary
 * text colour instead of the disabled one (2.7:1).
 */
const contrastOverrides = {
  RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
  RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
};

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
        // Collapsed (nothing selected) the bar is only 0 px high: its "Unselect" button stayed in
        // the tab order and the accessibility tree.
        '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
      },
    },
  },
  // Top actions (the venue edit's verify, publish, panic, show; longer in German and French)
  // wrap rather than set the page's minimum width, which react-admin's layout follows.
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
  // On narrow screens the page may shrink below its content's width (react-admin sets
  // min-width: fit-content, and flex items do not shrink by default), so a wide table scrolls
  // inside its own container and the page never scrolls sideways on a phone.
  RaLayout: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('md')]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } }),
    },
  },
  // A table wider than a phone scrolls in its container; keyboard users reach that scroll only
  // if the container takes focus (axe: scrollable-region-focusable).
  MuiTableContainer: { defaultProps: { tabIndex: 0 } },
} as const;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...lightPalette },
  sidebar,
  components: { ...defaultTheme.components, ...layoutComponents, ...contrastOverrides, MuiCheckbox: { ...defaultTheme.components?.MuiCheckbox, defaultProps: checkboxLabelOnInput } },
};

/**
 * The dark variant: react-admin picks it when the system prefers a dark scheme, until the user
 * chooses in the user menu (remembered in the store). react-admin's dark palette keeps text at
 * AA contrast on its backgrounds.
 */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  // MUI's dark error red (#f44336) reaches only 2.7:1 as text on the dark paper and 3.7:1 under
  // white button text; this lighter red with dark button text passes AA on both.
  palette: { ...defaultDarkTheme.palette, error: { main: '#ff9e9e', light: '#ffcfcf', dark: '#ef9a9a', contrastText: '#000' } },
  sidebar,
  components: { ...defaultDarkTheme.components, ...layoutComponents, MuiCheckbox: { ...defaultDarkTheme.components?.MuiCheckbox, defaultProps: checkboxLabelOnInput } },
};
