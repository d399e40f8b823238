import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import { Box, IconButton, LinearProgress, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useVenueClock } from '../format/useVenueClock';
import { isActive, type DownloadJob } from './jobOutcome';
import { useDownloads } from './useDownloads';

function JobRow({ job }: { job: DownloadJob }) {
  const translate = useTranslate();
  const { save, stop, remove } = useDownloads();
  // the admin's one clock: the selected venue's
  const clock = useVenueClock();
  const name = translate(`app.downloads.handlers.${job.handler}`, { _: job.handler });
  const status = translate(`resources.downloadJob.enums.status.${job.status}`, { _: job.status });
  return (
    <ListItem
      divider
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          {job.status === 'done' && (
            <Tooltip title={translate('app.downloads.download')}>
              <IconButton edge="end" size="small" onClick={() => void save(job)} aria-label={translate('app.downloads.download')}>
                <DownloadIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {isActive(job) && (
            <Tooltip title={translate('app.downloads.stop')}>
              <IconButton edge="end" size="small" onClick={() => void stop(job)} aria-label={translate('app.downloads.stop')}>
                <StopIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={translate('ra.action.remove')}>
            <IconButton edge="end" size="small" onClick={() => void remove(job)} aria-label={translate('ra.action.remove')} sx={{ ml: 0.5 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      }
      sx={{ pr: 10 }}
    >
      <ListItemText
        primary={name}
        secondary={
          <>
            {[status, clock.dateTime(job.createdAt), job.status === 'done' ? job.file : null].filter(Boolean).join(' · ')}
            {isActive(job) && <LinearProgress sx={{ display: 'block', mt: 0.5 }} variant={job.progress ? 'determinate' : 'indeterminate'} value={job.progress ?? 0} />}
          </>
        }
        slotProps={{ primary: { noWrap: true } }}
      />
    </ListItem>
  );
}

/** The tray's panel: the user's download jobs, each with its state and its file (loaded when the tray opens). */
export function DownloadsList() {
  const translate = useTranslate();
  const { jobs } = useDownloads();
  return jobs.length === 0 ? (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>{translate('app.downloads.empty')}</Typography>
  ) : (
    <List dense disablePadding sx={{ maxHeight: 400, overflow: 'auto' }}>
      {jobs.map((job) => <JobRow key={job.id} job={job} />)}
    </List>
  );
}
