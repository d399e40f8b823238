import { Box, Divider, List, ListSubheader, MenuList } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useSidebarState, useTranslate } from 'react-admin';
import { humanize } from '../from-schema/humanize';
import { entityIcon } from './entityIcon';
import { MenuLink } from './MenuLink';
import { useMenuGroups } from './useMenuGroups';

// Its own chunk: the menu renders before any screen's code is wanted.
const preload = (to: string) => () => void import('../navigation/preloadScreen').then((m) => m.preloadScreen(to), () => undefined);

/**
 * Sidebar of spec part 1 §2: the spec's groups, each item shown only if the user may open its
 * list (the same canAccess the route guard uses), a group only with a visible item.
 */
export function GroupedMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const groups = useMenuGroups();

  // A navigation landmark of labelled link lists (one per group), not an ARIA menu: an ARIA menu
  // may hold only menu items, so its group headings were invalid (axe: aria-required-children,
  // listitem), and screen readers announce links in a list as what they are.
  return (
    <Root component="nav" role={undefined} className={open ? 'RaMenu-open' : 'RaMenu-closed'} aria-label={translate('a11y.mainMenu', { _: 'Main menu' })} sx={{ pb: 2 }}>
      {groups.map(({ group, items }, index) => {
        const title = translate(`menu.${group.key}`, { _: humanize(group.key) });
        const headingId = `menu-group-${group.key}`;
        return (
          <Box key={group.key}>
            {open ? (
              <ListSubheader id={headingId} component="div" disableSticky sx={{ lineHeight: '32px', mt: index ? 1 : 0, bgcolor: 'transparent' }}>
                {title}
              </ListSubheader>
            ) : (
              index > 0 && <Divider component="div" role="presentation" sx={{ my: 0.5 }} />
            )}
            <List disablePadding {...(open ? { 'aria-labelledby': headingId } : { 'aria-label': title })}>
              {items.map((item) => {
                const Icon = entityIcon(item.icon);
                return (
                  <li key={item.name}>
                    <MenuLink to={item.to} primaryText={item.label} leftIcon={<Icon />} onPointerEnter={preload(item.to)} onFocus={preload(item.to)} />
                  </li>
                );
              })}
            </List>
          </Box>
        );
      })}
    </Root>
  );
}

// react-admin's Menu root (v5): a column as wide as the sidebar, open or folded.
const Root = styled(MenuList, { name: 'RaMenu', overridesResolver: (_, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  [theme.breakpoints.only('xs')]: { marginTop: 0 },
  transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  '&.RaMenu-open': { width: 240 },
  '&.RaMenu-closed': { width: 55 },
})) as typeof MenuList;
