import { Box, Divider, List, ListSubheader } from '@mui/material';
import { Menu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { checkAccess, isAdmin } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { humanize } from '../from-schema/humanize';
import { registry } from '../registry';
import { resourceName } from '../resourceNames';
import { useGrant } from '../session/useGrant';
import { useSession } from '../session/useSession';
import { entityIcon } from './entityIcon';
import { MENU_GROUPS } from './menuGroups';

const MENU_ENTITIES = [...registry.values()].filter((e) => e.def['x-ui']?.group && !e.def['x-ui']?.hidden);
const MENU_RESOURCES = MENU_ENTITIES.map(resourceName);

interface Item {
  name: string;
  to: string;
  label: string;
  icon: string | undefined;
}

/**
 * Sidebar of spec part 1 §2: the spec's groups, each item shown only if the user may open its
 * list (the same canAccess the route guard uses), a group only with a visible item.
 */
export function GroupedMenu() {
  const translate = useTranslate();
  const grant = useGrant();
  const session = useSession();
  const [open] = useSidebarState();
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: MENU_RESOURCES });

  const entityLabel = (e: Entity) => translate(`resources.${e.id}.name`, { smart_count: 2, _: e.def.title });
  const groups = MENU_GROUPS.map((group) => {
    if (group.onlyFor === 'adminOrCustomerGroup' && !(isAdmin(grant) || session?.linkedCustomerGroup)) return { group, items: [] };
    const pages: Item[] = (group.pages ?? [])
      .filter((p) => checkAccess(grant, p.access))
      .map((p) => ({ name: p.name, to: p.to, icon: p.icon, label: translate(p.label ?? `menu.${p.name}`, { _: humanize(p.name) }) }));
    const entities: Item[] = MENU_ENTITIES.filter((e) => e.def['x-ui']?.group === group.key && canAccess[resourceName(e)])
      .map((e) => ({ name: resourceName(e), to: `/${resourceName(e)}`, icon: e.def['x-ui']?.icon, label: entityLabel(e) }));
    const rank = (i: Item) => {
      const at = group.order.indexOf(i.name);
      return at === -1 ? group.order.length : at;
    };
    return { group, items: [...pages, ...entities].sort((a, b) => rank(a) - rank(b)) };
  }).filter(({ items }) => items.length > 0);

  // A navigation landmark of labelled link lists (one per group), not an ARIA menu: an ARIA menu
  // may hold only menu items, so its group headings were invalid (axe: aria-required-children,
  // listitem), and screen readers announce links in a list as what they are.
  return (
    <Menu component="nav" role={undefined} aria-label={translate('a11y.mainMenu', { _: 'Main menu' })} sx={{ pb: 2 }}>
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
                    <Menu.Item to={item.to} primaryText={item.label} leftIcon={<Icon />} role="link" />
                  </li>
                );
              })}
            </List>
          </Box>
        );
      })}
    </Menu>
  );
}
