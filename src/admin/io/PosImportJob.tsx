import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { checkAccess } from '../../core/permissions';
import { useGrant } from '../session/useGrant';
import { ImportCountsTable, ROW_KINDS, type Counts } from './ImportCountsTable';

type Entry = { action?: string; entity?: string; count?: number };
const running = (status?: string) => status === 'created' || status === 'in_progress';

function countsOf(entries: Entry[], action: 'created' | 'updated', entity: string): number {
  return entries.filter((e) => e.action === action && e.entity === entity).reduce((sum, e) => sum + (e.count ?? 0), 0);
}

/**
 * A queued POS menu import followed on the page that started it: with `sync.job.view` its
 * progress (polled every 3 s, as the spec's downloads) and what it created and updated, or why it
 * failed; without it only that it runs and how long such a sync takes.
 */
export function PosImportJob({ id }: { id: string }) {
  const translate = useTranslate();
  const canView = checkAccess(useGrant(), 'sync.job.view');
  const { data: job } = useGetOne('syncJob', { id }, { enabled: canView, refetchInterval: (q) => (running(q.state.data?.status) ? 3000 : false) });
  const status = job?.status as string | undefined;
  const entries = (job?.entries ?? []) as Entry[];
  const counts = (action: 'created' | 'updated') => Object.fromEntries(ROW_KINDS.map((k) => [k, countsOf(entries, action, k)])) as Counts;
  const tables = { created: countsOf(entries, 'created', 'table'), updated: countsOf(entries, 'updated', 'table') };
  const changed = entries.some((e) => e.entity && (e.count ?? 0) > 0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2 }} data-testid="pos-import-job" data-status={status ?? 'started'}>
      {(!status || running(status)) && <Alert severity="info">{translate('foodcardIo.pos.started')}</Alert>}
      {running(status) && (
        <>
          <Typography variant="body2">{translate('foodcardIo.pos.running')}</Typography>
          <LinearProgress variant="determinate" value={Number(job?.progress ?? 0)} aria-label={translate('foodcardIo.pos.running')} />
        </>
      )}
      {status === 'failed' && <Alert severity="error">{translate('foodcardIo.pos.failed', { error: job?.error ?? '' })}</Alert>}
      {status === 'done' && (
        <>
          <Alert severity="success">{translate(changed ? 'foodcardIo.pos.done' : 'foodcardIo.pos.unchanged')}</Alert>
          {changed && (tables.created || tables.updated
            ? <Typography>{translate('foodcardIo.pos.tables', tables)}</Typography>
            : <ImportCountsTable created={counts('created')} updated={counts('updated')} />)}
        </>
      )}
    </Box>
  );
}
