import { useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clearRecentActions } from './recentActionsStore';
import { RecentActionsList } from './RecentActionsList';
import { useRecentActions } from './useRecentActions';

/** Toolbar button with the user's last (at most 10) creates, changes and deletes. */
export function RecentActionsMenu() {
  const translate = useTranslate();
  const actions = useRecentActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const title = translate('app.recentActions.title');
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={title} data-testid="recent-actions-button">
          <HistoryIcon />
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 380, maxWidth: '90vw' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1 }}>
            <Typography variant="subtitle1">{title}</Typography>
            {actions.length > 0 && <Button size="small" onClick={clearRecentActions}>{translate('app.recentActions.clear')}</Button>}
          </Box>
          <RecentActionsList onOpen={close} dense />
        </Box>
      </Popover>
    </>
  );
}
