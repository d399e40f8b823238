import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales';

/**
 * de / en / fr. react-admin keeps the choice in its store (local storage), which is what the
 * spec asks for ("remembered in local storage"). `compact` (narrow app bar) shows only the
 * icon; its accessible name still says which language is active. Not react-admin's
 * LocalesMenuButton: that one has an empty aria-label and a fixed menu id.
 */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((l) => l.locale === locale)?.name ?? locale;
  const label = `${translate('a11y.language', { _: 'Language' })}: ${current}`;
  const menuId = 'language-menu';
  const buttonProps = { color: 'inherit' as const, onClick: (e: React.MouseEvent<HTMLElement>) => setAnchor(e.currentTarget), 'aria-haspopup': 'menu' as const, 'aria-controls': anchor ? menuId : undefined, 'aria-expanded': !!anchor };
  return (
    <>
      {compact ? (
        // A native title, not MUI's Tooltip: the sign-in page shows this picker, and Tooltip
        // brings Popper (~12 KB) into the sign-in page's script.
        <IconButton {...buttonProps} aria-label={label} title={label} data-testid="language-picker">
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button {...buttonProps} startIcon={<TranslateIcon />} endIcon={<ExpandMoreIcon fontSize="small" />} data-testid="language-picker">
          {current}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
