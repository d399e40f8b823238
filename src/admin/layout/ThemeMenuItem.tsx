import { forwardRef } from 'react';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import { ListItemIcon, ListItemText, MenuItem, Switch } from '@mui/material';
import { useTheme, useTranslate } from 'react-admin';

/**
 * User menu item "Dark mode": switches between the light and dark theme. Until used the theme
 * follows the system's prefers-color-scheme; the choice is kept in react-admin's store.
 */
export const ThemeMenuItem = forwardRef<HTMLLIElement>(function ThemeMenuItem(_props, ref) {
  const translate = useTranslate();
  const [mode, setMode] = useTheme();
  const dark = mode === 'dark';
  const label = translate('screens.theme.dark');
  return (
    <MenuItem ref={ref} role="menuitemcheckbox" aria-checked={dark} onClick={() => setMode(dark ? 'light' : 'dark')}>
      <ListItemIcon><DarkModeIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {/* shows the state; the whole item is the control */}
      <Switch size="small" checked={dark} tabIndex={-1} edge="end" slotProps={{ input: { 'aria-hidden': true } }} sx={{ ml: 1, pointerEvents: 'none' }} />
    </MenuItem>
  );
});
