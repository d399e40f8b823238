import { forwardRef } from 'react';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useLogout, useTranslate, useUserMenu } from 'react-admin';
import { setPendingNotice } from '../providers/pendingNotice';

/** Logout with the success notice of spec part 1 §4 (react-admin's own item is silent). */
export const LogoutMenuItem = forwardRef<HTMLLIElement>(function LogoutMenuItem(_props, ref) {
  const logout = useLogout();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const onClick = async () => {
    userMenu?.onClose();
    setPendingNotice('app.logoutSuccess');
    await logout();
  };
  return (
    <MenuItem ref={ref} onClick={onClick}>
      <ListItemIcon><ExitIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{translate('app.logout', { _: translate('ra.auth.logout') })}</ListItemText>
    </MenuItem>
  );
});
