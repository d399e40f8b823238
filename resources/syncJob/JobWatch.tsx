import { Alert, Box, Button } from '@mui/material';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { JobEntries } from './JobEntries';
import { JobProgressField } from './JobProgressField';
import type { EnvironmentsAnswer } from './useEnvironments';

const running = (status?: string) => status === 'created' || status === 'in_progress';

/**
 * A queued copy followed where it was started: its progress and entries, polled every 3 s until
 * it ends, then a link to the copy when it is in this environment. Without `sync.job.view` the
 * caller only learns that it runs.
 */
export function JobWatch({ id, started, environments }: { id: string; started: string; environments?: EnvironmentsAnswer }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canView = checkAccess(useGrant(), 'sync.job.view');
  const { data: job } = useGetOne('syncJob', { id }, { enabled: canView, refetchInterval: (q) => (running(q.state.data?.status) ? 3000 : false) });
  const status = job?.status as string | undefined;
  const here = job && environments && job.targetEnvironment === environments.current;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="sync-job-watch">
      <Alert severity={status === 'failed' ? 'error' : status === 'done' ? 'success' : 'info'}>
        {translate(started)}{status ? ` (${translate(`syncUi.status.${status}`)})` : ''}
      </Alert>
      {job && (
        <RecordContextProvider value={job}>
          <JobProgressField />
          <JobEntries />
        </RecordContextProvider>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {status === 'done' && here && (job.handler === 'venueCopy' || job.handler === 'venueCopyOnly' || job.handler === 'venueMigrate') && (
          <Button variant="contained" onClick={() => navigate(`/venue/${job.targetVenue}/edit`)}>{translate('syncUi.openCopy')}</Button>
        )}
        {canView && <Button onClick={() => navigate('/sync')}>{translate('resources.syncJob.name', { smart_count: 2 })}</Button>}
      </Box>
    </Box>
  );
}
