import { forwardRef } from 'react';
import SecurityIcon from '@mui/icons-material/Security';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { checkAccess } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import { SECURITY_ACCESS, SECURITY_ROUTE } from '../security/securityAccess';

/** User menu item "Security" → /auth/security: one's own password, and MFA for those who may. */
export const SecurityMenuItem = forwardRef<HTMLAnchorElement>(function SecurityMenuItem(_props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const grant = useGrant();
  if (!checkAccess(grant, SECURITY_ACCESS)) return null;
  return (
    <MenuItem ref={ref} component={Link} to={SECURITY_ROUTE} onClick={() => userMenu?.onClose()}>
      <ListItemIcon><SecurityIcon fontSize="small" /></ListItemIcon>
      <ListItemText>{translate('app.security')}</ListItemText>
    </MenuItem>
  );
});
