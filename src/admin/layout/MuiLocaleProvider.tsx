import { useMemo, type ReactNode } from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { deDE, enUS, frFR } from '@mui/material/locale';
import { useLocaleState } from 'react-admin';

const MUI_LOCALES = { de: deDE, en: enUS, fr: frFR } as const;

/**
 * MUI's own texts (the autocomplete's "Open"/"Clear", pagination and table pagination labels)
 * in the interface's language: MUI's locale packs merged into the surrounding theme, which
 * react-admin creates without them.
 */
export function MuiLocaleProvider({ children }: { children: ReactNode }) {
  const outer = useTheme();
  const [locale] = useLocaleState();
  const pack = MUI_LOCALES[locale as keyof typeof MUI_LOCALES] ?? enUS;
  const theme = useMemo(() => createTheme(outer, pack), [outer, pack]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
