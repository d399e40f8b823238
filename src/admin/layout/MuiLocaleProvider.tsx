import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { useLocaleState } from 'react-admin';
import { isLocaleCode } from '../i18n/locales';
import { loadMuiLocale, muiLocaleNow } from './muiLocalePack';

/**
 * MUI's own texts (the autocomplete's "Open"/"Clear", pagination and table pagination labels)
 * in the interface's language: MUI's locale packs merged into the surrounding theme, which
 * react-admin creates without them. A pack loads with its catalogue (loadI18nProvider); should
 * it arrive later, the screen shows MUI's English labels until then instead of waiting.
 */
export function MuiLocaleProvider({ children }: { children: ReactNode }) {
  const outer = useTheme();
  const [raLocale] = useLocaleState();
  const locale = isLocaleCode(raLocale) ? raLocale : 'en';
  const [, arrived] = useState(0);
  const pack = muiLocaleNow(locale);
  useEffect(() => {
    if (pack) return;
    let current = true;
    loadMuiLocale(locale).then((p) => current && p && arrived((n) => n + 1), () => undefined);
    return () => {
      current = false;
    };
  }, [locale, pack]);
  const theme = useMemo(() => (pack ? createTheme(outer, pack) : outer), [outer, pack]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
