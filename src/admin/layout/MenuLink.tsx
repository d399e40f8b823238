import type { FocusEventHandler, PointerEventHandler, ReactElement } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { LinkBase, useBasename, useMatch, useSidebarState } from 'react-admin';

interface MenuLinkProps {
  to: string;
  primaryText: string;
  leftIcon: ReactElement;
  onPointerEnter?: PointerEventHandler;
  onFocus?: FocusEventHandler;
}

/**
 * One sidebar entry, as react-admin's `Menu.Item` draws it (same classes RaMenuItemLink-*, icon
 * only with a tooltip when the sidebar is folded, closes the sidebar on a tap on small screens)
 * without its keyboard-shortcut support, whose library the admin does not use and every first
 * list page downloaded.
 */
export function MenuLink({ to, primaryText, leftIcon, onPointerEnter, onFocus }: MenuLinkProps) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const basename = useBasename();
  const [open, setOpen] = useSidebarState();
  const active = !!useMatch({ path: to, end: to === `${basename}/` });
  const item = (
    <Item
      className={`${classes.root}${active ? ` ${classes.active}` : ''}`}
      component={LinkBase}
      to={to}
      role="link"
      tabIndex={0}
      onClick={() => isSmall && setOpen(false)}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      <ListItemIcon className={classes.icon}>{leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {primaryText}
      </Typography>
    </Item>
  );
  return open ? item : <Tooltip title={primaryText} placement="right">{item}</Tooltip>;
}

const PREFIX = 'RaMenuItemLink';
const classes = { root: `${PREFIX}-root`, active: `${PREFIX}-active`, icon: `${PREFIX}-icon` };

// react-admin's MenuItemLink styles (v5).
const Item = styled(MenuItem, { name: PREFIX, overridesResolver: (_, styles) => styles.root })(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${classes.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${classes.active}`]: { color: (theme.vars || theme).palette.text.primary },
  [`.MuiList-dense > & > .${classes.icon}`]: { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem;
