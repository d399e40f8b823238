import type { ComponentsProps, Theme } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

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
 * Form toolbars on a lighter grey than react-admin's grey[300], so the text buttons on them
 * (Delete in red, secondary actions in blue) reach 4.5:1; empty-list messages in the secondary
 * text colour instead of the disabled one (2.7:1).
 */
const contrastOverrides = {
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
  RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
  RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
};

/** Spec part 1 §9: sidebar width 256. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, ...lightPalette },
  components: { ...defaultTheme.components, ...contrastOverrides, MuiCheckbox: { ...defaultTheme.components?.MuiCheckbox, defaultProps: checkboxLabelOnInput } },
  sidebar: { width: 256, closedWidth: 55 },
};
