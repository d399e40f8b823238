import { Fragment } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { humanize } from '../from-schema/humanize';
import { entityIcon } from './entityIcon';
import { useMenuGroups } from './useMenuGroups';

/**
 * Sidebar of spec part 1 §2: the spec's groups, each item shown only if the user may open its
 * list (the same canAccess the route guard uses), a group only with a visible item.
 */
export function GroupedMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const groups = useMenuGroups();

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
