import { Suspense, useState } from 'react';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Badge, Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lazyRetry } from '../recovery/lazyRetry';
import { isActive } from './jobOutcome';
import { useDownloads } from './useDownloads';

// The job list loads when the tray first opens: every screen shows the button, few open it.
const DownloadsList = lazyRetry(() => import('./DownloadsList').then((m) => ({ default: m.DownloadsList })));

/** Toolbar button with the user's download jobs (spec part 1 §2 "a downloads tray"). */
export function DownloadsTray() {
  const translate = useTranslate();
  const { jobs } = useDownloads();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const running = jobs.filter(isActive).length;
  const title = translate('app.downloads.title');
  return (
    <>
      <Tooltip title={title}>
        {/* the badge's count is part of the button's name, as WCAG 2.5.3 asks of visible text */}
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={running ? `${title} ${running}` : title} data-testid="downloads-tray">
          <Badge badgeContent={running || undefined} sx={{ '& .MuiBadge-badge': { bgcolor: 'common.white', color: 'secondary.dark' } }}>
            <FileDownloadIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 360, maxWidth: '90vw' }}>
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1 }}>{title}</Typography>
          {/* min height: the panel keeps its place while its list loads (first opening) */}
          <Suspense fallback={<Box sx={{ minHeight: 48 }} />}>
            <DownloadsList />
          </Suspense>
        </Box>
      </Popover>
    </>
  );
}
