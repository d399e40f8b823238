import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { humanize } from '../../from-schema/humanize';
import { entityIcon } from '../../layout/entityIcon';
import { useMenuGroups } from '../../layout/useMenuGroups';

/** The screens the user may open (the sidebar's entries), by group, as buttons. */
export function HomeShortcuts() {
  const translate = useTranslate();
  const groups = useMenuGroups();
  return (
    <Box data-testid="home-shortcuts" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, px: 2, pb: 2 }}>
      {groups.map(({ group, items }) => (
        <Box key={group.key} component="section" aria-label={translate(`menu.${group.key}`, { _: humanize(group.key) })}>
          <Typography variant="overline" component="h3" color="text.secondary">{translate(`menu.${group.key}`, { _: humanize(group.key) })}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {items.map((item) => {
              const Icon = entityIcon(item.icon);
              return (
                <Button key={item.name} component={Link} to={item.to} variant="outlined" size="small" startIcon={<Icon />} sx={{ textTransform: 'none' }}>
                  {item.label}
                </Button>
              );
            })}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
