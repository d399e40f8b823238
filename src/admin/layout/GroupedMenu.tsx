import { Fragment } from 'react';
import { Divider, ListSubheader } from '@mui/material';
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

  return (
    <Menu sx={{ pb: 2 }}>
      {groups.map(({ group, items }, index) => (
        <Fragment key={group.key}>
          {open ? (
            <ListSubheader disableSticky sx={{ lineHeight: '32px', mt: index ? 1 : 0, bgcolor: 'transparent' }}>
              {translate(`menu.${group.key}`, { _: humanize(group.key) })}
            </ListSubheader>
          ) : (
            index > 0 && <Divider sx={{ my: 0.5 }} />
          )}
          {items.map((item) => {
            const Icon = entityIcon(item.icon);
            return <Menu.Item key={item.name} to={item.to} primaryText={item.label} leftIcon={<Icon />} />;
          })}
        </Fragment>
      ))}
    </Menu>
  );
}
