import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useVenueClock } from '../format/useVenueClock';
import { registry } from '../registry';
import type { RecentAction } from './recentActions';
import { useRecentActions } from './useRecentActions';

/** "Changed Venue "Burger Mitte"" in the current language (entries store what, not words). */
function useRecentActionText() {
  const translate = useTranslate();
  return (a: RecentAction) => {
    const title = registry.get(a.params.entity)?.def.title ?? a.params.entity;
    const many = a.params.kind === 'updateMany' || a.params.kind === 'deleteMany';
    const resource = translate(`resources.${a.params.entity}.name`, { smart_count: many ? 2 : 1, _: title });
    return translate(`app.recentActions.${a.params.kind}`, { resource, text: a.text, smart_count: a.params.count ?? 0 });
  };
}

/** The user's recent actions as links (toolbar menu and /home); `onOpen` runs before navigating. */
export function RecentActionsList({ onOpen, dense }: { onOpen?: () => void; dense?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const actions = useRecentActions();
  const text = useRecentActionText();
  // the admin's one clock: the selected venue's
  const clock = useVenueClock();
  if (!actions.length) {
    return <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>{translate('app.recentActions.empty')}</Typography>;
  }
  return (
    <List dense={dense} disablePadding data-testid="recent-actions">
      {actions.map((a) => (
        // each button in its own <li>: a list may only hold list items (axe: list)
        <ListItem key={`${a.route}|${a.text}`} disablePadding>
          <ListItemButton
            onClick={() => {
              onOpen?.();
              navigate(a.route);
            }}
          >
            <ListItemText primary={text(a)} secondary={clock.dateTime(a.at)} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
