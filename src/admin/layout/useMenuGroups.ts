import { useCanAccessResources, useTranslate } from 'react-admin';
import { checkAccess, isAdmin } from '../../core/permissions';
import type { Entity } from '../../core/registry';
import { humanize } from '../from-schema/humanize';
import { registry } from '../registry';
import { resourceName } from '../resourceNames';
import { useGrant } from '../session/useGrant';
import { useSession } from '../session/useSession';
import { MENU_GROUPS, type MenuGroup } from './menuGroups';

const MENU_ENTITIES = [...registry.values()].filter((e) => e.def['x-ui']?.group && !e.def['x-ui']?.hidden);
const MENU_RESOURCES = MENU_ENTITIES.map(resourceName);

export interface MenuEntry {
  name: string;
  to: string;
  label: string;
  icon: string | undefined;
}

/**
 * The sidebar's groups with the entries this user may open (the same canAccess the route guard
 * uses), a group only with an entry: read by the sidebar and by /home's shortcuts.
 */
export function useMenuGroups(): { group: MenuGroup; items: MenuEntry[] }[] {
  const translate = useTranslate();
  const grant = useGrant();
  const session = useSession();
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: MENU_RESOURCES });

  const entityLabel = (e: Entity) => translate(`resources.${e.id}.name`, { smart_count: 2, _: e.def.title });
  return MENU_GROUPS.map((group) => {
    if (group.onlyFor === 'adminOrCustomerGroup' && !(isAdmin(grant) || session?.linkedCustomerGroup)) return { group, items: [] };
    const pages: MenuEntry[] = (group.pages ?? [])
      .filter((p) => checkAccess(grant, p.access))
      .map((p) => ({ name: p.name, to: p.to, icon: p.icon, label: translate(p.label ?? `menu.${p.name}`, { _: humanize(p.name) }) }));
    const entities: MenuEntry[] = MENU_ENTITIES.filter((e) => e.def['x-ui']?.group === group.key && canAccess[resourceName(e)])
      .map((e) => ({ name: resourceName(e), to: `/${resourceName(e)}`, icon: e.def['x-ui']?.icon, label: entityLabel(e) }));
    const rank = (i: MenuEntry) => {
      const at = group.order.indexOf(i.name);
      return at === -1 ? group.order.length : at;
    };
    return { group, items: [...pages, ...entities].sort((a, b) => rank(a) - rank(b)) };
  }).filter(({ items }) => items.length > 0);
}
