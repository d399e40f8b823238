import { useEffect } from 'react';
import AddIcon from '@mui/icons-material/Add';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, DataTable, useListContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { checkAccess } from '../../src/core/permissions';
import { useGrant } from '../../src/admin/session/useGrant';
import { SchemaList } from '../../src/admin/from-schema/SchemaList';
import { JobEntries } from './JobEntries';
import { JobProgressField } from './JobProgressField';
import { StopJobButton } from './StopJobButton';

/** Polls every 3 s while a job on the page waits or runs, as the downloads tray does. */
function PollWhileRunning() {
  const { data } = useListContext();
  const refresh = useRefresh();
  const running = (data ?? []).some((j) => j.status === 'created' || j.status === 'in_progress');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refresh, 3000);
    return () => clearInterval(timer);
  }, [running, refresh]);
  return null;
}

/** Links to start a master/slave sync (/sync/create) and an upsell sync (/sync/upsell), for holders of their rights. */
function StartSyncLinks() {
  const translate = useTranslate();
  const grant = useGrant();
  return (
    <>
      {checkAccess(grant, ['sync.master.slaves', 'sync.slave.slaves']) && <Button component={Link} to="/sync/create" label={translate('syncUi.sync.create.title')}><AddIcon /></Button>}
      {checkAccess(grant, 'sync.master.slaves') && <Button component={Link} to="/sync/upsell" label={translate('syncUi.sync.upsell.title')}><SyncIcon /></Button>}
    </>
  );
}

/** /sync: copy, migrate, foodcard copy and sync jobs with their progress, entries (a row opens them) and a stop button. */
export function SyncJobList() {
  const translate = useTranslate();
  return (
    <SchemaList cells={{ progress: <JobProgressField /> }} expand={<JobEntries />} actions={<StartSyncLinks />} toolbarWhenEmpty>
      <DataTable.Col label={translate('resources.syncJob.fields.entries')} disableSort>
        <PollWhileRunning />
        <StopJobButton />
      </DataTable.Col>
    </SchemaList>
  );
}
