import { forwardRef } from 'react';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useLogout, useNotify, useTranslate, useUserMenu } from 'react-admin';

/** Logout with the success notice of spec part 1 §4 (react-admin's own item is silent). */
export const LogoutMenuItem = forwardRef<HTMLLIElement>(function LogoutMenuItem(_props, ref) {
  const logout = useLogout();
  const notify = useNotify();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const onClick = async () => {
    userMenu?.onClose();
    await logout();
    notify('app.logoutSuccess', { type: 'success', messageArgs: { _: 'You have been logged out.' } });
  };
  return (
    <MenuItem ref={ref} onClick={onClick}>
      <ListItemIcon><ExitIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{translate('app.logout', { _: translate('ra.auth.logout') })}</ListItemText>
    </MenuItem>
  );
});
