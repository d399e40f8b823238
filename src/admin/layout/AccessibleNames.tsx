import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/**
 * Gives MUI's progress indicators a name in the user's language (axe: aria-progressbar-name).
 * They are used in many places, react-admin's own loading indicators included, so the name is a
 * default of the theme below this point rather than a prop at every use.
 */
export function AccessibleNames({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const loading = translate('a11y.loading', { _: 'Loading' });
  const withNames = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { 'aria-label': loading, ...outer.components?.MuiCircularProgress?.defaultProps } },
      MuiLinearProgress: { ...outer.components?.MuiLinearProgress, defaultProps: { 'aria-label': loading, ...outer.components?.MuiLinearProgress?.defaultProps } },
    },
  });
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
}
